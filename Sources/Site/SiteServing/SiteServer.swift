import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A static file server for the built site, on 127.0.0.1 only: for `workbook serve`. It
/// answers GET and HEAD from the site folder (never outside it), adds the live-reload script
/// to HTML pages, and tells the script the current build number.
package final class SiteServer: @unchecked Sendable {
    package enum Failure: Error, CustomStringConvertible {
        case portInUse(Int)
        case socket(String)

        package var description: String {
            switch self {
            case .portInUse(let port): "port \(port) on 127.0.0.1 is already in use"
            case .socket(let call): "could not listen on 127.0.0.1: \(call) failed: \(String(cString: strerror(errno)))"
            }
        }
    }

    package let folder: URL
    /// The port it listens on (the one the system chose, when asked for 0).
    package private(set) var port = 0
    private var listener: Int32 = -1
    private let lock = NSLock()
    private var build = 0

    package init(folder: URL) { self.folder = folder.standardizedFileURL }

    /// Binds 127.0.0.1:`port` (0: any free port) and starts answering on a background thread.
    package func start(port requested: Int) throws {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #elseif canImport(Darwin)
        // macOS has no SOCK_CLOEXEC: marked right after. A program started in between would
        // get it only until it execs, as every child marks what it inherits close-on-exec.
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        if socket >= 0 { _ = fcntl(socket, F_SETFD, FD_CLOEXEC) }
        #endif
        guard socket >= 0 else { throw Failure.socket("socket") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(requested).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let inUse = errno == EADDRINUSE
            close(socket)
            throw inUse ? Failure.portInUse(requested) : Failure.socket("bind")
        }
        guard listen(socket, 16) == 0 else {
            close(socket)
            throw Failure.socket("listen")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        port = Int(UInt16(bigEndian: actual.sin_port))
        listener = socket
        Thread.detachNewThread { [self] in acceptLoop(socket) }
    }

    /// Stops listening; requests under way finish.
    package func stop() {
        lock.lock()
        let socket = listener
        listener = -1
        lock.unlock()
        if socket >= 0 {
            shutdown(socket, Int32(SHUT_RDWR))
            close(socket)
        }
    }

    /// Called after each successful rebuild: open pages see the new number and reload.
    package func siteChanged() {
        lock.lock()
        build += 1
        lock.unlock()
    }

    private var buildNumber: Int {
        lock.lock()
        defer { lock.unlock() }
        return build
    }

    private func acceptLoop(_ socket: Int32) {
        while true {
            let connection = accept(socket, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return  // closed by stop()
            }
            // Lessons started by a --verify rebuild must not inherit the connection.
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            // A thread per connection, not the shared dispatch pool: a busy process (a
            // --verify rebuild, or a test run) must not leave a page waiting for a free worker.
            Thread.detachNewThread { [self] in
                answer(connection)
                close(connection)
            }
        }
    }

    private func answer(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let head = Self.readHead(connection), let request = HTTPRequest(head: head) else {
            return send(connection, HTTPResponse(status: 400, type: "text/plain", body: Data("bad request\n".utf8)))
        }
        var response = respond(to: request)
        if request.method == "HEAD" { response.omitsBody = true }
        send(connection, response)
    }

    /// What a request gets; separate from the socket so it can be tested directly.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(status: 405, type: "text/plain", body: Data("only GET and HEAD\n".utf8))
        }
        switch request.path {
        case LiveReload.buildPath: return HTTPResponse(status: 200, type: "text/plain", body: Data("\(buildNumber)".utf8))
        case LiveReload.scriptPath: return HTTPResponse(status: 200, type: "text/javascript", body: Data(LiveReload.script.utf8))
        default: break
        }
        guard let file = SitePath.file(for: request.path, in: folder), let data = try? Data(contentsOf: file) else {
            let page = (try? Data(contentsOf: folder.appendingPathComponent("404.html"))) ?? Data("not found\n".utf8)
            return HTTPResponse(status: 404, type: "text/html; charset=utf-8", body: page)
        }
        let type = SitePath.contentType(of: file)
        guard type.hasPrefix("text/html") else { return HTTPResponse(status: 200, type: type, body: data) }
        return HTTPResponse(status: 200, type: type, body: Data(LiveReload.inject(into: String(decoding: data, as: UTF8.self)).utf8))
    }

    /// The bytes up to and including the blank line that ends the headers (at most 16 KB).
    private static func readHead(_ connection: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 16_384 {
            let count = read(connection, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            if endsHead(bytes) { return bytes }
        }
        return nil
    }

    /// Whether the headers' closing blank line (`CRLF CRLF`, or a bare `LF LF`) has arrived.
    static func endsHead(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2 else { return false }
        for index in 1..<bytes.count where bytes[index] == 10 {
            if bytes[index - 1] == 10 { return true }
            if index >= 3, bytes[index - 1] == 13, bytes[index - 2] == 10, bytes[index - 3] == 13 { return true }
        }
        return false
    }

    private func send(_ connection: Int32, _ response: HTTPResponse) {
        var bytes = Array(response.serialised)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(connection, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
