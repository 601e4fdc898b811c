import MarkdownModel

/// One chapter: its parsed document and the name of the lesson its plain snippets form.
package struct Chapter: Sendable {
    package var fileName: String
    package var document: Document

    package init(fileName: String, document: Document) { (self.fileName, self.document) = (fileName, document) }

    /// `chapters/FILE.md`, the path every message uses.
    package var path: String { document.file }

    var defaultLesson: String { LessonName.defaultName(forChapterFile: fileName) }
}
