import Foundation
import WorkbookTestSupport

/// The outside checkers the site is held to, fetched by `scripts/fetch-test-tools` (which
/// `scripts/install-system-packages --browser` runs): axe-core, run inside Chromium, and the
/// Nu HTML checker, run by Java over the built files.
enum PageCheckers {
    struct Missing: Error, CustomStringConvertible { var description: String }

    static let folder = repositoryRoot.appendingPathComponent(".build/test-tools")

    /// axe-core's source, injected into each page under test.
    static func axeSource() throws -> String {
        let file = folder.appendingPathComponent("axe.min.js")
        guard let source = try? String(contentsOf: file, encoding: .utf8) else {
            throw Missing(description: "\(file.path) is missing: run scripts/install-system-packages --browser (or scripts/fetch-test-tools)")
        }
        return source
    }

    static func nuChecker() throws -> URL {
        let jar = folder.appendingPathComponent("vnu.jar")
        guard FileManager.default.fileExists(atPath: jar.path) else {
            throw Missing(description: "\(jar.path) is missing: run scripts/install-system-packages --browser (or scripts/fetch-test-tools)")
        }
        return jar
    }

    /// Java from `PATH`, which runs the Nu HTML checker.
    static func java() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let java = folders.map({ "\($0)/java" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Missing(description: "no java on PATH: run scripts/install-system-packages --browser")
        }
        return java
    }

    /// Pages kept only so old addresses still land: their script sends the reader on at once.
    static func isMovedPage(_ html: String) -> Bool { html.contains("assets/moved.js") }
}
