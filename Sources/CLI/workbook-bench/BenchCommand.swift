import DiagramRenderer
import Foundation
import MermaidModel
import WorkbookCommands

/// `workbook-bench`: how long diagram rendering takes on large generated input, and evidence
/// that sequence diagrams scale linearly. Meant for `swift run -c release workbook-bench`.
enum BenchCommand: WorkbookCommand {
    static let name = "bench"
    static let summary = "time the diagram renderer, the book pipeline and the site render"
    static let overview = """
        Time the diagram renderer on large generated diagrams, and the book's own
        pipeline (parse and plan the chapters, highlight every listing, render every page).
        """
    static let discussion = """
        Renders a generated 200-node / 200-edge flowchart (Graphviz dot layout; the diagram size limit) and a
        1,000-message sequence diagram, then sequence diagrams of 250, 500, 1,000 and 2,000
        messages to show the time per message staying flat (linear growth). Each figure is the
        best of N runs (default 3). Debug builds are several times slower than release ones.

        The book figures read the workbook at --root (default: the current folder) and write
        nothing; lessons are not built or run.

        With --grading it also grades every exercise's starter cold (a fresh grading
        package: the runtime libraries compile too), again warm with nothing changed, and
        then the reference warm (only the submission recompiles). This takes minutes.

        With --class N it also times 'workbook grade-all' over N distinct generated
        submissions of exercise 03 in lanes up to the core count (the lanes warmed first,
        timed apart) and prints submissions a minute.

        With --mutants it also times the whole course's mutation run ('workbook mutants'):
        cold, in a fresh scratch folder (the runtime libraries and every lesson's schema
        compile), then warm (every mutant run again), against the 5-minute budget.
        """
    static let invocation = "swift run -c release workbook-bench"
    static let signature = CommandSignature(options: [
        .option("runs", valueName: "N", .integer(1...Int.max), help: "runs per measurement (default 3)"),
        .flag("grading", help: "also time grading, cold and warm, per exercise"),
        .flag("mutants", help: "also time the whole course's mutation run, cold and warm"),
        .option("class", valueName: "N", .integer(1...10_000), help: "also time grade-all over N generated submissions"),
        SharedOptions.root,
    ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let runs = arguments.integer("runs") ?? 3
        let grading = arguments.flag("grading")
        let mutants = arguments.flag("mutants")
        if let extra = arguments.positionals().first { throw UsageError("unexpected argument '\(extra)'") }
        let root = SharedOptions.root(arguments)

        let chart = flowchart(nodes: DiagramLimits.nodes, edges: DiagramLimits.edges)
        let chartTime = try best(of: runs) { _ = try Diagrams.renderSVG(mermaid: chart, file: "bench", firstLine: 1, idPrefix: "b") }
        output.printResult("flowchart, \(DiagramLimits.nodes) nodes / \(DiagramLimits.edges) edges:   \(milliseconds(chartTime)) ms (parse + dot layout + SVG)")
        let thousand = sequence(messages: 1000)
        let sequenceTime = try best(of: runs) { _ = try Diagrams.renderSVG(mermaid: thousand, file: "bench", firstLine: 1, idPrefix: "b") }
        output.printResult("sequence, 1,000 messages:           \(milliseconds(sequenceTime)) ms (parse + layout + SVG)")
        output.printResult("")
        output.printResult("sequence scaling   parse ms   layout+SVG ms   total ms   µs/message")
        for count in [250, 500, 1000, 2000] {
            let source = sequence(messages: count)
            let parse = try best(of: runs) { _ = try Diagrams.parseSequence(mermaid: source, file: "bench", firstLine: 1) }
            let total = try best(of: runs) { _ = try Diagrams.renderSVG(mermaid: source, file: "bench", firstLine: 1, idPrefix: "b") }
            let perMessage = total / Double(count) * 1_000_000
            output.printResult(
                pad("\(count) messages", 17) + pad(milliseconds(parse), 11) + pad(milliseconds(max(0, total - parse)), 16)
                    + pad(milliseconds(total), 11) + String(format: "%.1f", perMessage))
        }
        output.printResult("")
        try BookBenchmark(root: root, runs: runs, output: output).run()
        if grading {
            output.printResult("")
            try GradingBenchmark(root: root, output: output).run()
        }
        if let count = arguments.integer("class") {
            output.printResult("")
            try ClassBenchmark(root: root, count: count, output: output).run()
        }
        if mutants {
            output.printResult("")
            try MutationBenchmark(root: root, output: output).run()
        }
        return 0
    }

    /// The fastest of `runs` timings, in seconds.
    static func best(of runs: Int, _ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        var fastest = Double.infinity
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            fastest = min(fastest, seconds)
        }
        return fastest
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f", seconds * 1000)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
    }

    /// A layered chart: a spine through every node plus deterministic forward cross-links.
    static func flowchart(nodes: Int, edges: Int) -> String {
        var lines = ["flowchart TD"]
        let shapes = [("[", "]"), ("(", ")"), ("{", "}"), ("([", "])"), ("[(", ")]")]
        for index in 0..<nodes {
            let shape = shapes[index % shapes.count]
            lines.append("n\(index)\(shape.0)Step \(index)\(shape.1)")
        }
        var added = 0
        for index in 0..<(nodes - 1) where added < edges {
            lines.append(index % 10 == 0 ? "n\(index) -->|branch \(index)| n\(index + 1)" : "n\(index) --> n\(index + 1)")
            added += 1
        }
        var step = 0
        while added < edges {
            let from = (step * 37) % (nodes - 10)
            lines.append("n\(from) -.-> n\(from + 2 + step % 8)")
            added += 1
            step += 1
        }
        return lines.joined(separator: "\n")
    }

    /// Messages round-robin between eight participants, with notes, loops and activations.
    static func sequence(messages: Int) -> String {
        var lines = ["sequenceDiagram", "autonumber"]
        var index = 0
        while index < messages {
            let from = index % 8
            let to = (index + 1) % 8
            if index % 50 == 0 { lines.append("loop batch \(index / 50)") }
            lines.append("P\(from)->>+P\(to): request \(index)")
            lines.append("P\(to)-->>-P\(from): reply \(index)")
            if index % 10 == 0 { lines.append("Note over P\(from),P\(to): checkpoint \(index)") }
            index += 2
            if index % 50 == 0 || index >= messages { lines.append("end") }
        }
        return lines.joined(separator: "\n")
    }
}
