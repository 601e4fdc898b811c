import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a file of the book really is, once every symbolic link on its path is followed:
/// the book reads and publishes only files whose real path lies inside its root, so a
/// chapter or an image that is a link to `/etc/shadow` (or to `../../secret`) is refused,
/// not copied into the site.
package enum ContainedPath {
    package enum Resolution: Equatable, Sendable {
        /// The real path, inside the root.
        case inside(String)
        /// The real path, outside the root.
        case outside(String)
        /// Nothing there (or a link that leads nowhere).
        case missing
    }

    /// `realpath(3)` of `url`, judged against the real path of `root`.
    package static func resolve(_ url: URL, inside root: URL) -> Resolution {
        guard let real = realPath(url.path) else { return .missing }
        let base = realPath(root.path) ?? root.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return real.hasPrefix(prefix) ? .inside(real) : .outside(real)
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
