import Foundation
import LessonCompiler
import MarkdownModel

/// `workbook build`: the book's pipeline — load, verify every lesson, render every page in
/// memory, then swap the finished site into place. Verification failing or any located
/// error stops the build before a single file is written.
public struct SiteBuilder {
    public var root: URL
    public var output: URL
    public var verify = true
    public var scratchPath: URL?
    /// Passed on to the lesson checker (tests turn it off so the tree is never edited).
    public var writesSources = true
    public var progress: @Sendable (String) -> Void

    public init(root: URL, output: URL, progress: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.output = output
        self.progress = progress
    }

    public func build() throws -> SiteBuildSummary {
        let start = Date()
        let checker = self.checker
        let (book, plan) = try checker.prepare()
        var verification: CheckSummary?
        if verify {
            progress("verifying lessons")
            let summary = try checker.check(plan)
            progress(summary.text)
            guard summary.passed else { throw VerificationFailed(summary: summary) }
            verification = summary
        }
        let files = try SiteRenderer(
            book: book, plan: plan, verifications: Self.verifications(from: verification), progress: progress
        ).render()
        try SiteWriter(output: output).write(files)
        let pages = files.keys.filter { $0.hasSuffix(".html") }.count
        let bytes = files.values.map(\.count).reduce(0, +)
        progress("wrote \(pages) pages to \(output.path)")
        return SiteBuildSummary(pages: pages, bytes: bytes, seconds: Date().timeIntervalSince(start), verification: verification)
    }

    /// Every file of the site, path → bytes, rendered in memory without writing anything.
    public func render(verifications: [String: LessonVerification] = [:]) throws -> [String: Data] {
        let (book, plan) = try checker.prepare()
        return try SiteRenderer(book: book, plan: plan, verifications: verifications, progress: progress).render()
    }

    private var checker: LessonChecker {
        var checker = LessonChecker(root: root, scratchPath: scratchPath, progress: progress)
        checker.writesSources = writesSources
        return checker
    }

    /// Per-lesson results for the pages; the toolchain line is shortened to `Swift 6.3.1`.
    static func verifications(from summary: CheckSummary?) -> [String: LessonVerification] {
        guard let summary else { return [:] }
        let toolchain = shortVersion(summary.toolchainVersion)
        var result: [String: LessonVerification] = [:]
        for outcome in summary.outcomes {
            let passed = outcome.report?.passed ?? 0
            result[outcome.lesson.name] = LessonVerification(
                lesson: outcome.lesson.name, checksPassed: passed, toolchain: toolchain,
                compilerMessages: outcome.compilerMessages)
        }
        return result
    }

    static func shortVersion(_ line: String) -> String {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "version"), index + 1 < words.count else { return line }
        return "Swift \(words[index + 1])"
    }
}
