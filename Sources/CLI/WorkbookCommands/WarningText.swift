import Diagnostics
import WorkbookCore

extension Output {
    /// Prints the book's warnings, each located like an error, before a command's own
    /// output: they stop nothing, so they must be seen even when everything passes.
    func printWarnings(of workbook: Workbook) {
        let warnings = workbook.warnings
        guard !warnings.isEmpty else { return }
        printProgress((warnings.map(formatter.format) + [DiagnosticFormatter.count(warnings.map(Diagnostic.source))])
            .joined(separator: "\n"))
    }
}
