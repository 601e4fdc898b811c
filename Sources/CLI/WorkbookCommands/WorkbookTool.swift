import Diagnostics
import Foundation

/// The `workbook` command line: dispatches to a subcommand and turns every thrown error
/// into a message for people — never a stack trace. A usage mistake exits 64, any other
/// failure 1.
package enum WorkbookTool {
    /// `EX_USAGE` from sysexits.h: the command was used wrongly.
    package static let usageStatus: Int32 = 64
    /// The toolchain's version, for `--version` and bug reports.
    package static let version = "0.10.0"

    package static let overview = """
        OVERVIEW: workbook — the Coordinator Workbook toolchain: prove every listing, grade every
        exercise, build the site.

        USAGE: swift run workbook <command> [options]

        COMMANDS:
        """

    package static func main(_ arguments: [String], output: Output = .standard) -> Int32 {
        if arguments == ["--version"] {
            output.printResult("workbook \(version)")
            return 0
        }
        guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
            if arguments.count >= 2, arguments[0] == "help",
                let command = CommandRegistry.commands.first(where: { $0.name == arguments[1] })
            {
                output.printResult(command.help)
                return 0
            }
            output.printResult(usage)
            return 0
        }
        guard let command = CommandRegistry.commands.first(where: { $0.name == first }) else {
            output.printProgress("workbook: error: unknown command '\(first)'\n  hint: run 'swift run workbook --help' to list the commands")
            return usageStatus
        }
        return run(command, Array(arguments.dropFirst()), output: output)
    }

    /// One command with its arguments: `--help`, or parsed against its signature and run.
    package static func run(_ command: any WorkbookCommand.Type, _ arguments: [String], output: Output = .standard) -> Int32 {
        run(command, arguments, output: output) { try command.run($0, output: output) }
    }

    /// `run`, with `body` in place of the command's own `run` (a test-only program's way in).
    static func run(
        _ command: any WorkbookCommand.Type, _ arguments: [String], output: Output, body: (Arguments) throws -> Int32
    ) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            output.printResult(command.help)
            return 0
        }
        do {
            return try body(Arguments(arguments, signature: command.signature))
        } catch let error as UsageError {
            output.printProgress("workbook \(command.name): \(error)\n  hint: run '\(command.invocation) --help'")
            return usageStatus
        } catch let error as SourceErrors {
            output.printProgress(output.formatter.format(error.errors.map(Diagnostic.source)))
            return 1
        } catch {
            output.printProgress(Diagnostic.from(error).map(output.formatter.format).joined(separator: "\n"))
            return 1
        }
    }

    static var usage: String {
        let width = CommandRegistry.commands.map { $0.name.count }.max() ?? 0
        let lines = CommandRegistry.commands.map { command in
            "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary
        }
        return ([overview] + lines + ["", "OPTIONS:", "  --version   Show the version.", "  -h, --help  Show this help.", "",
            "Run 'swift run workbook <command> --help' for a command's options. Usage mistakes exit 64, failures 1."])
            .joined(separator: "\n")
    }
}

extension Output {
    /// Results on standard output, progress and errors on standard error, each flushed at
    /// once; coloured where that stream is a terminal and `NO_COLOR` is not set.
    package static let standard = Output(
        printResult: { text in
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        },
        printProgress: { text in
            FileHandle.standardError.write(Data((text + "\n").utf8))
        },
        formatter: TerminalPaint.standardError.formatter,
        resultPaint: .standardOutput, progressPaint: .standardError)
}
