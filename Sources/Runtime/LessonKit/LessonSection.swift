/// A chapter heading that listings sit under. A lesson run by hand groups its checks by the
/// section whose heading is the nearest one above each check's line, so the reader sees
/// which part of the chapter each claim comes from.
public struct LessonSection: Sendable, Equatable {
    public var chapter: String
    /// The heading's chapter line.
    public var line: Int
    public var title: String

    public init(chapter: String, line: Int, title: String) {
        self.chapter = chapter
        self.line = line
        self.title = title
    }

    /// The section a check at `file:line` belongs to: the last heading above it in that file.
    static func containing(file: String, line: Int, in sections: [LessonSection]) -> LessonSection? {
        sections.filter { $0.chapter == file && $0.line <= line }.max { $0.line < $1.line }
    }
}
