import MarkdownModel

/// One chapter: its parsed document and the name of the lesson its plain snippets form.
public struct Chapter: Sendable {
    public var fileName: String
    public var document: Document

    public init(fileName: String, document: Document) {
        self.fileName = fileName
        self.document = document
    }

    /// `chapters/FILE.md`, the path every message uses.
    public var path: String { document.file }

    public var defaultLesson: String { LessonName.defaultName(forChapterFile: fileName) }
}
