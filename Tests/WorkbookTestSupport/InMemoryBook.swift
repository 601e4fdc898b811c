import BookModel
import Foundation
import MarkdownModel

/// A book made of chapter texts (file name, Markdown), parsed by the real model but never
/// written to disk: for planning and generation tests.
package func book(_ chapters: [(String, String)]) -> Book {
    Book(
        root: URL(fileURLWithPath: "/nonexistent"),
        chapters: chapters.map { name, text in
            Chapter(fileName: name, document: parsed(text, file: "chapters/\(name)"))
        })
}

/// A test's chapter text that does not parse is a mistake in the test.
private func parsed(_ text: String, file: String) -> Document {
    do {
        return try MarkdownParser.parse(text, file: file)
    } catch {
        preconditionFailure("test chapter \(file) does not parse: \(error)")
    }
}
