/// A command's arguments, parsed against its `CommandSignature` (hand-written: the package may
/// depend on nothing outside the toolchain). Options are `--name VALUE` or `--name=VALUE`; flags
/// are `--name`; the rest are positional. An option the command did not declare is a usage
/// error, with the nearest declared one as a hint, and a declared option with a bad value too.
package struct Arguments {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    private let remaining: [String]

    /// Parses `arguments` against `signature`; a usage error for anything it does not declare.
    package init(_ arguments: [String], signature: CommandSignature) throws(UsageError) {
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // A lone `-` is positional (it usually means standard input).
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            let (spelled, inlineValue) = Self.split(argument)
            guard let option = Self.declaration(spelled, in: signature) else {
                throw UsageError("unknown option '\(spelled)'" + Self.suggestion(for: spelled, in: signature))
            }
            if option.isFlag {
                guard inlineValue == nil else { throw UsageError("--\(option.name) takes no value") }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw UsageError("option --\(option.name) needs a value") }
                value = arguments[index]
                index += 1
            }
            try option.check(value)
            values[option.name] = value
        }
        remaining = positionals
    }

    /// Whether the flag `--name` was given.
    package func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of `--name`, if given (already checked against its declaration).
    package func option(_ name: String) -> String? {
        values[name]
    }

    /// The value of a `.seconds` option, if given.
    package func seconds(_ name: String) -> Double? {
        values[name].flatMap(Double.init)
    }

    /// The value of an `.integer` option, if given.
    package func integer(_ name: String) -> Int? {
        values[name].flatMap { Int($0) }
    }

    /// Everything that is not an option or an option's value, in order.
    package func positionals() -> [String] {
        remaining
    }

    /// `--name=VALUE` as the option and its value; anything else as itself.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func declaration(_ spelled: String, in signature: CommandSignature) -> OptionDeclaration? {
        if spelled.hasPrefix("--") { return signature.declaration(named: String(spelled.dropFirst(2))) }
        guard spelled.count == 2, let letter = spelled.last else { return nil }
        return signature.declaration(short: letter)
    }

    /// `; did you mean '--timeout'?` when a declared option is a slip of the keyboard away.
    static func suggestion(for spelled: String, in signature: CommandSignature) -> String {
        let name = String(spelled.drop { $0 == "-" })
        let nearest = signature.options.map { ($0.name, editDistance($0.name, name)) }.min { $0.1 < $1.1 }
        guard let nearest, nearest.1 <= max(2, name.count / 4) else { return "" }
        return "; did you mean '--\(nearest.0)'?"
    }

    /// Levenshtein distance: how many letters to insert, delete or replace.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Wrong use of a command: printed with a hint to the command's help, exit status 64
/// (`EX_USAGE`, as swift-argument-parser and the BSD tools use it); failures exit 1.
package struct UsageError: Error, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { "error: \(message)" }
}
