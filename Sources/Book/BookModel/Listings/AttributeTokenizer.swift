/// Splits a fence's attribute text into `name` / `name=value` / `name="quoted value"`
/// tokens. A real scanner rather than `split(" ")`, so that a quoted reason may hold spaces,
/// commas, `=` and escaped quotes, and every mistake is reported at its column.
///
/// Grammar: `attributes := (attribute (space | ",")*)*`, `attribute := NAME ["=" VALUE]`,
/// `NAME := [A-Za-z_][A-Za-z0-9_-]*`, `VALUE := '"' (char | '\"' | '\\')* '"' | [^\s,"=]+`.
package struct AttributeTokenizer {
    /// A tokenizing mistake: what went wrong and at which 1-based column.
    package struct Failure: Error, Equatable {
        package var message: String
        package var hint: String
        package var column: Int
    }

    private let characters: [Character]
    private let startColumn: Int
    private var index = 0

    /// - Parameters:
    ///   - text: the attributes after the language word.
    ///   - startColumn: the chapter column of `text`'s first character.
    package init(_ text: Substring, startColumn: Int) {
        characters = Array(text)
        self.startColumn = startColumn
    }

    package mutating func tokenize() throws(Failure) -> [AttributeToken] {
        var tokens: [AttributeToken] = []
        while true {
            skipSeparators()
            guard let character = peek else { return tokens }
            guard character.isLetter || character == "_" else {
                throw fail("unexpected character '\(character)' in the fence attributes",
                    hint: #"attributes look like name, name=value or name="a quoted value""#)
            }
            tokens.append(try attribute())
        }
    }

    private mutating func attribute() throws(Failure) -> AttributeToken {
        let nameColumn = column
        var name = ""
        while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "-" {
            name.append(character)
            index += 1
        }
        guard peek == "=" else {
            if let character = peek, !isSeparator(character) {
                throw fail("unexpected character '\(character)' after attribute '\(name)'",
                    hint: "separate attributes with spaces; give a value with name=value")
            }
            return AttributeToken(name: name, value: nil, column: nameColumn)
        }
        index += 1
        let valueColumn = column
        guard let first = peek, !isSeparator(first) else {
            throw fail("attribute '\(name)' has '=' but no value",
                hint: #"write \#(name)="…" or leave out the '='"#)
        }
        if first == "\"" {
            index += 1
            let value = try quotedValue(openedAt: valueColumn)
            return AttributeToken(name: name, value: value, column: nameColumn, valueColumn: valueColumn + 1)
        }
        var value = ""
        while let character = peek, !isSeparator(character) {
            guard character != "\"", character != "=" else {
                throw fail("unexpected '\(character)' in the value of '\(name)'",
                    hint: #"quote values that contain special characters: \#(name)="…""#)
            }
            value.append(character)
            index += 1
        }
        return AttributeToken(name: name, value: value, column: nameColumn, valueColumn: valueColumn)
    }

    private mutating func quotedValue(openedAt openColumn: Int) throws(Failure) -> String {
        var value = ""
        while let character = peek {
            index += 1
            switch character {
            case "\"":
                if let next = peek, !isSeparator(next) {
                    throw fail("unexpected '\(next)' right after a closing quote",
                        hint: "put a space between attributes")
                }
                return value
            case "\\":
                guard let escaped = peek, escaped == "\"" || escaped == "\\" else {
                    // At the backslash, which is what the author has to change.
                    throw Failure(
                        message: #"unknown escape in a quoted value; only \" and \\ are allowed"#,
                        hint: #"write a backslash as \\"#, column: column - 1)
                }
                value.append(escaped)
                index += 1
            default:
                value.append(character)
            }
        }
        throw Failure(
            message: "unterminated quoted value", hint: #"close the value with a '"'"#, column: openColumn)
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }
    private var column: Int { startColumn + index }

    private func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == ","
    }

    private mutating func skipSeparators() {
        while let character = peek, isSeparator(character) { index += 1 }
    }

    private func fail(_ message: String, hint: String) -> Failure {
        Failure(message: message, hint: hint, column: column)
    }
}
