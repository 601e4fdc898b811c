import Foundation

/// A small, valid exercise written to a temporary workbook root, which each test then breaks
/// in one way.
package struct ExerciseFixture {
    package let root = temporaryFolder("exercise-model")
    package static let id = "01-counter"
    /// Path below the root → text.
    package var files: [String: String] = [
        "chapters/01-basics.md": "# Basics\n",
        "exercises/\(id)/README.md": """
            # Count taps

            Practises: [Basics](../../chapters/01-basics.md)

            ## What to build

            A counter. Each tap adds one.

            ## Objectives

            - count

            ## Rules

            - keep `Counter.increment()`

            ## Hints

            1. Start at zero.
            2. Add one per tap.

            """,
        "exercises/\(id)/starter/Solution.swift": "struct Counter { var value = 0; mutating func increment() {} }\n",
        "exercises/\(id)/solutions/reference/Solution.swift": "struct Counter { var value = 0; mutating func increment() { value += 1 } }\n",
        "exercises/\(id)/tests/public/Basics.swift": """
            @testable import Submission

            /// points: 1
            func startsAtZero() { expectEqual(Counter().value, 0, "a new counter is zero") }

            private func helper(_ counter: Counter) -> Int { counter.value }

            """,
        "exercises/\(id)/tests/hidden/Counting.swift": """
            @testable import Submission

            /// points: 2
            /// rule: "Each tap adds one."
            @MainActor
            func countsEveryTap() {
                var counter = Counter()
                counter.increment()
                observe(counter.value, "one tap counts one")
            }

            """,
    ]

    package init() {
        for (index, mistake) in ["never counts", "counts twice", "starts at one"].enumerated() {
            files["exercises/\(Self.id)/solutions/wrong/mistake-\(index)/Solution.swift"] = "// Mistake: \(mistake)\nstruct Counter {}\n"
        }
    }

    package func write() throws -> URL {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    package func remove() { try? FileManager.default.removeItem(at: root) }
}
