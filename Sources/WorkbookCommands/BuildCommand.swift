import Foundation
import SiteGenerator

/// `workbook build`: verify the lessons, then render the static site.
enum BuildCommand: WorkbookCommand {
    static let name = "build"
    static let summary = "verify every lesson, then render the static site into site/"
    static let help = """
        USAGE: swift run workbook build [--output DIR] [--skip-verify] [--root DIR] [--scratch-path DIR]

        Verifies every lesson (as 'workbook check' does), then renders the chapters into a
        static site: one page per chapter, an index, search, a print view of the whole
        course and a 404 page, with highlighted Swift and diagrams drawn as SVG. The site
        needs no JavaScript to read and opens from file://.

        The site is written to a temporary folder and swapped in at the end: if
        verification or rendering fails, the previous site is left untouched and the
        command exits 1. The same input always builds byte-identical files.

        OPTIONS:
          --output DIR        where the site goes (default: ROOT/site)
          --skip-verify       render without building and running the lessons; pages say
                              their lessons were not verified in this build
        \(BookRoot.help)
          --scratch-path DIR  SwiftPM build folder for the lessons (default: ROOT/.build)
          -h, --help          show this help
        """

    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 {
        let skipVerify = arguments.flag("skip-verify")
        let root = try BookRoot.take(from: &arguments)
        let destination = try arguments.option("output").map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? root.appendingPathComponent("site")
        let scratch = try arguments.option("scratch-path").map { URL(fileURLWithPath: $0).standardizedFileURL }
        let extra = try arguments.positionals()
        guard extra.isEmpty else { throw UsageError("unexpected argument '\(extra[0])'") }
        var builder = SiteBuilder(root: root, output: destination, progress: output.printProgress)
        builder.verify = !skipVerify
        builder.scratchPath = scratch
        let summary = try builder.build()
        output.printResult("Built the site: \(summary.text)\nOpen \(destination.appendingPathComponent("index.html").path) in a browser.")
        return 0
    }
}
