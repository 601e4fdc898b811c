import Foundation
import WorkbookCore

/// `workbook diagram FILE.mmd`: renders one Mermaid diagram to accessible static SVG, the
/// same way the site does at build time, for checking a diagram while writing a chapter.
enum DiagramCommand: WorkbookCommand {
    static let name = "diagram"
    static let summary = "render a Mermaid sequence diagram, flowchart or state diagram to static SVG"
    static let overview = """
        Render a Mermaid diagram to accessible static SVG (no JavaScript, no browser).
        """
    static let epilogue = """
        Syntax outside the supported subset is an error, reported as
        FILE:LINE:COLUMN: error: … with the line quoted; the exit status is then 1.
        A label holding HTML the renderer does not draw (a <div>, a <span>) is a
        FILE:LINE:COLUMN: warning: … on standard error; the SVG is still written.
        The subset the renderer accepts is described in docs/mermaid-subset.md in the
        workbook's repository.

        EXAMPLES:
          swift run workbook diagram back-navigation.mmd -o back-navigation.svg
          printf 'sequenceDiagram\\nA->>B: hi\\n' | swift run workbook diagram -
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(usage: "<FILE.mmd | ->", name: "FILE.mmd", help: "The diagram's Mermaid source: a 'sequenceDiagram', a",
            "'flowchart'/'graph' or a 'stateDiagram-v2' in the",
            "workbook's subset. '-' reads standard input.")],
        options: [
            .option("output", short: "o", valueName: "FILE.svg", help: "Write the SVG to FILE.svg (atomically) instead of standard output.",
                "Only a new or regular file is replaced: a device, FIFO,",
                "socket or folder is refused, and a symbolic link is",
                "followed only to a file inside the working folder."),
            .option("id-prefix", valueName: "PREFIX", help: "Prefix for every ID in the SVG (default: diagram). Give each",
                "diagram on one page its own prefix."),
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let destination = arguments.option("output")
        let prefix = arguments.option("id-prefix") ?? "diagram"
        let inputs = arguments.positionals()
        guard inputs.count == 1, let input = inputs.first else {
            throw UsageError(inputs.isEmpty
                ? "missing the diagram to render (a .mmd file, or '-' for standard input)"
                : "expected one diagram file, got \(inputs.count)")
        }
        let file = input == "-" ? "<stdin>" : input
        let data: Data
        if input == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard FileManager.default.fileExists(atPath: input) else {
                output.printProgress("workbook diagram: error: no such file '\(input)'\n  hint: pass a .mmd file holding the diagram, or '-' to read standard input")
                return 1
            }
            guard let contents = FileManager.default.contents(atPath: input) else {
                output.printProgress("workbook diagram: error: cannot read '\(input)'\n  hint: check that it is a readable file")
                return 1
            }
            data = contents
        }
        let outcome = try DiagramFile.render(data, file: file, idPrefix: prefix)
        if case .failed(let message) = outcome {
            output.printProgress(message)
            return 1
        }
        guard case .rendered(let svg, let warnings) = outcome else { return 1 }
        // Warnings stop nothing: the SVG is still written, with what each says it shows.
        for warning in warnings { output.printProgress(output.formatter.format(warning)) }
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
