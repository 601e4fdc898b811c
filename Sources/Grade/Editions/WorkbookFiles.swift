import Diagnostics
import Foundation
import ProcessRunning

/// The files of a workbook that may go into an edition, as paths relative to its root, in
/// byte order. In a git checkout they are what `git ls-files` lists — what the instructor
/// committed or staged — so build folders, the built site and stray local files never leak;
/// elsewhere the tree is walked, skipping `.build`, `site` and `.git`.
package enum WorkbookFiles {
    /// Folders that never go into an edition when the tree is walked, at any depth; the built
    /// site is skipped at the top only.
    package static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm"]

    /// Every file below `root`, leaving out anything under `excluding` (the edition being
    /// written, when it lives inside the workbook).
    package static func list(root: URL, excluding: [URL] = []) throws -> [String] {
        let all = FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
            ? try gitFiles(root: root) : walk(root: root)
        let excluded = excluding.compactMap { relativePath(of: $0, in: root) }
        return all.filter { path in
            !excluded.contains { path == $0 || path.hasPrefix($0 + "/") } && isRegularFile(root.appendingPathComponent(path))
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `url` relative to `root`, or nil when it is not inside it.
    static func relativePath(of url: URL, in root: URL) -> String? {
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }

    private static func gitFiles(root: URL) throws -> [String] {
        let request = ProcessRequest(
            executable: "git", arguments: ["-c", "core.quotePath=false", "ls-files", "-z"], workingDirectory: root,
            environment: EnvironmentPolicy.tool(),
            limits: .tool(seconds: 60), sandbox: .none)
        let result: ProcessResult
        do {
            result = try ProcessRunner.run(request)
        } catch {
            throw ToolError("cannot list the workbook's files: \(error.message)",
                hint: "install git, or release from a copy without a .git folder")
        }
        guard result.succeeded else {
            throw ToolError("'git ls-files' failed in \(root.path)", hint: "check that it is a working git checkout",
                detail: result.combinedText.split(separator: "\n").suffix(5).map(String.init))
        }
        return result.standardOutput.text.split(separator: "\0").map(String.init)
    }

    private static func walk(root: URL) -> [String] {
        var paths: [String] = []
        func visit(_ folder: URL, _ prefix: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names {
                let url = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if !skippedFolders.contains(name), !(prefix.isEmpty && name == "site") { visit(url, prefix + name + "/") }
                } else {
                    paths.append(prefix + name)
                }
            }
        }
        visit(root, "")
        return paths
    }

    private static func isRegularFile(_ url: URL) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }
}
