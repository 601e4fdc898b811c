import Diagnostics
import MarkdownModel

/// What a Swift fence asks of the compiler, read from its info string:
///
/// | attribute | meaning |
/// |---|---|
/// | (none) | part of the chapter's lesson: compiled and run |
/// | `lesson=NAME` | part of lesson NAME, defined in this chapter |
/// | `continues=NAME` | adds to lesson NAME begun in an earlier chapter (explicit cross-chapter lesson) |
/// | `ignore="reason"` | shown, not compiled; the reason is required and shown on the site |
/// | `compile_fail` / `compile_fail="text"` | must fail to compile (with that diagnostic text) |
package struct FenceAttributes: Equatable, Sendable {
    package enum Role: Equatable, Sendable {
        case run
        case ignored(reason: String)
        case compileFail(expected: String?)
    }

    package var role: Role = .run
    package var lesson: String?
    package var continues: String?

    static let knownNames = ["lesson", "continues", "ignore", "compile_fail"]

    package init(role: Role = .run, lesson: String? = nil, continues: String? = nil) {
        self.role = role
        self.lesson = lesson
        self.continues = continues
    }

    /// Reads the attributes of a Swift fence, or throws an error located in the chapter.
    package static func parse(_ block: CodeBlock, in document: Document) throws(SourceError) -> FenceAttributes {
        let fenceLine = block.range.start.line
        // Read from the fence line as written (`rawInfo`), not from cmark's info string,
        // which has lost its backslash escapes and decoded its entities.
        let attributeColumn = block.attributesColumn
        func located(_ message: String, column: Int, hint: String) -> SourceError {
            SourceError(
                file: document.file, line: fenceLine, column: column, message: message, hint: hint,
                sourceLine: document.line(fenceLine))
        }

        var tokenizer = AttributeTokenizer(block.attributes, startColumn: attributeColumn)
        let tokens: [AttributeToken]
        do {
            tokens = try tokenizer.tokenize()
        } catch {
            throw located(error.message, column: error.column, hint: error.hint)
        }

        var result = FenceAttributes()
        var seen: Set<String> = []
        var roleToken: AttributeToken?
        for token in tokens {
            guard knownNames.contains(token.name) else {
                let suggestion = closestName(to: token.name).map { "did you mean '\($0)'? " } ?? ""
                throw located("unknown fence attribute '\(token.name)'", column: token.column,
                    hint: suggestion + "known attributes: " + knownNames.joined(separator: ", "))
            }
            guard seen.insert(token.name).inserted else {
                throw located("attribute '\(token.name)' is given twice", column: token.column,
                    hint: "keep one of them")
            }
            switch token.name {
            case "lesson", "continues":
                guard let name = token.value, !name.isEmpty else {
                    throw located("'\(token.name)' needs a lesson name", column: token.column,
                        hint: "write \(token.name)=NAME, e.g. \(token.name)=mvc-coordinator")
                }
                guard !LessonName.isTooLong(name) else {
                    throw located("the lesson name is \(name.count) characters long; the limit is \(LessonName.maximumLength)",
                        column: token.valueColumn ?? token.column, hint: LessonName.lengthHint)
                }
                guard LessonName.isValid(name) else {
                    throw located("'\(name)' is not a valid lesson name", column: token.valueColumn ?? token.column,
                        hint: LessonName.rule)
                }
                if token.name == "lesson" { result.lesson = name } else { result.continues = name }
            case "ignore":
                guard let reason = token.value?.trimmingCharacters(in: .whitespaces), !reason.isEmpty else {
                    throw located("'ignore' needs a reason", column: token.column,
                        hint: #"say why the listing is not compiled, e.g. ignore="needs UIKit, which exists only on Apple platforms""#)
                }
                try checkSingleRole(roleToken, token, located)
                roleToken = token
                result.role = .ignored(reason: reason)
            default:  // compile_fail
                if let expected = token.value, expected.trimmingCharacters(in: .whitespaces).isEmpty {
                    throw located("'compile_fail' has an empty expected message", column: token.column,
                        hint: #"write compile_fail="part of the expected error" or plain compile_fail"#)
                }
                try checkSingleRole(roleToken, token, located)
                roleToken = token
                result.role = .compileFail(expected: token.value)
            }
        }
        if let lesson = result.lesson, result.continues != nil {
            throw located("a snippet cannot both start lesson '\(lesson)' and continue another",
                column: attributeColumn, hint: "use lesson=NAME in the chapter that owns the lesson, continues=NAME elsewhere")
        }
        return result
    }

    private static func checkSingleRole(
        _ previous: AttributeToken?, _ token: AttributeToken,
        _ error: (String, Int, String) -> SourceError
    ) throws(SourceError) {
        if let previous {
            throw error("'\(token.name)' cannot be combined with '\(previous.name)'", token.column,
                "a listing is either ignored or expected to fail to compile, not both")
        }
    }

    /// The known attribute within two edits of `name`, for "did you mean".
    static func closestName(to name: String) -> String? {
        knownNames.map { ($0, editDistance($0, name)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
