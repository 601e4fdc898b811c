/// Where a chapter sits in the course, read from its file name: `04-mvc-coordinator.md` is
/// chapter 4, `04-2-back-navigation.md` is part 2 of chapter 4 (a chapter too long for one
/// sitting is split into parts), `90-uikit-reference.md` an appendix (90 and above).
package struct ChapterNumber: Hashable, Sendable {
    package var chapter: Int
    /// Nil for a chapter in one file.
    package var part: Int?

    package init(chapter: Int, part: Int? = nil) {
        self.chapter = chapter
        self.part = part
    }

    /// Nil for a file name that does not begin with a number and a hyphen.
    package init?(fileName: String) {
        let numbers = fileName.split(separator: "-", omittingEmptySubsequences: false).prefix { segment in
            !segment.isEmpty && segment.allSatisfy(\.isASCIIDigit)
        }
        guard let first = numbers.first, let chapter = Int(first), numbers.count < fileName.split(separator: "-").count
        else { return nil }
        self.chapter = chapter
        part = numbers.count > 1 ? Int(numbers[numbers.startIndex + 1]) : nil
    }

    package var isAppendix: Bool { chapter >= 90 }

    /// "4.2" for a part, "4" for a whole chapter, "A" for the first appendix, "B" for the next.
    package var short: String {
        if isAppendix { return String(UnicodeScalar(UInt8(65 + min(chapter - 90, 25)))) }
        return part.map { "\(chapter).\($0)" } ?? "\(chapter)"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Chapter {
    package var number: ChapterNumber? { ChapterNumber(fileName: fileName) }
}

extension Book {
    /// "Chapter 4 · Part 2 of 3", "Chapter 2", "Appendix A": what a page says of its place.
    package func placeLabel(of chapter: Chapter) -> String? {
        guard let number = chapter.number else { return nil }
        if number.isAppendix { return "Appendix \(number.short)" }
        guard let part = number.part else { return "Chapter \(number.chapter)" }
        let parts = chapters.filter { $0.number?.chapter == number.chapter && $0.number?.part != nil }.count
        return "Chapter \(number.chapter) · Part \(part) of \(parts)"
    }
}
