import Foundation
import Testing
import WorkbookTestSupport
@testable import WorkbookCommands

/// Warnings reach the author on every command that loads the book, and change no exit status.
@Suite struct WarningCommandsTests {
    private let chapter = Data("# A\n\n```swift\nlet a = 1\n```\n\n```Swift\nlet b = 2\n```\n".utf8)

    @Test func lessonsAndASkippedVerifyBuildShowTheWarning() throws {
        let root = try scratchBook(["01-a.md": chapter])
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = workbook(["lessons", "--root", root.path])
        #expect(lessons.status == 0)
        #expect(lessons.output.contains("chapters/01-a.md:7:4: warning: this fence is not compiled: its language is 'Swift'"))
        #expect(lessons.output.contains("    ```Swift\n       ^"))
        #expect(lessons.output.contains("1 warning"))
        #expect(lessons.output.contains("swift run a"))

        let site = root.appendingPathComponent("site")
        let build = workbook(["build", "--skip-verify", "--root", root.path, "--output", site.path])
        #expect(build.status == 0)
        #expect(build.output.contains("chapters/01-a.md:7:4: warning:"))
        #expect(build.output.contains("Built the site"))
    }

    @Test func aBuildShowsADiagramLabelsUnsupportedTagAtTheChaptersColumn() throws {
        let chapter = Data("# A\n\n- a list\n\n  ```mermaid\n  flowchart TD\n      A[<span>x</span>]\n  ```\n".utf8)
        let root = try scratchBook(["01-a.md": chapter])
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        let build = workbook(["build", "--skip-verify", "--root", root.path, "--output", site.path])
        #expect(build.status == 0)
        #expect(build.output.contains("chapters/01-a.md:7:9: warning: '<span>' is not supported in diagram labels"), "\(build.output)")
        // The chapter's line, quoted under the message, with the caret under the '<'.
        #expect(build.output.contains("          A[<span>x</span>]\n            ^"))
        #expect(build.output.contains("1 warning"))
        #expect(build.output.contains("Built the site"))
    }

    @Test func checkShowsTheWarningBeforeItsErrors() throws {
        let bad = Data("# A\n\n```Swift\nlet b = 2\n```\n\n```swift colour=red\nlet a = 1\n```\n".utf8)
        let root = try scratchBook(["01-a.md": bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = workbook(["check", "--root", root.path])
        #expect(check.status == 1)
        #expect(check.output.contains("chapters/01-a.md:3:4: warning: this fence is not compiled"))
        #expect(check.output.contains("chapters/01-a.md:7:10: error: unknown fence attribute 'colour'"))
        #expect(check.output.contains("1 error, 1 warning"))
    }
}
