import BookModel
import DiagramRenderer
import Diagnostics
import ExerciseModel
import Foundation

/// The site while it is being rendered: the verified plan it is made from, the files made
/// so far, and what chapter pages collected for the pages after them.
struct SiteDraft {
    let book: Book
    let plan: LessonPlan
    /// By lesson name; empty when the build skipped verification.
    let verifications: [String: LessonVerification]
    /// The graded exercises, in course order.
    let exercises: [Exercise]
    /// Where learners clone the workbook; nil when the course did not say.
    var repository: String?
    /// The lesson runs behind diagrams that name a trace; empty when verification was skipped.
    var diagramRuns: [ListingID: DiagramRun] = [:]
    /// Where diagrams' Graphviz layouts come from.
    var layouts = DiagramLayouts.uncached
    /// Chapter file name → page name, e.g. `01-mvc.md` → `01-mvc.html`.
    let pages: [String: String]
    /// What names each chapter in IDs on shared pages: print-page anchors, diagram IDs.
    let chapterKeys: ChapterKeys
    /// Chapters and exercises in the order previous/next walks them.
    let courseOrder: CourseOrder
    /// The sidebar and frame every page shares.
    private(set) var shell = PageShell(chapters: [], exercises: [], extraLinks: [])

    var files: [String: Data] = [:]
    /// Every heading's section text, for the search index.
    var sections: [SearchSection] = []
    /// Located warnings the pages found, for the command line.
    var warnings: [SourceError] = []
    /// Each chapter's body as the print page shows it.
    var printedChapters: [(title: String, anchor: String?, body: String)] = []

    init(book: Book, plan: LessonPlan, verifications: [String: LessonVerification], exercises: [Exercise] = [], verified: Bool = true) {
        self.book = book
        self.plan = plan
        self.verifications = verifications
        self.exercises = exercises
        pages = Dictionary(uniqueKeysWithValues: book.chapters.map { ($0.fileName, Self.pageName(for: $0)) })
        chapterKeys = ChapterKeys(fileNames: book.chapters.map(\.fileName))
        courseOrder = CourseOrder(book: book, exercises: exercises, pages: pages)
        shell = makeShell()
        shell.verified = verified
    }

    static func pageName(for chapter: Chapter) -> String {
        String(chapter.fileName.dropLast(3)) + ".html"
    }

    mutating func add(_ path: String, text: String) { files[path] = Data(text.utf8) }

    private func makeShell() -> PageShell {
        PageShell(
            chapters: book.chapters.map {
                PageShell.NavigationEntry(
                    title: $0.document.title ?? $0.fileName, page: pages[$0.fileName]!, status: status(of: $0), number: $0.number?.short)
            },
            exercises: exercises.map {
                PageShell.NavigationEntry(
                    title: $0.prompt.title, page: ExercisePages.pageName(for: $0), number: ExerciseNumber($0).text)
            },
            extraLinks: [
                PageShell.NavigationEntry(title: "Contents", page: "index.html"),
                PageShell.NavigationEntry(title: "Get the code", page: GetTheCodePage.page),
                PageShell.NavigationEntry(title: "Search", page: "search.html"),
                PageShell.NavigationEntry(title: "Print the whole course", page: "print.html"),
            ])
    }

    /// The exercises that practise a chapter, with their pages.
    func exercises(practising chapter: Chapter) -> [(title: String, page: String)] {
        exercises.filter { $0.prompt.chapter == chapter.path }.map { ($0.prompt.title, ExercisePages.pageName(for: $0)) }
    }

    /// What the navigation says about a chapter's lessons in this build.
    func status(of chapter: Chapter) -> String {
        let lessons = plan.lessons(ofChapter: chapter.path)
        guard !lessons.isEmpty else { return "no lesson" }
        let checks = lessons.compactMap { verifications[$0.name]?.checksPassed }
        guard checks.count == lessons.count else { return "lesson not verified in this build" }
        return "✓ \(checks.reduce(0, +)) checks pass"
    }
}
