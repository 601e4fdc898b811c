import Foundation
import ProcessRunning
import Testing
import WorkbookTestSupport

/// The Nu HTML checker (the W3C's validator) over every page of the built course: any error
/// fails, with the page, line and column and the checker's message.
@Suite(.tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct HTMLValidityTests {
    @Test func everyPageIsValidHTML() throws {
        let jar = try PageCheckers.nuChecker()
        let site = try BuiltCourse.site.get()
        let pages = try BuiltCourse.pages().keys.sorted()
        #expect(pages.count >= 50, "the whole course was built")

        let version = try run(jar: jar, ["--version"]).standardOutput.text.trimmingCharacters(in: .whitespacesAndNewlines)

        // The same call finds what it must: the issue's finding, the SVG role Mermaid writes.
        let folder = temporaryFolder("nu-known-error")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let known = folder.appendingPathComponent("page.html")
        try Data("""
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Known error</title></head>
            <body><svg xmlns="http://www.w3.org/2000/svg" role="graphics-document document"><title>x</title></svg></body></html>
            """.utf8).write(to: known)
        #expect(try errors(jar: jar, files: [known]).count == 1, "the checker reports the invalid role")

        let errors = try errors(jar: jar, files: pages.map { site.folder.appendingPathComponent($0) })
        print("Nu HTML checker \(version): \(pages.count) pages, \(errors.count) error\(errors.count == 1 ? "" : "s")")
        for error in errors {
            let page = (error["url"] as? String ?? "?").split(separator: "/").last.map(String.init) ?? "?"
            Issue.record("\(page):\(error["lastLine"] ?? "?"):\(error["firstColumn"] ?? "?"): \(error["message"] ?? "")")
        }
    }

    /// The checker's errors on `files`, from its JSON report (which it writes to standard error).
    private func errors(jar: URL, files: [URL]) throws -> [[String: Any]] {
        let report = try run(jar: jar, ["--errors-only", "--format", "json", "--exit-zero-always"] + files.map(\.path)).standardError.text
        let decoded = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        let messages = try #require(decoded?["messages"] as? [[String: Any]], "the checker's report: \(report.prefix(500))")
        return messages.filter { ($0["type"] as? String) == "error" }
    }

    /// Runs the checker with `arguments`, for at most five minutes.
    private func run(jar: URL, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRequest(
            executable: try PageCheckers.java(), arguments: ["-jar", jar.path] + arguments,
            environment: EnvironmentPolicy.allowList(EnvironmentPolicy.toolNames), limits: .tool(seconds: 300),
            sandbox: .none))
    }
}
