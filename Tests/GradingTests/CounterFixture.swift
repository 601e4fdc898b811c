import ExerciseModel
import Foundation

/// A tiny exercise built in the test: a `Counter` with `increment()` and `value`, two public
/// tests and two hidden ones whose messages and helper name are markers no output may show.
enum CounterFixture {
    static let id = "01-counter"
    static let hiddenMarker = "HIDDEN-SECRET"

    static let starter = """
        /// A counter that starts at zero.
        struct Counter {
            private(set) var value = 0
            mutating func increment() {}
            mutating func reset() {}
        }

        """

    /// The starter without `reset()`, which only the hidden tests call.
    static let starterWithoutReset = """
        /// A counter that starts at zero.
        struct Counter {
            private(set) var value = 0
            mutating func increment() {}
        }

        """

    static let reference = """
        /// A counter that starts at zero.
        struct Counter {
            private(set) var value = 0
            mutating func increment() { value += 1 }
            mutating func reset() { value = 0 }
        }

        """

    static let publicTests = """
        @testable import Submission
        import NavigationSimulator

        /// points: 1
        @MainActor func startsAtZero() {
            expectEqual(Counter().value, 0, "a new counter")
        }

        /// points: 2
        @MainActor func incrementsOnce() {
            var counter = Counter()
            counter.increment()
            expectEqual(counter.value, 1, "after one increment")
        }

        """

    static let hiddenTests = """
        @testable import Submission
        import NavigationSimulator

        /// points: 3
        @MainActor func countsManyIncrements() {
            var counter = Counter()
            for _ in 0..<1000 { counter.increment() }
            observe(counter.value, "\(hiddenMarker) a thousand increments")
        }

        /// points: 4
        @MainActor func countersAreIndependent() {
            hiddenSecretHelper()
        }

        func hiddenSecretHelper() {
            var first = Counter()
            let second = Counter()
            first.increment()
            first.reset()
            first.increment()
            observe([first.value, second.value], "\(hiddenMarker) two counters share nothing")
        }

        """

    static let wrongCountsTwice = """
        // Mistake: counts the first increment twice
        struct Counter {
            private(set) var value = 0
            mutating func increment() { value += value == 0 ? 2 : 1 }
            mutating func reset() { value = 0 }
        }

        """

    /// Writes the exercise's folder under `folder` and returns its value.
    static func make(in folder: URL) throws -> Exercise {
        let exercise = folder.appendingPathComponent(id)
        let files = [
            "starter/Solution.swift": starter, "solutions/reference/Solution.swift": reference,
            "tests/public/CounterTests.swift": publicTests, "tests/hidden/CounterHiddenTests.swift": hiddenTests,
        ]
        try write(files, into: exercise)
        let publicFile = SourceFile(path: "tests/public/CounterTests.swift", text: publicTests)
        let hiddenFile = SourceFile(path: "tests/hidden/CounterHiddenTests.swift", text: hiddenTests)
        return Exercise(
            id: id, folder: exercise,
            prompt: ExercisePrompt(title: "Counter", chapter: "chapters/04-1-mvc-coordinator.md", markdown: "# Counter", hints: []),
            starter: [SourceFile(path: "starter/Solution.swift", text: starter)],
            publicTests: [
                test("startsAtZero", 1, .public, publicFile), test("incrementsOnce", 2, .public, publicFile),
            ],
            hiddenTests: [
                test("countsManyIncrements", 3, .hidden, hiddenFile), test("countersAreIndependent", 4, .hidden, hiddenFile),
            ],
            reference: [SourceFile(path: "solutions/reference/Solution.swift", text: reference)],
            wrongSolutions: [WrongSolution(
                name: "counts-twice", mistake: "counts the first increment twice",
                files: [SourceFile(path: "solutions/wrong/counts-twice/Solution.swift", text: wrongCountsTwice)])])
    }

    /// Writes each file (path below the exercise → text), making folders on the way.
    static func write(_ files: [String: String], into exercise: URL) throws {
        for (path, text) in files {
            let url = exercise.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A test of `file`, at the line of its `func`.
    static func test(_ name: String, _ points: Int, _ visibility: ExerciseTest.Visibility, _ file: SourceFile) -> ExerciseTest {
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (lines.firstIndex { $0.contains("func \(name)(") } ?? 0) + 1
        return ExerciseTest(name: name, points: points, visibility: visibility, file: file, line: line)
    }
}
