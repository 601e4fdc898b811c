import Diagnostics
import ExerciseModel
import Foundation
import Testing
import WorkbookTestSupport

/// An exercise whose learner writes the tests: a subject instead of tests, planted mistakes
/// with their points, and each malformed part an error at its file and line.
@Suite struct TestWritingLoaderTests {
    private static let id = ExerciseFixture.id
    private static let tests = "@testable import Submission\n\nfunc startsAtZero() { expectEqual(Counter().value, 0, \"zero\") }\n"

    /// The counter fixture turned round: the learner writes `CounterTests.swift`.
    private func fixture() -> ExerciseFixture {
        var fixture = ExerciseFixture()
        let folder = "exercises/\(Self.id)/"
        fixture.files = fixture.files.filter { !$0.key.hasPrefix(folder + "tests/") && !$0.key.hasPrefix(folder + "solutions/") && !$0.key.hasPrefix(folder + "starter/") }
        fixture.files[folder + "subject/Solution.swift"] = "struct Counter { var value = 0 }\n"
        fixture.files[folder + "starter/CounterTests.swift"] = Self.tests
        fixture.files[folder + "solutions/reference/CounterTests.swift"] = Self.tests
        for (index, mistake) in ["starts at one", "starts at two", "starts below zero"].enumerated() {
            fixture.files[folder + "solutions/mistakes/m\(index)/Solution.swift"] =
                "// Mistake: \(mistake)\n// points: \(index + 1)\nstruct Counter { var value = \(index + 1) }\n"
            fixture.files[folder + "solutions/wrong/w\(index)/CounterTests.swift"] = "// Mistake: tests nothing \(index)\n" + Self.tests
        }
        return fixture
    }

    private func load(_ change: (inout ExerciseFixture) -> Void = { _ in }) throws -> Result<Exercise, SourceErrors> {
        var fixture = fixture()
        change(&fixture)
        defer { fixture.remove() }
        let root = try fixture.write()
        do {
            return .success(try #require(try ExerciseCatalog.load(root: root).first))
        } catch let errors as SourceErrors {
            return .failure(errors)
        }
    }

    @Test func theSubjectAndThePlantedMistakesLoad() throws {
        let exercise = try load().get()
        #expect(exercise.writesTests)
        #expect(exercise.tests.isEmpty, "the learner writes the tests")
        #expect(exercise.subject.map(\.path) == ["subject/Solution.swift"])
        #expect(exercise.mistakes.map(\.name) == ["m0", "m1", "m2"])
        #expect(exercise.mistakes.map(\.points) == [1, 2, 3])
        #expect(exercise.totalPoints == 6)
        #expect(exercise.wrongSolutions.count == 3)
    }

    @Test func aPlantedMistakeNeedsItsPointsOnTheSecondLine() throws {
        let path = "exercises/\(Self.id)/solutions/mistakes/m1/Solution.swift"
        let result = try load { $0.files[path] = "// Mistake: starts at two\nstruct Counter { var value = 2 }\n" }
        guard case .failure(let failure) = result else { Issue.record("a mistake without points loaded"); return }
        #expect(failure.errors.map(\.location) == ["\(path):2:1"], "\(failure.errors)")
        #expect(failure.errors.first?.message == "a planted mistake's second line must give its points")
    }

    @Test func fewerThanThreePlantedMistakesIsAnError() throws {
        let result = try load { $0.files = $0.files.filter { !$0.key.contains("/mistakes/m2/") } }
        guard case .failure(let failure) = result else { Issue.record("two mistakes were enough"); return }
        #expect(failure.errors.map(\.message) == ["the exercise has 2 planted mistakes; it needs at least 3"])
    }

    @Test func theLearnerEditionHasTheSubjectButNoMistakes() throws {
        let result = try load { $0.files[ExerciseEdition.markerFile] = "" }
        let exercise = try result.get()
        #expect(exercise.edition == .learner && exercise.writesTests)
        #expect(exercise.mistakes.isEmpty && exercise.wrongSolutions.isEmpty && exercise.reference.isEmpty)
    }
}
