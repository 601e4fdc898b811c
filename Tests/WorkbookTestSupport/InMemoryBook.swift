import BookModel
import Foundation
import MarkdownModel

/// A book made of chapter texts (file name, Markdown), parsed by the real model but never
/// written to disk: for planning and generation tests.
package func book(_ chapters: [(String, String)]) -> Book {
    Book(
        root: URL(fileURLWithPath: "/nonexistent"),
        chapters: chapters.map { name, text in
            Chapter(fileName: name, document: MarkdownParser.parse(text, file: "chapters/\(name)"))
        })
}
