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
}
