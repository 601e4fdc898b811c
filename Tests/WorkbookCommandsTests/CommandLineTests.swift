import Foundation
import Testing
import WorkbookTestSupport
@testable import WorkbookCommands

/// Runs `workbook ARGS…` in-process and returns its exit status and everything it printed.
func workbook(_ arguments: [String]) -> (status: Int32, output: String) {
    let lines = LineCollector()
    let output = Output(printResult: lines.append, printProgress: lines.append)
    let status = WorkbookTool.main(arguments, output: output)
    return (status, lines.text)
}

/// A scratch book folder with the given chapters (raw bytes, so bad encodings can be tested).
func scratchBook(_ chapters: [String: Data]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("book-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("chapters")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, data) in chapters { try data.write(to: folder.appendingPathComponent(name)) }
    return root
}

/// Bad input never crashes the tool: each case is a located message, exit status 1 for bad
/// input files and 64 for a command used wrongly.
@Suite struct CommandLineTests {
    @Test func everyCommandHasHelp() {
        let overview = workbook(["--help"])
        #expect(overview.status == 0)
        for command in ["lessons", "check", "run", "generate", "release", "autograder"] {
            #expect(overview.output.contains(command))
            let help = workbook([command, "--help"])
            #expect(help.status == 0)
            #expect(help.output.contains("USAGE: swift run workbook \(command)"))
        }
    }

    @Test func runNamesExactlyOneLesson() {
        let none = workbook(["run"])
        #expect(none.status == 64)
        #expect(none.output.contains("workbook run: error: name the lesson to run"))
        let two = workbook(["run", "a", "b"])
        #expect(two.status == 64)
        #expect(two.output.contains("run takes one lesson, not 2"))
    }

    @Test func unknownCommandsAndOptionsAreUsageErrors() {
        let command = workbook(["chek"])
        #expect(command.status == 64)
        #expect(command.output.contains("unknown command 'chek'"))
        let option = workbook(["lessons", "--verbose"])
        #expect(option.status == 64)
        #expect(option.output.contains("unknown option '--verbose'"))
        #expect(option.output.contains("hint: run 'swift run workbook lessons --help'"))
    }

    @Test func missingChaptersFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for command in ["lessons", "check", "generate"] {
            let result = workbook([command, "--root", root.path])
            #expect(result.status == 1)
            #expect(result.output.contains("error: no chapters/ folder in"))
        }
    }

    @Test func nonUTF8Chapter() throws {
        let root = try scratchBook(["01-bad.md": Data([0x23, 0x20, 0x41, 0x0A, 0x62, 0xC3, 0x28])])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = workbook(["lessons", "--root", root.path])
        #expect(result.status == 1)
        #expect(result.output.contains("chapters/01-bad.md:2:2: error: the file is not valid UTF-8"))
    }

    @Test func badFencesAreLocated() throws {
        let root = try scratchBook([
            "01-a.md": Data("# A\n\n```swift lesson=x colour=red\nlet a = 1\n```\n\n```swift ignore\nlet b = 1\n```\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = workbook(["check", "--root", root.path])
        #expect(result.status == 1)
        #expect(result.output.contains("chapters/01-a.md:3:19: error: unknown fence attribute 'colour'"))
        #expect(result.output.contains("chapters/01-a.md:7:10: error: 'ignore' needs a reason"))
        #expect(result.output.contains("2 errors"))
    }

    /// What the site would refuse, `check` refuses too, with the same words; listing lessons needs no site.
    @Test func checkAndBuildReportTheSameBookErrors() throws {
        let root = try scratchBook([
            "01-a.md": Data("# A\n\nSee [gone](#gone) and ![x](none.png).\n".utf8),
            "02-b.md": Data("No title.\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = workbook(["check", "--root", root.path])
        let build = workbook(["build", "--skip-verify", "--root", root.path, "--output", root.appendingPathComponent("site").path])
        #expect(check.status == 1 && build.status == 1)
        #expect(check.output == build.output)
        #expect(check.output.contains("chapters/02-b.md:1:1: error: the chapter has no '# Title' heading"))
        #expect(check.output.contains("chapters/01-a.md:3:23: error: image 'none.png' does not exist"))
        #expect(check.output.contains("chapters/01-a.md:3:5: error: link to '#gone' on 01-a.html, which has no such heading"))
        #expect(workbook(["lessons", "--root", root.path]).status == 0)
    }

    @Test func lessonsListsNameChapterSnippetsAndCommand() throws {
        let root = try scratchBook([
            "01-first-steps.md": Data("```swift\nlet a = 1\n```\n\n```swift compile_fail\na = 2\n```\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = workbook(["lessons", "--root", root.path])
        #expect(result.status == 0)
        #expect(result.output.contains("first-steps"))
        #expect(result.output.contains("chapters/01-first-steps.md"))
        #expect(result.output.contains("1 + 1 compile_fail"))
        #expect(result.output.contains("swift run first-steps"))
    }

    @Test func aTimeoutMustBeAPositiveNumber() throws {
        let root = try scratchBook(["01-a.md": Data("# A\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        for value in ["abc", "0", "-3", "inf"] {
            let result = workbook(["check", "--timeout", value, "--root", root.path])
            #expect(result.status == 64)
            #expect(result.output.contains("--timeout needs a positive number of seconds, not '\(value)'"), "\(result.output)")
        }
    }

    @Test func everyCommandsHelpStartsWithAnOverview() {
        #expect(workbook(["--help"]).output.hasPrefix("OVERVIEW: "), "'workbook --help' has no OVERVIEW line")
        for command in CommandRegistry.commands.map({ $0.name }) {
            let help = workbook([command, "--help"])
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("OVERVIEW: "), "'\(command) --help' has no OVERVIEW line")
        }
    }

    @Test func versionIsPrintedAndAnythingAfterItIsAUsageMistake() {
        let version = workbook(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "workbook \(WorkbookTool.version)")
        #expect(WorkbookTool.version.split(separator: ".").count == 3)
        #expect(workbook(["--version", "extra"]).status == 64)
    }
}
