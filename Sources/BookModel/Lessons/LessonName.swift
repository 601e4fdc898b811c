/// Lesson names become SwiftPM product and target names (`swift run NAME`), so they are
/// kept to lowercase letters, digits and single hyphens, and never shadow the package's own.
package enum LessonName {
    package static let rule = "lesson names use lowercase letters, digits and hyphens, start with a letter, e.g. mvc-coordinator"

    /// Products and modules of the package itself, lowercased: a lesson of the same name
    /// would collide with them on a case-insensitive file system.
    package static let reserved: Set<String> = [
        "workbook", "lessonkit", "navigationsimulator", "markdownmodel", "lessoncompiler",
        "diagramrenderer", "swifthighlighter", "workbookcommands", "sitegenerator", "grading",
        "ccmarkgfm", "cgraphviz", "diagnostics", "bookmodel", "lessongeneration", "verification",
        "processrunning", "cprocessspawn", "markup", "siteoutput", "workbookcore",
    ]

    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
            !name.hasSuffix("-"), !name.contains("--")
        else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// `01-mvc-coordinator.md` → `mvc-coordinator`: the chapter's default lesson.
    package static func defaultName(forChapterFile fileName: String) -> String {
        var stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        if let dash = stem.firstIndex(of: "-"), stem[..<dash].allSatisfy(\.isNumber), dash != stem.startIndex {
            stem = String(stem[stem.index(after: dash)...])
        }
        return stem.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}
