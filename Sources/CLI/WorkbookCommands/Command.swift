import Diagnostics

/// One `workbook` subcommand. Commands are thin: they parse arguments, call a stage's
/// library and print. Errors they throw are printed through `description`, which for
/// located errors is `file:line:column: error: message` plus a hint.
package protocol WorkbookCommand {
    static var name: String { get }
    /// One line for `workbook --help`.
    static var summary: String { get }
    /// Everything the command accepts, declared once: parsing and `--help` both read it.
    static var signature: CommandSignature { get }
    /// The OVERVIEW paragraph of `--help`.
    static var overview: String { get }
    /// Prose between USAGE and the ARGUMENTS/OPTIONS sections; may be empty.
    static var discussion: String { get }
    /// Prose after the OPTIONS section (examples); may be empty.
    static var epilogue: String { get }
    /// How the command is started, before its arguments.
    static var invocation: String { get }
    /// Runs the command and returns the process exit status.
    static func run(_ arguments: Arguments, output: Output) throws -> Int32
}

extension WorkbookCommand {
    package static var discussion: String { "" }
    package static var epilogue: String { "" }
    package static var invocation: String { "swift run workbook \(name)" }

    /// The full `--help` text of the command.
    package static var help: String { HelpText.text(of: self) }
}

/// Where commands write: results to standard output, progress and errors to standard error.
package struct Output: Sendable {
    package var printResult: @Sendable (String) -> Void
    package var printProgress: @Sendable (String) -> Void
    /// How diagnostics read on this output.
    package var formatter: DiagnosticFormatter
    /// Colour for results (✓/✗ of a lesson's listing) and for progress (`ok:`, `FAILED:`).
    package var resultPaint: TerminalPaint
    package var progressPaint: TerminalPaint

    package init(
        printResult: @escaping @Sendable (String) -> Void,
        printProgress: @escaping @Sendable (String) -> Void,
        formatter: DiagnosticFormatter = .plain,
        resultPaint: TerminalPaint = TerminalPaint(isOn: false), progressPaint: TerminalPaint = TerminalPaint(isOn: false)
    ) {
        self.printResult = printResult
        self.printProgress = printProgress
        self.formatter = formatter
        self.resultPaint = resultPaint
        self.progressPaint = progressPaint
    }
}
