import Foundation
import ProcessRunning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file a command was asked for (`workbook diagram -o PATH`) without ever
/// replacing something that is not a regular file: the text goes to a new temporary file
/// beside the destination, which is then renamed over it — only when the destination is
/// missing or a regular file. A device node, a FIFO, a socket or a folder is refused (as
/// root, `-o /dev/null` would otherwise replace the system's `/dev/null`). A path that
/// leads through a symbolic link (the file itself, or a folder on the way) is followed only
/// when its real destination is inside the working folder; a path without links may name
/// any place the user can write.
package enum OutputFile {
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package var message: String
        package var hint: String

        package var description: String { "\(message)\n  hint: \(hint)" }
    }

    /// What is at a path, without following a link there.
    package enum Kind: Equatable, Sendable {
        case missing, regular, directory, symbolicLink, characterDevice, blockDevice, fifo, socket
    }

    package static func kind(ofPath path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFIFO: return .fifo
        default: return .socket
        }
    }

    package static func write(_ data: Data, to path: String, workingDirectory: String) throws(Refusal) {
        let destination = try realDestination(of: path, workingDirectory: workingDirectory)
        let folder = (destination as NSString).deletingLastPathComponent
        var template = Array((folder + "/.\((destination as NSString).lastPathComponent).XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Refusal(message: "cannot create a file in '\(folder)': \(String(cString: strerror(errno)))",
                hint: "check that the folder exists and that you may write in it")
        }
        let temporary = String(cString: template)
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCall.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += written
            }
        }
        fchmod(descriptor, 0o644 & ~currentUmask())
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0, rename(temporary, destination) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Refusal(message: "cannot write '\(path)': \(String(cString: strerror(failure)))",
                hint: "check that the folder exists and that you may write in it")
        }
    }

    /// The real path the file will have, after the checks above.
    static func realDestination(of path: String, workingDirectory: String) throws(Refusal) -> String {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let lexical = lexicallyNormalized(absolute)
        let name = (absolute as NSString).lastPathComponent
        guard !name.isEmpty, name != ".", name != ".." else {
            throw Refusal(message: "'\(path)' names a folder, not a file", hint: "pass the file to write, e.g. -o diagram.svg")
        }
        guard let folder = realPath((absolute as NSString).deletingLastPathComponent) else {
            throw Refusal(message: "the folder of '\(path)' does not exist", hint: "create it first, or write the file somewhere else")
        }
        var destination = folder + (folder.hasSuffix("/") ? "" : "/") + name
        if kind(ofPath: destination) == .symbolicLink {
            guard let target = realPath(destination) else {
                throw Refusal(message: "'\(path)' is a symbolic link to a file that does not exist",
                    hint: "remove the link, or pass the path of a regular file")
            }
            destination = target
        }
        let home = realPath(workingDirectory) ?? workingDirectory
        if destination != lexical && !destination.hasPrefix(home.hasSuffix("/") ? home : home + "/") {
            throw Refusal(message: "'\(path)' leads through a symbolic link to '\(destination)', outside the working folder",
                hint: "links are followed only inside the working folder: pass the real path if you mean it")
        }
        switch kind(ofPath: destination) {
        case .missing, .regular: return destination
        case let other:
            throw Refusal(message: "'\(path)' is \(describe(other)), not a regular file; it is left as it is",
                hint: "pass the path of a new or regular file, e.g. -o diagram.svg")
        }
    }

    private static func describe(_ kind: Kind) -> String {
        switch kind {
        case .directory: "a folder"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .missing, .regular: "a file"
        }
    }

    /// `/a/./b/../c` → `/a/c`, by the text alone (no link is followed).
    static func lexicallyNormalized(_ absolute: String) -> String {
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
