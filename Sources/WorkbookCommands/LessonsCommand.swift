enum LessonsCommand: WorkbookCommand {
    static let name = "lessons"
    static let summary = "(not yet)"
    static let help = "(not yet)"
    static func run(_ arguments: inout Arguments, output: Output) throws -> Int32 { 1 }
}
