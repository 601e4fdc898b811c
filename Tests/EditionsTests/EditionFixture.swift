import Foundation
import WorkbookTestSupport

/// A small instructor's workbook in a temporary folder: a chapter, sources, scripts, tests,
/// fixtures and one exercise with public and hidden tests, a reference and three wrong
/// solutions, committed to git beside a build folder and a built site that must never ship.
struct EditionFixture {
    static let exercise = "01-counter"
    static let hiddenTestName = "countsEveryTap"
    static let referenceText = "struct Counter { var value = 0; mutating func increment() { value += 1 } }"

    let root = temporaryFolder("editions-book")
    var files: [String: String] = [
        "Package.swift": "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Fixture\")\n",
        "README.md": "# Fixture workbook\n\nRead the chapters.\n",
        ".gitignore": ".build/\n/site/\n",
        "chapters/01-basics.md": "# Basics\n\nCounters count.\n",
        "Sources/Tool/main.swift": "print(\"tool\")\n",
        "Lessons/basics/main.swift": "print(\"lesson\")\n",
        "scripts/install-system-packages": "#!/usr/bin/env bash\necho installing\n",
        ".ci/run": "#!/usr/bin/env bash\nswift test\n",
        ".devcontainer/devcontainer.json": "{\"image\": \"swift:6.3\"}\n",
        "Tests/ToolTests/ToolTests.swift": "func testTool() {}\n",
        "Tests/ToolTests/GradingTests.swift": "// checks that grading reports countsEveryTap\nfunc testGrading() {}\n",
        "Tests/Fixtures/tiny-book/chapters/01-tiny.md": "# Tiny\n",
        "notes/plans.md": "Next term: more exercises.\n",
        "exercises/\(exercise)/NOTES.md": "Marking notes for the instructor.\n",
        "exercises/\(exercise)/README.md": """
            # Count taps

            Practises: [Basics](../../chapters/01-basics.md)

            ## Objectives

            - count: each tap adds one

            ## Rules

            - keep `Counter.increment()`

            ## Hints

            1. Start at zero.
            2. Add one per tap.

            """,
        "exercises/\(exercise)/starter/Solution.swift": "struct Counter { var value = 0; mutating func increment() {} }\n",
        "exercises/\(exercise)/solutions/reference/Solution.swift": referenceText + "\n",
        "exercises/\(exercise)/tests/public/Basics.swift": """
            @testable import Submission

            /// points: 1
            func startsAtZero() { expectEqual(Counter().value, 0, "a new counter is zero") }

            """,
        "exercises/\(exercise)/tests/hidden/Counting.swift": """
            @testable import Submission

            /// points: 2
            /// rule: "each tap adds one"
            func \(hiddenTestName)() {
                var counter = Counter()
                counter.increment()
                observe(counter.value, "one tap counts one")
            }

            """,
    ]
    /// Written but not committed (and ignored by git): must never reach an edition.
    let untracked: [String: String] = [
        ".build/debug/leftover.txt": "build output\n",
        "site/index.html": "<p>built site</p>\n",
    ]

    init() {
        for (index, mistake) in ["never counts", "counts twice", "starts at one"].enumerated() {
            files["exercises/\(Self.exercise)/solutions/wrong/mistake-\(index)/Solution.swift"] =
                "// Mistake: \(mistake)\nstruct Counter { var value = \(index) }\n"
        }
    }

    /// Writes everything and, with `git`, makes the folder a checkout with the files added.
    func write(git: Bool = true) throws -> URL {
        for (path, text) in files.merging(untracked, uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            if text.hasPrefix("#!") { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
        }
        if git {
            for arguments in [["init", "-q"], ["add", "-A"]] {
                let result = try runProcess("/usr/bin/git", arguments, in: root)
                guard result.status == 0 else { throw FixtureError("git \(arguments.joined(separator: " ")): \(result.error)") }
            }
        }
        return root
    }

    /// Appends `text` to the file at `path` and stages it, as an author would.
    func append(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((old + text).utf8).write(to: url)
        _ = try runProcess("/usr/bin/git", ["add", "-A"], in: root)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs a program to the end and returns its exit status and output. A script this test
/// process has just written can be "busy" for a moment (ETXTBSY) when a child another test
/// forked meanwhile still holds the writing descriptor; that start is tried again.
func runProcess(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]? = nil) throws
    -> (status: Int32, output: String, error: String)
{
    for attempt in 1...20 {
        do {
            return try runProcessOnce(executable, arguments, in: folder, environment: environment)
        } catch let error as NSError where error.code == Int(ETXTBSY) || "\(error)".contains("Text file busy") {
            if attempt == 20 { throw error }
            usleep(50_000)
        }
    }
    throw FixtureError("unreachable")
}

private func runProcessOnce(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]?) throws
    -> (status: Int32, output: String, error: String)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

/// Every file below `folder`, as relative paths.
func pathsBelow(_ folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var paths: [String] = []
    while let path = walker.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            paths.append(path)
        }
    }
    return paths.sorted()
}
