import Foundation

/// Copies one workbook file into a staging folder, creating its folders and keeping its
/// permissions, so `scripts/install-system-packages` stays executable in an edition.
enum FileCopy {
    /// Copies `path` from `source` to `destination` (both roots); returns the bytes copied.
    @discardableResult
    static func copy(_ path: String, from source: URL, to destination: URL) throws -> Int {
        let from = source.appendingPathComponent(path)
        let to = destination.appendingPathComponent(path)
        let data = try Data(contentsOf: from)
        try write(data, to: to, permissions: permissions(of: from))
        return data.count
    }

    /// Writes `data` at `url`, creating its folders, with the given POSIX permissions.
    static func write(_ data: Data, to url: URL, permissions: Int = 0o644) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
    }

    /// The permission bits of `url` (rwx for owner, group, others), 0o644 when unreadable.
    static func permissions(of url: URL) -> Int {
        let value = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? NSNumber
        return (value?.intValue ?? 0o644) & 0o777
    }
}
