import Foundation
import Testing
import WorkbookCore
import WorkbookTestSupport
@testable import WorkbookCommands

/// `workbook serve` on a scratch book: a request returns the index, and a chapter edit is in
/// the next response after the rebuild. Everything on 127.0.0.1, every wait bounded.
@Suite struct ServeCommandTests {
    @Test func servesTheSiteAndShowsAnEditAfterTheRebuild() throws {
        let root = try scratchBook(["01-intro.md": Data("# Intro\n\nThe first version.\n".utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let lines = LineCollector()
        let output = Output(printResult: lines.append, printProgress: lines.append)
        let arguments = try Arguments(["--root", root.path, "--interval", "0.1"], signature: ServeCommand.signature)
        let session = try ServeSession(arguments: arguments, output: output)
        let stop = InterruptFlag()
        let finished = DispatchSemaphore(value: 0)
        let status = LockedStatus(-2)
        Thread.detachNewThread {
            status.value = (try? session.run(port: 0, until: stop)) ?? -1
            finished.signal()
        }
        defer { stop.raise() }
        #expect(eventually(within: 60) { lines.text.contains("at http://127.0.0.1:") }, "\(lines.text)")
        let port = try #require(lines.text.components(separatedBy: "http://127.0.0.1:").last?.split(separator: "/").first.flatMap { Int($0) })

        let index = try #require(try LocalHTTP.get("/", port: port))
        #expect(index.hasPrefix("HTTP/1.1 200 OK"))
        #expect(index.contains("01-intro.html"))
        #expect(try LocalHTTP.get("/01-intro.html", port: port)?.contains("The first version.") == true)
        let firstBuild = try LocalHTTP.get("/__workbook/build", port: port)?.hasSuffix("\r\n\r\n0") == true
        #expect(firstBuild)

        Thread.sleep(forTimeInterval: 1.1)  // a modification time the next snapshot can tell apart
        try Data("# Intro\n\nThe second version.\n".utf8).write(to: root.appendingPathComponent("chapters/01-intro.md"))
        #expect(eventually(within: 60) { (try? LocalHTTP.get("/01-intro.html", port: port))??.contains("The second version.") == true },
            "\(lines.text)")
        // The new files are in place a moment before the server counts the build.
        #expect(eventually(within: 30) { (try? LocalHTTP.get("/__workbook/build", port: port))??.hasSuffix("\r\n\r\n1") == true },
            "open pages are told to reload")
        #expect(!(try String(contentsOf: root.appendingPathComponent("site/01-intro.html"), encoding: .utf8)).contains("live-reload"),
            "the built file never holds the reload script")

        stop.raise()
        #expect(finished.wait(timeout: .now() + 30) == .success)
        #expect(status.value == 0)
        #expect(lines.text.contains("stopped serving"))
    }

    @Test func aBadPortIsAUsageMistake() {
        #expect(workbook(["serve", "--port", "70000"]).status == 64)
        #expect(workbook(["serve", "--port", "http"]).status == 64)
    }
}
