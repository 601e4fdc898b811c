/// A command's `--help`, put together from its prose and its `CommandSignature`: the USAGE line,
/// the ARGUMENTS section and the OPTIONS section are generated, so they list exactly what the
/// command parses.
enum HelpText {
    static func text(of command: any WorkbookCommand.Type) -> String {
        let signature = command.signature
        let options = signature.options + [CommandSignature.help]
        let width = max(20, (options.map(\.spelling.count) + signature.positionals.flatMap(\.rows).map(\.name.count)).max()! + 2)
        var sections = ["OVERVIEW: " + command.overview, "USAGE: " + usage(of: command)]
        if !command.discussion.isEmpty { sections.append(command.discussion) }
        if !signature.positionals.isEmpty {
            let rows = signature.positionals.flatMap(\.rows).map { row($0.name, $0.help, width: width) }
            sections.append((["ARGUMENTS:"] + rows).joined(separator: "\n"))
        }
        sections.append((["OPTIONS:"] + options.map { row($0.spelling, $0.help, width: width) }).joined(separator: "\n"))
        if !command.epilogue.isEmpty { sections.append(command.epilogue) }
        return sections.joined(separator: "\n\n")
    }

    /// `swift run workbook check [LESSON …] [--timeout SECONDS] [--no-cache] …`.
    static func usage(of command: any WorkbookCommand.Type) -> String {
        let options = command.signature.options.map { option in
            "[" + (option.short.map { "-\($0)" } ?? "--\(option.name)") + (option.isFlag ? "" : " \(option.valueName)") + "]"
        }
        return ([command.invocation] + command.signature.positionals.map(\.usage) + options).joined(separator: " ")
    }

    /// One entry: its name padded to `width`, its help lines beneath one another.
    static func row(_ name: String, _ help: [String], width: Int) -> String {
        let indent = String(repeating: " ", count: width + 2)
        let first = "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + (help.first ?? "")
        return ([first] + help.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }
}
