import Foundation

/// The repository the tests run in (found from this file, through symlinks if any).
package let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Where nested builds go. `swift test` holds the lock on `.build` itself, so a build
/// started from a test needs a scratch folder of its own or it would wait forever.
package let nestedBuilds = repositoryRoot.appendingPathComponent(".build/nested")

/// The SwiftPM build folder the nested packages that depend on this repository share (the
/// grading packages of every grading suite, the Try it book): the runtime libraries compile
/// there once per test run, not once per package. Lesson fixture books with short, common
/// lesson names keep folders of their own, so suites running side by side never replace
/// each other's lesson programs.
package let sharedNestedBuild = nestedBuilds.appendingPathComponent("shared-build")

/// A fresh path under the system's temporary folder (not created).
package func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
}

/// Every regular file below `folder`, relative path → bytes.
package func filesBelow(_ folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let base = folder.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
        return result
    }
    for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        let path = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
        result[path] = try Data(contentsOf: url)
    }
    return result
}
