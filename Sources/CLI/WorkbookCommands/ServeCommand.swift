import Diagnostics
import Foundation
import WorkbookCore

/// `workbook serve`: the author's loop for prose — edit a chapter, see the page reload.
enum ServeCommand: WorkbookCommand {
    static let name = "serve"
    static let summary = "serve site/ on 127.0.0.1 and rebuild it when a chapter changes"
    static let overview = """
        Build the site, serve it on 127.0.0.1, and rebuild it whenever a chapter or
        exercise changes; open pages reload themselves after each rebuild.
        """
    static let discussion = """
        Rebuilds skip lesson verification by default, so a save shows in about a second;
        --verify runs the lessons on every rebuild (as 'workbook build' does), with
        --timeout, --no-cache, --ios and --scratch-path as 'workbook check' takes them. A
        rebuild that fails prints its errors and keeps serving the last good site. The server
        listens on 127.0.0.1 only; the reload script exists only in the pages it sends, never
        in the built files. Press Ctrl-C to stop.
        """
    static let signature = CommandSignature(options: [
        .option("port", valueName: "N", .integer(0...65_535), help: "the port to listen on (default 8000; 0 picks a free one)"),
        .flag("verify", help: "verify the lessons on every rebuild"),
        .option("output", valueName: "DIR", help: "the site folder to build and serve (default: ROOT/site)"),
        .option("interval", valueName: "SECONDS", .seconds, help: "how often to look for saves (default 0.5)"),
    ] + SharedOptions.verification)

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let port = arguments.integer("port") ?? 8000
        let session = try ServeSession(arguments: arguments, output: output)
        let interrupt = InterruptFlag.install()
        defer { interrupt.restore() }
        return try session.run(port: port, until: interrupt)
    }
}

/// `serve`'s options and what each rebuild prints; the loop is `SitePreview.serve`, stopped by the flag.
struct ServeSession {
    var preview: SitePreview
    var interval: Double
    var output: Output

    init(arguments: Arguments, output: Output) throws {
        interval = arguments.seconds("interval") ?? 0.5
        let root = try SharedOptions.rootAlone(arguments)
        preview = SitePreview(
            root: root,
            destination: arguments.option("output").map { URL(fileURLWithPath: $0).standardizedFileURL } ?? root.appendingPathComponent("site"),
            verification: arguments.flag("verify") ? SharedOptions.check(arguments) : nil)
        self.output = output
    }

    /// Builds, serves, and rebuilds on every save until `stop` is raised; 0 when stopped.
    func run(port: Int, until stop: InterruptFlag) throws -> Int32 {
        let served = try preview.serve(
            port: port, interval: interval, sleep: stop.sleep, rebuild: rebuild,
            serving: { output.printResult("serving \(preview.destination.path) at http://127.0.0.1:\($0)/ (Ctrl-C to stop)") },
            changed: { output.printProgress("changed: " + $0.joined(separator: ", ")) })
        guard served else { return 1 }
        output.printResult("stopped serving")
        return 0
    }

    /// One build; false (with the errors printed) when it failed, and then the previous site
    /// stays, as every build guarantees.
    private func rebuild() -> Bool {
        let start = Date()
        do {
            let summary = try preview.rebuild { event in
                if case .wrote = event { return }
                if let line = VerificationText.line(for: event, formatter: output.formatter, paint: output.progressPaint) {
                    output.printProgress(line)
                }
            }
            output.printProgress(String(format: "built %d pages in %.1f s", summary.pages, Date().timeIntervalSince(start)))
            return true
        } catch let failure as VerificationFailed {
            output.printProgress(output.formatter.format(ToolError(
                "lesson verification failed (\(VerificationText.summary(failure.report))); still serving the last good site")))
        } catch {
            output.printProgress(Diagnostic.from(error).map(output.formatter.format).joined(separator: "\n")
                + "\nthe rebuild failed; still serving the last good site")
        }
        return false
    }
}
