import BookModel

/// Progress of a verification run, as values; the command line decides how they read.
package enum VerificationEvent: Sendable {
    /// The lessons whose fingerprint changed are being built, in one SwiftPM run.
    case building(lessons: [String])
    /// A lesson is about to be checked (`index` counts from 1).
    case started(lesson: Lesson, index: Int, count: Int)
    case finished(LessonVerdict, index: Int, count: Int)
}
