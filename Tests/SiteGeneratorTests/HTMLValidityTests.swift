import Foundation
import Testing
import WorkbookTestSupport

/// The Nu HTML checker (the W3C's validator) over every page of the built course: any error
/// fails, with the page, line and column and the checker's message.
@Suite(.tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct HTMLValidityTests {
    @Test func everyPageIsValidHTML() throws {
        let jar = try PageCheckers.nuChecker()
        let site = try BuiltCourse.site.get()
        let pages = try PageCheckers.pages(in: site.folder)
        #expect(pages.count >= 50, "the whole course was built")

        let java = Process()
        java.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        java.arguments = ["java", "-jar", jar.path, "--errors-only", "--format", "json", "--exit-zero-always", "--version"]
        let version = try output(of: java).trimmingCharacters(in: .whitespacesAndNewlines)

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

    /// The checker's errors on `files`, from its JSON report.
    private func errors(jar: URL, files: [URL]) throws -> [[String: Any]] {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["java", "-jar", jar.path, "--errors-only", "--format", "json", "--exit-zero-always"] + files.map(\.path)
        let report = try output(of: check, errors: true)
        let decoded = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        let messages = try #require(decoded?["messages"] as? [[String: Any]], "the checker's report: \(report.prefix(500))")
        return messages.filter { ($0["type"] as? String) == "error" }
    }

    /// Runs `process` to its end (at most five minutes) and returns what it wrote to standard
    /// output, or to standard error when `errors` (where the checker writes its report).
    private func output(of process: Process, errors: Bool = false) throws -> String {
        let pipe = Pipe()
        if errors { process.standardError = pipe; process.standardOutput = FileHandle.nullDevice }
        else { process.standardOutput = pipe; process.standardError = FileHandle.nullDevice }
        try process.run()
        let deadline = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: deadline)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return String(decoding: data, as: UTF8.self)
    }
}
