import BookModel
import Foundation
import MarkdownModel

/// The course's chapters, parsed by the real Markdown model, so tests that look at every
/// listing or diagram see exactly what the toolchain sees.
package enum ChapterDocuments {
    package static func all() throws -> [Document] {
        let folder = repositoryRoot.appendingPathComponent("chapters")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
            .map { try MarkdownParser.parse(fileAt: folder.appendingPathComponent($0), displayPath: "chapters/\($0)") }
    }

    /// The chapters and parts that teach: every one but the appendices (numbered 90 and up,
    /// such as the UIKit reference and the credits), which are reference pages, not lessons.
    package static func teaching() throws -> [Document] {
        try all().filter { document in
            ChapterNumber(fileName: String(document.file.split(separator: "/").last ?? "")).map { !$0.isAppendix } ?? true
        }
    }

    /// Every fenced code block of the given language, with the chapter it is in.
    package static func codeBlocks(language: String) throws -> [(document: Document, block: CodeBlock)] {
        try all().flatMap { document in
            document.codeBlocks.filter { $0.isFenced && $0.language == language }.map { (document, $0) }
        }
    }
}
