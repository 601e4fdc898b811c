import Diagnostics
import Foundation
import MarkdownModel
import LessonKit
import Testing
import WorkbookTestSupport
@testable import LessonGeneration
import BookModel

@Suite struct LessonSourceGeneratorTests {
    @Test func everyListingLineMapsBackToItsChapterLine() throws {
        let text = "# T\n\n```swift\nlet a = 1\nlet b = 2\n```\n\nProse.\n\n```swift\nprint(a + b)\n```\n"
        let plan = try LessonPlanner.plan(book([("01-map.md", text)]))
        let source = LessonSourceGenerator.mainSource(for: plan.lessons[0])
        let lines = source.components(separatedBy: "\n")
        let chapterLines = text.components(separatedBy: "\n")

        // Walk the generated file as the compiler would: after `#sourceLocation(file:line:)`
        // the next line is that chapter line, and each following line the next one.
        var current: (file: String, line: Int)?
        var mapped = 0
        for line in lines {
            if line.hasPrefix("#sourceLocation(file: ") {
                let parts = line.components(separatedBy: "\"")
                let number = Int(line.components(separatedBy: "line: ")[1].dropLast())!
                current = (parts[1], number)
                continue
            }
            if line == "#sourceLocation()" {
                current = nil
                continue
            }
            guard let location = current else { continue }
            #expect(location.file == "chapters/01-map.md")
            #expect(chapterLines[location.line - 1] == line, "generated line maps to chapter line \(location.line)")
            current = (location.file, location.line + 1)
            mapped += 1
        }
        #expect(mapped == 3)
        #expect(source.hasPrefix(LessonSourceGenerator.header))
        #expect(source.contains(#"LessonKit.finishLesson("map", origin: "chapters/01-map.md:3")"#))
    }

    @Test func theLessonBeginsWithChapterFingerprintsSectionsAndItsRealPath() throws {
        let text = "# T\n\n## Setup \"quoted\"\n\n```swift\nlet a = 1\n```\n\n## Use\n\n```swift\nprint(a)\n```"
        let plan = try LessonPlanner.plan(book([("01-fp.md", text)]))
        let source = LessonSourceGenerator.mainSource(for: plan.lessons[0])
        let fingerprint = String(ChapterFingerprint.of(Array(text.utf8)), radix: 16)
        #expect(source.contains("LessonKit.beginLesson(\n    chapters: [\n        (\"chapters/01-fp.md\", 0x"))
        #expect(source.contains(fingerprint + "),"), "the chapter's FNV-1a hash, for a file without a final newline")
        #expect(source.contains(#"("chapters/01-fp.md", 3, "Setup \"quoted\""),"#))
        #expect(source.contains(#"("chapters/01-fp.md", 9, "Use"),"#))
        // `#filePath` comes before the first `#sourceLocation`, so it names the real file.
        let path = try #require(source.range(of: "generatedFile: #filePath)"))
        let located = try #require(source.range(of: "#sourceLocation(file:"))
        #expect(path.upperBound < located.lowerBound)
        #expect(source == LessonSourceGenerator.mainSource(for: plan.lessons[0]), "deterministic")
    }

    @Test func compileFailProgramHoldsOnlyEarlierListings() throws {
        let text = "```swift\nlet a = 1\n```\n\n```swift compile_fail\na = 2\n```\n\n```swift\nlet later = 3\n```\n"
        let plan = try LessonPlanner.plan(book([("01-cf.md", text)]))
        let lesson = plan.lessons[0]
        let source = LessonSourceGenerator.compileFailSource(for: lesson.compileFailSnippets[0], in: lesson)
        #expect(source.contains("let a = 1"))
        #expect(source.contains("a = 2"))
        #expect(!source.contains("let later = 3"))
        #expect(!source.contains("finishLesson"))
    }

    @Test func writerRewritesOnlyWhatChangedAndDetectsDrift() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// BEGIN GENERATED LESSON LIST\nlet lessonNames: [String] = []\n// END GENERATED LESSON LIST\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        let writer = LessonSourceWriter(root: root)
        let plan = try LessonPlanner.plan(book([("01-w.md", "```swift\nlet a = 1\n```\n")]))

        #expect(try writer.stalePaths(for: plan) == ["Lessons/w/main.swift", "Package.swift"])
        #expect(try writer.write(plan).count == 2)
        #expect(try writer.stalePaths(for: plan).isEmpty)
        #expect(try writer.write(plan).isEmpty)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("let lessonNames: [String] = [\n    \"w\",\n]"))

        // A chapter that no longer exists leaves an orphaned generated folder: removed.
        let empty = try LessonPlanner.plan(book([]))
        #expect(try writer.write(empty).contains("Lessons/w"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Lessons/w").path))
    }

    /// The Swift driver compares whole seconds of modification time on Linux: a lesson edited
    /// and rebuilt within one second must still look changed, or the old text's program runs.
    @Test func aLessonRewrittenWithinTheSecondIsDatedInALaterWholeSecond() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("writer-second-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// BEGIN GENERATED LESSON LIST\nlet lessonNames: [String] = []\n// END GENERATED LESSON LIST\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        let writer = LessonSourceWriter(root: root)
        let main = root.appendingPathComponent("Lessons/w/main.swift")
        func seconds() throws -> Double {
            try #require(try FileManager.default.attributesOfItem(atPath: main.path)[.modificationDate] as? Date)
                .timeIntervalSince1970
        }
        try writer.write(try LessonPlanner.plan(book([("01-w.md", "```swift\nlet a = 1\n```\n")])))
        let first = try seconds()
        try writer.write(try LessonPlanner.plan(book([("01-w.md", "```swift\nlet a = 2\n```\n")])))
        let second = try seconds()
        #expect(second == second.rounded(.down) && second > first, "\(first) then \(second)")
    }

    @Test func manifestWithoutMarkersIsAClearError() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nomarkers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// nothing\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let plan = try LessonPlanner.plan(book([]))
        #expect(throws: ToolError.self) { try LessonSourceWriter(root: root).write(plan) }
    }

    /// A manifest from before lessons moved to `Lessons/` would build the old sources while
    /// the new ones are written elsewhere: refused at the manifest's line, nothing written.
    @Test func aManifestBuildingTheOldLessonFolderIsRefusedAtItsLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("oldpath-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let manifest = """
            // BEGIN GENERATED LESSON LIST
            let lessonNames: [String] = []
            // END GENERATED LESSON LIST
            let targets = lessonNames.map {
                Target.executableTarget(name: $0, path: "Sources/Lessons/\\($0)")
            }

            """
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        let plan = try LessonPlanner.plan(book([("01-w.md", "```swift\nlet a = 1\n```\n")]))
        let error = try #require(throws: SourceError.self) { try LessonSourceWriter(root: root).write(plan) }
        #expect(error.location == "Package.swift:5:46", "\(error)")
        #expect(error.hint?.contains("\"Lessons/\\($0)\"") == true, "\(error.hint ?? "")")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Lessons").path))
    }
}
