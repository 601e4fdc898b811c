import Foundation
import WorkbookCore

/// `workbook init DIR`: start a course of one's own from this toolchain.
enum InitCommand: WorkbookCommand {
    static let name = "init"
    static let summary = "scaffold a new workbook: a chapter, its manifest and a README"
    static let overview = """
        Start a new workbook in DIR: a first chapter with a listing, a check and a
        diagram checked against the run, a Package.swift whose lessons import this toolchain's
        LessonKit and NavigationSimulator, and a README that starts with its two commands.
        """
    static let epilogue = """
        Nothing is written over: the workbook is made in a staging folder and moved into
        place whole. Then: cd DIR and run the first command of its README.

        EXAMPLES:
          swift run workbook init ../my-course
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(
            usage: "<DIR>", name: "DIR", help: "the new workbook's folder: it must not exist, or be empty")],
        options: [.option("toolchain", valueName: "DIR", help: "the toolchain checkout the workbook depends on (default: the",
            "one this tool was built from)")])

    /// The checkout this tool was compiled from: three folders above this file.
    static let builtFrom = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let toolchain = arguments.option("toolchain").map { URL(fileURLWithPath: $0) } ?? builtFrom
        let names = arguments.positionals()
        guard names.count == 1, let name = names.first else {
            throw UsageError(names.isEmpty ? "name the folder of the new workbook" : "init takes one folder, not \(names.count)")
        }
        let scaffold = WorkbookScaffold(destination: URL(fileURLWithPath: name), toolchain: toolchain)
        let written = try scaffold.write()
        output.printResult("""
            Created \(scaffold.destination.path): \(written.joined(separator: ", ")).
            Next: cd \(name) && swift run --package-path \(scaffold.toolchain.path) workbook build --root .
            """)
        return 0
    }
}
