import Foundation

/// The repository this test file lives in.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Nested builds need their own scratch folder: `swift test` holds the lock on `.build`.
/// The same folder as the lesson integration tests, so lessons are built once per run.
let bookScratch = repositoryRoot.appendingPathComponent(".build/nested/scratch-book")

func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
}

/// Every file below `folder`, path → bytes.
func filesBelow(_ folder: URL) throws -> [String: Data] {
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
