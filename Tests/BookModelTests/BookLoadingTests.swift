import BookModel
import Diagnostics
import Foundation
import Testing
import WorkbookTestSupport

/// What `Book.load` reads: only chapters whose real path is inside the book.
@Suite struct BookLoadingTests {
    @Test func aChapterLinkedFromOutsideTheBookIsRefusedUnread() throws {
        let root = temporaryFolder("symlink-book")
        let outside = temporaryFolder("symlink-outside")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        let chapters = root.appendingPathComponent("chapters")
        try FileManager.default.createDirectory(at: chapters, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("# A\n".utf8).write(to: chapters.appendingPathComponent("01-a.md"))
        let secret = outside.appendingPathComponent("secret.md")
        try Data("# Secret\n\nroot:$6$hash\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(
            at: chapters.appendingPathComponent("02-leak.md"), withDestinationURL: secret)

        let error = try #require(throws: SourceErrors.self) { _ = try Book.load(root: root) }
        let text = "\(error)"
        #expect(text.contains("chapters/02-leak.md:1:1: error: the chapter is a link to '"))
        #expect(text.contains("outside the book"))
        #expect(text.contains("hint: a chapter must be a file inside the book's folder"))
        #expect(!text.contains("root:$6$hash"))
    }

    @Test func aChapterLinkedFromInsideTheBookLoads() throws {
        let root = temporaryFolder("symlink-inside-book")
        defer { try? FileManager.default.removeItem(at: root) }
        let chapters = root.appendingPathComponent("chapters")
        let drafts = root.appendingPathComponent("drafts")
        try FileManager.default.createDirectory(at: chapters, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
        try Data("# Draft\n".utf8).write(to: drafts.appendingPathComponent("a.md"))
        try FileManager.default.createSymbolicLink(
            atPath: chapters.appendingPathComponent("01-a.md").path, withDestinationPath: "../drafts/a.md")
        let book = try Book.load(root: root)
        #expect(book.chapters.map(\.document.title) == ["Draft"])
    }

    @Test func realPathsAreJudgedAgainstTheRealRoot() throws {
        let root = temporaryFolder("contained-root")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("in.png"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out.png").path, withDestinationPath: "/etc/hostname")
        // A root that is itself reached through a link still contains its files.
        let alias = URL(fileURLWithPath: root.path + "-alias")
        try? FileManager.default.removeItem(at: alias)
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: root)
        defer { try? FileManager.default.removeItem(at: alias) }
        #expect(ContainedPath.resolve(alias.appendingPathComponent("in.png"), inside: alias)
            == .inside(ContainedPath.realPath(root.appendingPathComponent("in.png").path)!))
        #expect(ContainedPath.resolve(alias.appendingPathComponent("out.png"), inside: alias) == .outside("/etc/hostname"))
        #expect(ContainedPath.resolve(root.appendingPathComponent("none.png"), inside: root) == .missing)
        // A sibling whose name starts like the root's is outside it.
        let sibling = URL(fileURLWithPath: root.path + "x")
        try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sibling) }
        try Data().write(to: sibling.appendingPathComponent("f.png"))
        guard case .outside = ContainedPath.resolve(sibling.appendingPathComponent("f.png"), inside: root) else {
            Issue.record("a sibling folder is not inside the root")
            return
        }
    }
}
