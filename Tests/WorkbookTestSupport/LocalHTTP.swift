import Foundation

/// One HTTP/1.1 request to a server on 127.0.0.1 and its reply body, over a blocking socket
/// with send and receive deadlines: all a WebDriver client needs (`Connection: close`, a
/// `Content-Length` or the end of the stream delimiting the body; no chunked replies, which
/// chromedriver does not send).
package enum LocalHTTP {
    package struct Failure: Error, CustomStringConvertible { package var description: String }

    /// The reply's body.
    package static func exchange(_ method: String, _ path: String, body: Data?, port: UInt16, seconds: Double) throws -> Data {
        let reply = try raw(method, path, body: body, port: port, seconds: seconds)
        guard let separator = reply.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "a reply without headers") }
        return complete(reply) ?? Data(reply[separator.upperBound...])
    }

    /// A GET's whole reply (status line, headers and body) as text; nil when nothing answers.
    package static func get(_ path: String, port: Int, seconds: Double = 10) throws -> String? {
        guard let reply = try? raw("GET", path, body: nil, port: UInt16(port), seconds: seconds) else { return nil }
        return String(decoding: reply, as: UTF8.self)
    }

    /// The reply's bytes, up to the end of its announced body (or of the stream).
    private static func raw(_ method: String, _ path: String, body: Data?, port: UInt16, seconds: Double) throws -> Data {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "no socket") }
        defer { close(socket) }
        var deadline = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &deadline, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &deadline, socklen_t(MemoryLayout<timeval>.size))
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw Failure(description: "cannot connect to 127.0.0.1:\(port)") }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
        var request = Data((head + "\r\n").utf8)
        if let body { request.append(body) }
        try request.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(socket, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { throw Failure(description: "sending failed (errno \(errno))") }
                sent += count
            }
        }
        var reply = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "no reply within \(Int(seconds)) s (errno \(errno))") }
            reply.append(contentsOf: chunk[0..<count])
            if complete(reply) != nil { return reply }
        }
        return reply
    }

    /// The body once the reply holds all `Content-Length` announces, else nil.
    private static func complete(_ reply: Data) -> Data? {
        guard let separator = reply.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let headers = String(decoding: reply[..<separator.lowerBound], as: UTF8.self).lowercased()
        guard let line = headers.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return nil }
        let body = reply[separator.upperBound...]
        return body.count >= length ? Data(body.prefix(length)) : nil
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return address
    }

    /// A port nothing listens on now: bound to port 0, read back, released.
    package static func freePort() throws -> UInt16 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "no socket for a free port") }
        defer { close(socket) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "could not find a free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}
