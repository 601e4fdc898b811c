import Editions
import ExerciseModel
import Foundation
import Grading
import Testing
import WorkbookTestSupport

/// The course's own exercises, end to end: each is sound (the reference earns full marks, the
/// starter does not, every known-wrong solution loses points on a hidden test), and the learner
/// edition released from this repository grades its public tests and has nothing to hide.
@Suite(.serialized, .tags(.nestedBuild), .enabled(if: SlowSuites.enabled, SlowSuites.reason))
struct CourseExercisesTests {
    @Test func everyExerciseKeepsItsPromises() throws {
        let exercises = try ExerciseCatalog.load(root: repositoryRoot)
        #expect(exercises.count >= 3)
        let grader = Grader(root: repositoryRoot, scratch: nestedBuilds.appendingPathComponent("course-grading"))
        for exercise in exercises {
            #expect(exercise.wrongSolutions.count >= 3, "\(exercise.id) has too few known-wrong solutions")
            let verification = try grader.verify(exercise)
            #expect(verification.problems.isEmpty, "\(exercise.id): \(verification.problems)")
            #expect(verification.reference.hasFullMarks)
            #expect(!verification.starter.hasFullMarks)
            for wrong in verification.wrongSolutions {
                #expect(!wrong.caughtBy.isEmpty, "\(exercise.id): '\(wrong.name)' loses no points on a hidden test")
            }
        }
    }

    @Test func theLearnerEditionGradesPublicTestsAndSaysWhoGradesTheRest() throws {
        let edition = temporaryFolder("learner-edition")
        defer { try? FileManager.default.removeItem(at: edition) }
        _ = try LearnerEdition(root: repositoryRoot).write(to: edition)

        let exercises = try ExerciseCatalog.load(root: edition)
        #expect(exercises.map(\.id) == (try ExerciseCatalog.load(root: repositoryRoot)).map(\.id))
        for exercise in exercises {
            #expect(exercise.edition == .learner)
            #expect(exercise.hiddenTests.isEmpty && exercise.reference.isEmpty && exercise.wrongSolutions.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: exercise.folder.appendingPathComponent("tests/hidden").path))
            #expect(!FileManager.default.fileExists(atPath: exercise.folder.appendingPathComponent("solutions").path))
        }
        // The edition's own runtime builds, and its public tests run against the starter.
        let first = try #require(exercises.first)
        let report = try Grader(root: edition, scratch: nestedBuilds.appendingPathComponent("edition-grading")).grade(first)
        #expect(report.compiled, "\(report.compileProblems)")
        #expect(report.tests.count == first.publicTests.count && report.tests.allSatisfy { !$0.isHidden })
        #expect(report.hiddenTestsGradedByInstructor)
        let text = GradeFormat.text.render(report, exercise: first)
        #expect(text.contains("the hidden tests are graded by your instructor"), "\(text)")
    }
}
