import ExerciseModel
import Foundation

/// A tiny exercise for mutation testing, small enough that every mutant of its reference is
/// known: a counter with a limit, and `count(to:)`, which loops until it gets there.
///
/// - `weak var owner: Owner?` made strong becomes a computed property, which the initialiser
///   sets before `name` is set: that does not compile, so that mutant is discarded.
/// - `if value < limit`: made `<=`, the counter goes one past its limit, which only the
///   tautological `staysWithinTheLimit` (five increments are never more than five) "checks",
///   so it survives at line `survivorLine`.
/// - `increment()` deleted in `count(to:)`: the loop never ends, and the timeout kills it.
enum LimitedCounterFixture {
    static let id = "01-limited-counter"
    static let discardedLine = 25
    static let survivorLine = 12
    static let loopLine = 17

    static let reference = """
        /// A counter that starts at zero and stops at its limit.
        struct Counter {
            private(set) var value: Int
            let limit: Int

            init() { self.init(limit: 3) }
            init(limit: Int) { (value, self.limit) = (0, limit) }
            func remaining() -> Int { distance() }
            func distance() -> Int { limit - value }

            mutating func increment() {
                if value < limit { value += 1 }
            }

            /// Counts up to `target` one step at a time.
            mutating func count(to target: Int) {
                while value != target { increment() }
            }
        }

        final class Owner {}

        /// Names an owner without keeping it alive.
        final class Tag {
            weak var owner: Owner?
            let name: String
            init(owner: Owner, name: String) {
                self.owner = owner
                self.name = name
            }
        }

        """

    static let starter = """
        struct Counter {
            private(set) var value: Int
            let limit: Int
            init() { self.init(limit: 3) }
            init(limit: Int) { (value, self.limit) = (0, limit) }
            mutating func increment() {}
            mutating func count(to target: Int) {}
        }

        """

    static let publicTests = """
        @testable import Submission

        /// points: 1
        @MainActor func startsAtZero() {
            expectEqual(Counter().value, 0, "a new counter")
        }

        """

    static let hiddenTests = """
        @testable import Submission

        /// points: 2
        @MainActor func countsUpToATarget() {
            var counter = Counter()
            counter.count(to: 2)
            observe(counter.value, "counting to two")
        }

        /// points: 1
        @MainActor func staysWithinTheLimit() {
            var counter = Counter()
            for _ in 0..<5 { counter.increment() }
            observe(counter.value <= 5, "five increments never make more than five")
        }

        """

    /// Writes the exercise under `folder` and returns it.
    static func make(in folder: URL) throws -> Exercise {
        let exercise = folder.appendingPathComponent(id)
        let files = [
            "starter/Solution.swift": starter, "solutions/reference/Solution.swift": reference,
            "tests/public/CounterTests.swift": publicTests, "tests/hidden/CounterHiddenTests.swift": hiddenTests,
        ]
        try CounterFixture.write(files, into: exercise)
        let publicFile = SourceFile(path: "tests/public/CounterTests.swift", text: publicTests)
        let hiddenFile = SourceFile(path: "tests/hidden/CounterHiddenTests.swift", text: hiddenTests)
        return Exercise(
            id: id, folder: exercise,
            prompt: ExercisePrompt(title: "Limited counter", chapter: "chapters/04-1-mvc-coordinator.md", markdown: "# Counter", hints: []),
            starter: [SourceFile(path: "starter/Solution.swift", text: starter)],
            publicTests: [CounterFixture.test("startsAtZero", 1, .public, publicFile)],
            hiddenTests: [CounterFixture.test("countsUpToATarget", 2, .hidden, hiddenFile), CounterFixture.test("staysWithinTheLimit", 1, .hidden, hiddenFile)],
            reference: [SourceFile(path: "solutions/reference/Solution.swift", text: reference)],
            wrongSolutions: [])
    }
}
