import Diagnostics
import ExerciseModel
import Foundation
import Testing
import WorkbookTestSupport

/// One exercise loads alone: a malformed exercise beside a good one blocks neither loading
/// nor grading the good one, and loading all of them still reports it, located.
@Suite struct OneExerciseLoadsAloneTests {
    private static let broken = "02-broken"

    /// The fixture's good exercise, and a second one whose public test has no points.
    private func fixture() -> ExerciseFixture {
        var fixture = ExerciseFixture()
        for (path, text) in fixture.files where path.hasPrefix("exercises/\(ExerciseFixture.id)/") {
            fixture.files[path.replacingOccurrences(of: ExerciseFixture.id, with: Self.broken)] = text
        }
        fixture.files["exercises/\(Self.broken)/tests/public/Basics.swift"] = "func startsAtZero() {}\n"
        return fixture
    }

    @Test func theGoodExerciseLoadsBesideAMalformedOne() throws {
        let fixture = fixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        #expect(ExerciseCatalog.ids(root: root) == [ExerciseFixture.id, Self.broken])
        let good = try ExerciseCatalog.exercise(ExerciseFixture.id, root: root)
        #expect(good.prompt.title == "Count taps")
        #expect(good.publicTests.map(\.name) == ["startsAtZero"])

        let alone = try #require(throws: SourceErrors.self) { try ExerciseCatalog.exercise(Self.broken, root: root) }
        #expect(alone.errors.map(\.location) == ["exercises/\(Self.broken)/tests/public/Basics.swift:1:1"])
        let all = try #require(throws: SourceErrors.self) { try ExerciseCatalog.load(root: root) }
        #expect(all.errors.map(\.location) == alone.errors.map(\.location))
        #expect(all.errors.first?.message == "test 'startsAtZero' has no points")
    }

    @Test func anUnknownIDNamesTheExercisesWithoutLoadingThem() throws {
        let fixture = fixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        let error = try #require(throws: ToolError.self) { try ExerciseCatalog.exercise("03-nope", root: root) }
        #expect(error.message == "no exercise named '03-nope'")
        #expect(error.hint == "the exercises are: \(ExerciseFixture.id), \(Self.broken)")
        let renamed = try #require(throws: ToolError.self) { try ExerciseCatalog.exercise("05-broken", root: root) }
        #expect(renamed.hint == "the exercises are numbered in course order now: '05-broken' is '\(Self.broken)'")
    }
}
