/// A command's arguments, taken apart by hand (the package may depend on nothing outside the
/// toolchain). Options are `--name VALUE` or `--name=VALUE`; flags are `--name`; the rest are
/// positional. Anything a command did not ask for is an error, never silently ignored.
package struct Arguments {
    private var remaining: [String]

    package init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Removes `--name` (or its short form) if present.
    package mutating func flag(_ name: String, short: String? = nil) -> Bool {
        let spellings = ["--\(name)"] + (short.map { ["-\($0)"] } ?? [])
        guard let index = remaining.firstIndex(where: { spellings.contains($0) }) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes `--name VALUE` or `--name=VALUE` and returns the value.
    package mutating func option(_ name: String, short: String? = nil) throws -> String? {
        let spellings = ["--\(name)"] + (short.map { ["-\($0)"] } ?? [])
        if let index = remaining.firstIndex(where: { $0.hasPrefix("--\(name)=") }) {
            let value = String(remaining[index].dropFirst(name.count + 3))
            remaining.remove(at: index)
            return value
        }
        guard let index = remaining.firstIndex(where: { spellings.contains($0) }) else { return nil }
        guard index + 1 < remaining.count else {
            throw UsageError("option --\(name) needs a value")
        }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        return value
    }

    /// Removes `--name SECONDS` and returns the seconds, which must be a positive, finite number.
    package mutating func seconds(_ name: String) throws -> Double? {
        guard let text = try option(name) else { return nil }
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw UsageError("--\(name) needs a positive number of seconds, not '\(text)'")
        }
        return seconds
    }

    /// Everything left once options and flags were taken; an unknown `--option` is an error.
    /// A lone `-` is positional (it usually means standard input).
    func positionals() throws -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError("unknown option '\(unknown)'")
        }
        return remaining
    }
}

/// Wrong use of a command: printed with a hint to the command's help, exit status 64
/// (`EX_USAGE`, as swift-argument-parser and the BSD tools use it); failures exit 1.
package struct UsageError: Error, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { "error: \(message)" }
}
