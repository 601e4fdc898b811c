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

    /// The longest name a lesson may have. A name becomes a folder (`Lessons/NAME`), a
    /// SwiftPM target and product, and build products such as `NAME.swiftmodule` and
    /// `NAME.build/`: past 255 bytes a file system refuses it, and the workbook used to stop
    /// with a raw Foundation error (`NSCocoaErrorDomain Code=514`). 64 leaves room for
    /// every suffix SwiftPM adds; the course's longest name, `scopes-and-deep-links`, has 21.
    package static let maximumLength = 64

    package static let lengthHint = "lesson names are at most \(maximumLength) characters (they become folder, target and"
        + " product names); choose a shorter one"

    /// Whether the name is too long, checked before `isValid`, so the error says so.
    package static func isTooLong(_ name: String) -> Bool { name.utf8.count > maximumLength }

    package static func isValid(_ name: String) -> Bool {
        guard !isTooLong(name) else { return false }
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
            !name.hasSuffix("-"), !name.contains("--")
        else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// `01-mvc-coordinator.md` → `mvc-coordinator`: the chapter's default lesson. A part of a
    /// chapter is numbered twice (`04-2-back-navigation.md` → `back-navigation`), so every
    /// leading run of digits and its hyphen goes.
    package static func defaultName(forChapterFile fileName: String) -> String {
        var stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        while let dash = stem.firstIndex(of: "-"), dash != stem.startIndex, stem[..<dash].allSatisfy(\.isNumber),
            stem.index(after: dash) != stem.endIndex
        {
            stem = String(stem[stem.index(after: dash)...])
        }
        return stem.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}
