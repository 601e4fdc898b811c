import Foundation

/// A complete response: status, type and body; never cached, connection closed after it.
struct HTTPResponse: Equatable {
    var status: Int
    var type: String
    var body: Data
    var omitsBody = false

    static let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"]

    var serialised: Data {
        var head = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Error")\r\n"
        head += "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + (omitsBody ? Data() : body)
    }
}
