import Diagnostics
import Foundation
import ProcessRunning

/// Makes a zip with Debian's `zip` (Foundation has no zip writer, and the package depends on
/// nothing outside the toolchain). Entries go in the order given, without extra attributes
/// (owner, extended times) and with every file's time set to one fixed moment, so the same
/// files always make the same archive.
enum ZipArchive {
    static let zipPath = "/usr/bin/zip"
    /// 2000-01-01T00:00:00Z: any fixed time works; zip cannot store times before 1980.
    static let fixedTime = Date(timeIntervalSince1970: 946_684_800)

    /// Zips `paths` (relative to `folder`, in this order) into a new archive at `output`.
    static func create(_ output: URL, from folder: URL, paths: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: zipPath) else {
            throw ToolError("cannot make the autograder zip: \(zipPath) is not installed",
                hint: "install Debian's zip package: scripts/install-system-packages (or apt-get install zip)")
        }
        for path in paths {
            try FileManager.default.setAttributes([.modificationDate: fixedTime], ofItemAtPath: folder.appendingPathComponent(path).path)
        }
        var environment = EnvironmentPolicy.tool()
        environment["TZ"] = "UTC"
        let request = ProcessRequest(
            executable: zipPath, arguments: ["-X", "-D", "-q", output.path] + paths, workingDirectory: folder,
            environment: environment, limits: .tool(seconds: 300), sandbox: .none)
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(request)
        } catch {
            throw ToolError("cannot run zip: \(error.message)", hint: "check that \(zipPath) works")
        }
        guard result.succeeded else {
            throw ToolError("zip failed while writing \(output.path)", hint: "check that the folder is writable and has room",
                detail: result.combinedText.split(separator: "\n").suffix(5).map(String.init))
        }
    }
}
