/// One option or flag a command accepts, declared once: parsing, `--help` (its OPTIONS section
/// and USAGE line) and the did-you-mean hint all read this, so what a command takes and what it
/// says it takes cannot drift apart.
package struct OptionDeclaration: Sendable {
    /// What follows the option on the command line, and which values are good ones.
    package enum Value: Sendable, Equatable {
        /// A flag: no value.
        case none
        /// Any text (a path, a name).
        case text
        /// A positive, finite number of seconds.
        case seconds
        /// A whole number in this range.
        case integer(ClosedRange<Int>)
        /// One of these words.
        case choice([String])
    }

    /// The long name, without `--`.
    package var name: String
    /// The one-letter form, without `-`, if any.
    package var short: Character?
    /// What the help calls the value (`SECONDS`, `DIR`); empty for a flag.
    package var valueName: String
    package var value: Value
    /// The help text, one line each; the first sits beside the option.
    package var help: [String]

    /// A flag: `--name`.
    package static func flag(_ name: String, short: Character? = nil, help: String...) -> OptionDeclaration {
        OptionDeclaration(name: name, short: short, valueName: "", value: .none, help: help)
    }

    /// An option with a value: `--name VALUE` or `--name=VALUE`.
    package static func option(
        _ name: String, short: Character? = nil, valueName: String, _ value: Value = .text, help: String...
    ) -> OptionDeclaration {
        OptionDeclaration(name: name, short: short, valueName: valueName, value: value, help: help)
    }

    package var isFlag: Bool { value == .none }

    /// `--name VALUE`, or `-o, --name VALUE` with a short form: the left column of the help.
    var spelling: String {
        (short.map { "-\($0), " } ?? "") + "--\(name)" + (isFlag ? "" : " \(valueName)")
    }

    /// Whether `text` is a good value; a usage error in the command's words when it is not.
    func check(_ text: String) throws(UsageError) {
        switch value {
        case .none, .text:
            return
        case .seconds:
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError("--\(name) needs a positive number of seconds, not '\(text)'")
            }
        case .integer(let range):
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(range.upperBound == Int.max
                    ? "--\(name) needs a whole number of at least \(range.lowerBound), not '\(text)'"
                    : "--\(name) needs a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
        case .choice(let words):
            guard words.contains(text) else {
                let list = words.count == 2 ? "\(words[0]) or \(words[1])" : "one of " + words.joined(separator: ", ")
                throw UsageError("--\(name) must be \(list), not '\(text)'")
            }
        }
    }
}

/// A positional argument, for the USAGE line and the ARGUMENTS section.
package struct PositionalDeclaration: Sendable {
    /// How USAGE shows it: `LESSON …`, `[EXERCISE]`, `<DIR>`.
    package var usage: String
    /// The ARGUMENTS section's rows: a name and its help lines.
    package var rows: [(name: String, help: [String])]

    package init(usage: String, rows: [(name: String, help: [String])]) {
        self.usage = usage
        self.rows = rows
    }

    /// One argument with one row.
    package init(usage: String, name: String, help: String...) {
        self.init(usage: usage, rows: [(name, help)])
    }
}

/// Everything a command accepts: its positionals and its options, in the order help lists them.
package struct CommandSignature: Sendable {
    package var positionals: [PositionalDeclaration]
    package var options: [OptionDeclaration]

    package init(positionals: [PositionalDeclaration] = [], options: [OptionDeclaration]) {
        self.positionals = positionals
        self.options = options
    }

    /// `--help`/`-h`, which every command takes.
    static let help = OptionDeclaration.flag("help", short: "h", help: "show this help")

    func declaration(named name: String) -> OptionDeclaration? {
        options.first { $0.name == name }
    }

    func declaration(short: Character) -> OptionDeclaration? {
        options.first { $0.short == short }
    }
}
