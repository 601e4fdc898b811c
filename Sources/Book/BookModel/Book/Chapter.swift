import LessonKit
import MarkdownModel

/// One chapter: its parsed document and the name of the lesson its plain snippets form.
package struct Chapter: Sendable {
    package var fileName: String
    package var document: Document
    /// `ChapterFingerprint` of the file's bytes, compiled into the chapter's lessons.
    package var fingerprint: UInt64

    /// `fingerprint` defaults to the hash of the document's lines joined by newlines, which
    /// is the file's bytes for a file that ends without a newline (in-memory books).
    package init(fileName: String, document: Document, fingerprint: UInt64? = nil) {
        self.fileName = fileName
        self.document = document
        self.fingerprint = fingerprint ?? ChapterFingerprint.of(Array(document.sourceLines.joined(separator: "\n").utf8))
    }

    /// `chapters/FILE.md`, the path every message uses.
    package var path: String { document.file }

    var defaultLesson: String { LessonName.defaultName(forChapterFile: fileName) }
}
