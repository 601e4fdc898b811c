import DiagramRenderer
import Foundation

/// `workbook diagram FILE.mmd`: renders one Mermaid diagram to accessible static SVG, the
/// same way the site does at build time, for checking a diagram while writing a chapter.
enum DiagramCommand: WorkbookCommand {
    static let name = "diagram"
    static let summary = "render a Mermaid sequence diagram or flowchart to static SVG"
    static let help = """
        OVERVIEW: Render a Mermaid diagram to accessible static SVG (no JavaScript, no browser).

        USAGE: swift run workbook diagram <FILE.mmd | -> [-o FILE.svg] [--id-prefix PREFIX]

        ARGUMENTS:
          FILE.mmd               The diagram's Mermaid source: a 'sequenceDiagram' or a
                                 'flowchart'/'graph' in the workbook's subset. '-' reads
                                 standard input.

        OPTIONS:
          -o, --output FILE.svg  Write the SVG to FILE.svg (atomically) instead of standard output.
                                 Only a new or regular file is replaced: a device, FIFO,
                                 socket or folder is refused, and a symbolic link is
                                 followed only to a file inside the working folder.
          --id-prefix PREFIX     Prefix for every ID in the SVG (default: diagram). Give each
                                 diagram on one page its own prefix.
          -h, --help             Show this help.

        Syntax outside the supported subset is an error, reported as
        FILE:LINE:COLUMN: error: … with the line quoted; the exit status is then 1.
        The subset is described in the workbook's Mermaid reference (mermaid-subset.md).

        EXAMPLES:
          swift run workbook diagram back-navigation.mmd -o back-navigation.svg
          printf 'sequenceDiagram\\nA->>B: hi\\n' | swift run workbook diagram -
        """

    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 {
        let destination = try arguments.option("output", short: "o")
        let prefix = try arguments.option("id-prefix") ?? "diagram"
        let inputs = try arguments.positionals()
        guard inputs.count == 1, let input = inputs.first else {
            throw UsageError(inputs.isEmpty
                ? "missing the diagram to render (a .mmd file, or '-' for standard input)"
                : "expected one diagram file, got \(inputs.count)")
        }
        let source: String
        if input == "-" {
            source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard FileManager.default.fileExists(atPath: input) else {
                output.printProgress("workbook diagram: error: no such file '\(input)'\n  hint: pass a .mmd file holding the diagram, or '-' to read standard input")
                return 1
            }
            guard let data = FileManager.default.contents(atPath: input), let text = String(data: data, encoding: .utf8) else {
                output.printProgress("workbook diagram: error: cannot read '\(input)' as UTF-8 text")
                return 1
            }
            source = text
        }
        let svg: String
        do {
            svg = try Diagrams.renderSVG(mermaid: source, file: input == "-" ? "<stdin>" : input, firstLine: 1, idPrefix: prefix)
        } catch let error as DiagramError {
            output.printProgress(error.description)
            return 1
        }
        guard let destination else {
            output.printResult(svg.hasSuffix("\n") ? String(svg.dropLast()) : svg)
            return 0
        }
        do {
            try OutputFile.write(Data(svg.utf8), to: destination, workingDirectory: FileManager.default.currentDirectoryPath)
        } catch {
            output.printProgress("workbook diagram: error: \(error)")
            return 1
        }
        output.printProgress("wrote \(destination)")
        return 0
    }
}
