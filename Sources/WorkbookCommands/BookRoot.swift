import Foundation

/// Options every book-reading command shares.
enum BookRoot {
    static let help = """
          --root DIR          the workbook folder holding Package.swift and chapters/ (default: current folder)
        """

    /// `--root DIR`, or the current folder.
    static func take(from arguments: inout Arguments) throws -> URL {
        let path = try arguments.option("root") ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// `--root DIR` for a command that takes no arguments besides its options.
    static func takeAlone(from arguments: inout Arguments) throws -> URL {
        let root = try take(from: &arguments)
        if let extra = try arguments.positionals().first { throw UsageError("unexpected argument '\(extra)'") }
        return root
    }
}
