enum GenerateCommand: WorkbookCommand {
    static let name = "generate"
    static let summary = "(not yet)"
    static let help = "(not yet)"
    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 { 1 }
}
