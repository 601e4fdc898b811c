/// An executable lesson: snippets from one chapter (or, when a later chapter says
/// `continues=NAME`, several), compiled together in reading order into one program.
package struct Lesson: Sendable {
    package var name: String
    /// The snippets that are compiled and run, in reading order.
    package var snippets: [Snippet]
    /// `compile_fail` listings, each verified against the lesson code that precedes it.
    package var compileFailSnippets: [Snippet]

    package init(name: String, snippets: [Snippet] = [], compileFailSnippets: [Snippet] = []) {
        self.name = name
        self.snippets = snippets
        self.compileFailSnippets = compileFailSnippets
    }

    /// The chapters the lesson draws on, in order of first appearance.
    package var chapters: [String] {
        var seen: [String] = []
        for snippet in snippets + compileFailSnippets where !seen.contains(snippet.chapter) {
            seen.append(snippet.chapter)
        }
        return seen
    }

    /// Each chapter the lesson draws on with its file's fingerprint, in `chapters` order.
    package var chapterFingerprints: [(chapter: String, fingerprint: UInt64)] {
        let all = snippets + compileFailSnippets
        return chapters.map { chapter in (chapter, all.first { $0.chapter == chapter }?.chapterFingerprint ?? 0) }
    }

    /// The lesson's first listing: where problems of the lesson as a whole are reported.
    package var firstListing: ListingID? { (snippets.first ?? compileFailSnippets.first)?.id }

    /// `chapters/FILE.md:LINE` of the lesson's first listing, as the lesson's report names it.
    package var origin: String { firstListing?.description ?? "" }

    /// True when there is a program to build and run (not only compile_fail listings).
    package var isRunnable: Bool { !snippets.isEmpty }

    /// The command a reader types to run the lesson.
    package var runCommand: String { "swift run \(name)" }
}
