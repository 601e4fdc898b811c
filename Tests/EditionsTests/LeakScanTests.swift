import Diagnostics
import Foundation
import Testing
import WorkbookTestSupport
@testable import Editions

/// Instructor material planted anywhere in what learners would get stops the release, with
/// a message at the file and line, and leaves nothing written.
@Suite struct LeakScanTests {
    private func release(after plant: (EditionFixture) throws -> Void) throws -> (InstructorMaterialLeaked, URL) {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        try plant(fixture)
        let output = temporaryFolder("learner-edition")
        let failure = try #require(throws: InstructorMaterialLeaked.self) { try LearnerEdition(root: root).write(to: output) }
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written when the scan fails")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(!leftovers.contains { $0.hasPrefix(".\(output.lastPathComponent).staging-") }, "the staging folder is removed")
        return (failure, output)
    }

    @Test func aHiddenTestNameInAChapterIsALocatedLeak() throws {
        let (failure, _) = try release { try $0.append("Try \(EditionFixture.hiddenTestName)() yourself.\n", to: "chapters/01-basics.md") }
        let leak = try #require(failure.leaks.first)
        #expect(failure.leaks.count == 1)
        #expect(leak.location == "chapters/01-basics.md:4:5")
        #expect(leak.message.contains("hidden test '\(EditionFixture.hiddenTestName)'"))
        #expect(leak.message.contains("exercises/\(EditionFixture.exercise)/tests/hidden/Counting.swift:5"))
        #expect(leak.sourceLine == "Try \(EditionFixture.hiddenTestName)() yourself.")
        #expect(failure.description.contains("chapters/01-basics.md:4:5: error:"))
    }

    @Test func aSolutionCopiedIntoSourcesIsALeak() throws {
        let (failure, _) = try release { try $0.append(EditionFixture.referenceText + "\n", to: "Sources/Tool/Counter.swift") }
        #expect(failure.leaks.map(\.location) == ["Sources/Tool/Counter.swift:1:1"])
        #expect(failure.leaks.first?.message.contains("solution file exercises/\(EditionFixture.exercise)/solutions/reference/Solution.swift") == true)
    }

    /// A hidden test pasted into a prompt is caught even before the scan: the exercise itself
    /// is malformed (its prompt names a hidden test), located at the prompt's line.
    @Test func aHiddenTestFileInAnExercisePromptIsALeak() throws {
        let fixture = EditionFixture()
        defer { fixture.remove() }
        let root = try fixture.write()
        let hidden = fixture.files["exercises/\(EditionFixture.exercise)/tests/hidden/Counting.swift"]!
        try fixture.append("\n```swift\n\(hidden)```\n", to: "exercises/\(EditionFixture.exercise)/README.md")
        let output = temporaryFolder("learner-edition")
        let failure = try #require(throws: SourceErrors.self) { try LearnerEdition(root: root).write(to: output) }
        #expect(failure.errors.contains {
            $0.file == "exercises/\(EditionFixture.exercise)/README.md"
                && $0.message.contains("hidden test '\(EditionFixture.hiddenTestName)' is named in README.md")
        }, "\(failure)")
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }

    @Test func aNameIsMatchedAsAWholeIdentifier() {
        let needle = Array("countsEveryTap".utf8)
        #expect(LeakScanner.firstOccurrence(of: needle, in: Array("countsEveryTapTwice()".utf8), wholeIdentifier: true) == nil)
        #expect(LeakScanner.firstOccurrence(of: needle, in: Array("mycountsEveryTap".utf8), wholeIdentifier: true) == nil)
        #expect(LeakScanner.firstOccurrence(of: needle, in: Array("x countsEveryTapTwice countsEveryTap()".utf8), wholeIdentifier: true) == 22)
        #expect(LeakScanner.firstOccurrence(of: needle, in: Array("countsEveryTapTwice".utf8), wholeIdentifier: false) == 0)
        #expect(LeakScanner.firstOccurrence(of: needle, in: [], wholeIdentifier: false) == nil)
    }
}
