import Foundation
import WorkbookCommands

/// `workbook-bench`: the benchmarks, a program of their own so the `workbook` tool carries no
/// timing code (README, "Speed").
exit(WorkbookTool.run(BenchCommand.self, Array(CommandLine.arguments.dropFirst())))
