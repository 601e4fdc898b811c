import Foundation
import Testing
@testable import SiteServing
import WorkbookTestSupport

/// The server on its own: what a request gets, and a real round trip on 127.0.0.1.
@Suite struct SiteServerTests {
    func site() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("served-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let page = #"<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; form-action 'self'"/></head><body>hi</body></html>"#
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("sub page".utf8).write(to: folder.appendingPathComponent("sub/index.html"))
        try Data("body{}".utf8).write(to: folder.appendingPathComponent("style.css"))
        try Data("<p>missing</p>".utf8).write(to: folder.appendingPathComponent("404.html"))
        return folder
    }

    func get(_ path: String, method: String = "GET", from server: SiteServer) -> HTTPResponse {
        server.respond(to: HTTPRequest(head: Array("\(method) \(path) HTTP/1.1\r\nHost: x\r\n\r\n".utf8))!)
    }

    @Test func pagesGetTheReloadScriptAndOtherFilesComeAsTheyAre() throws {
        let folder = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = SiteServer(folder: folder)
        let index = get("/", from: server)
        #expect(index.status == 200 && index.type == "text/html; charset=utf-8")
        let html = String(decoding: index.body, as: UTF8.self)
        #expect(html.contains(#"<script src="/__workbook/live-reload.js"></script></body>"#))
        #expect(html.contains("form-action 'self'; connect-src 'self'"), "the page may ask for the build number")
        #expect(get("/style.css", from: server).body == Data("body{}".utf8))
        #expect(String(decoding: get("/sub/", from: server).body, as: UTF8.self) == "sub page<script src=\"/__workbook/live-reload.js\"></script>")
        #expect(get("/__workbook/build", from: server).body == Data("0".utf8))
        server.siteChanged()
        #expect(get("/__workbook/build", from: server).body == Data("1".utf8))
        #expect(get("/index.html?q=x", from: server).status == 200)
        #expect(String(decoding: get("/__workbook/live-reload.js", from: server).body, as: UTF8.self).contains("location.reload()"))
    }

    @Test func nothingOutsideTheSiteIsServed() throws {
        let folder = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.deletingLastPathComponent().appendingPathComponent("secret-\(UUID().uuidString).txt")
        try Data("secret".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.txt"), withDestinationURL: secret)
        let server = SiteServer(folder: folder)
        for path in ["/../\(secret.lastPathComponent)", "/%2e%2e/\(secret.lastPathComponent)", "/link.txt", "/.hidden", "/nope.html"] {
            let response = get(path, from: server)
            #expect(response.status == 404, "\(path)")
            #expect(response.body == Data("<p>missing</p>".utf8))
        }
        #expect(get("/", method: "POST", from: server).status == 405)
        #expect(HTTPRequest(head: Array("GET nope HTTP/1.1\r\n\r\n".utf8)) == nil)
        #expect(HTTPRequest(head: Array("GET /%zz HTTP/1.1\r\n\r\n".utf8)) == nil)
    }

    @Test func aRealRequestOn127001() throws {
        let folder = try site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = SiteServer(folder: folder)
        try server.start(port: 0)
        defer { server.stop() }
        #expect(server.port > 0)
        let reply = try #require(try LocalHTTP.get("/", port: server.port))
        #expect(reply.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(reply.contains("Cache-Control: no-store") && reply.hasSuffix("</body></html>"))
        // The port is taken now: a second server says so.
        #expect(throws: SiteServer.Failure.self) { try SiteServer(folder: folder).start(port: server.port) }
    }
}
