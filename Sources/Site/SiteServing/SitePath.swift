import Foundation

/// Which file of the site a request path names: `/` and folders mean their `index.html`;
/// nothing outside the site folder, hidden files or symbolic links leading out, is served.
enum SitePath {
    static func file(for path: String, in folder: URL) -> URL? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0.hasPrefix(".") || $0.contains("\0") }) else { return nil }
        var file = parts.reduce(folder) { $0.appendingPathComponent(String($1)) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { file.appendPathComponent("index.html") }
        let real = file.resolvingSymlinksInPath().path
        let root = folder.resolvingSymlinksInPath().path
        guard real.hasPrefix(root + "/"), FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue
        else { return nil }
        return URL(fileURLWithPath: real)
    }

    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "json": "application/json"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
