import Foundation

/// Whether the chapters a lesson was generated from are still the chapters on disk. A
/// lesson binary run by hand after a chapter edit would otherwise prove the old text; this
/// lets it refuse instead of printing a stale pass. Not used under the verifier, which
/// regenerates every source before it builds.
enum StaleLessonCheck {
    /// The one line to print when a chapter changed or vanished; nil when all match.
    /// `generatedFile` is the lesson's real `Lessons/NAME/main.swift`, so the
    /// package root is two folders above its own.
    static func problem(chapters: [(path: String, fingerprint: UInt64)], generatedFile: String) -> String? {
        let main = URL(fileURLWithPath: generatedFile)
        let lesson = main.deletingLastPathComponent().lastPathComponent
        var root = main
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let remedy = "run 'swift run workbook run \(lesson)' to regenerate, build and run it"
        for chapter in chapters {
            guard let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(chapter.path).path) else {
                return "\(chapter.path) is missing since this lesson was generated: \(remedy)"
            }
            if ChapterFingerprint.of(bytes) != chapter.fingerprint {
                return "\(chapter.path) changed since this lesson was generated: \(remedy)"
            }
        }
        return nil
    }
}
