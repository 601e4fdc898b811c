import Diagnostics
import Foundation
import LessonKit
import MarkdownModel

/// The workbook on disk: its root folder and its chapters, parsed, in file-name order
/// (`01-…`, `02-…`), which is also reading order.
package struct Book: Sendable {
    package var root: URL
    package var chapters: [Chapter]
    /// Old chapter files and where their sections are now (`chapters/moved-pages.txt`).
    package var movedPages: [MovedPage]

    package init(root: URL, chapters: [Chapter], movedPages: [MovedPage] = []) {
        self.root = root
        self.chapters = chapters
        self.movedPages = movedPages
    }

    /// Loads every `chapters/*.md` below `root`. Every unreadable chapter is reported, not
    /// just the first; so is a chapter whose real path (symbolic links followed) is outside
    /// `root`, which is never read.
    package static func load(root: URL) throws -> Book {
        let names = try chapterFileNames(root: root)
        return try assemble(root: root, names.map { name in Result { try loadChapter(name, root: root) } })
    }

    /// The chapter files' names, in reading order, none of them read: the pieces of a load
    /// that another stage may spread over cores with `loadChapter` and `assemble`.
    package static func chapterFileNames(root: URL) throws -> [String] {
        let folder = root.appendingPathComponent("chapters")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ToolError(
                "no chapters/ folder in \(root.path)",
                hint: "run the command from the workbook's root folder, or pass --root DIR")
        }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }
            .sorted()
    }

    /// One chapter, parsed; a located error when it cannot be.
    package static func loadChapter(_ name: String, root: URL) throws -> Chapter {
        let file = root.appendingPathComponent("chapters").appendingPathComponent(name)
        if case .outside(let real) = ContainedPath.resolve(file, inside: root) {
            throw SourceError(
                file: "chapters/\(name)", line: 1, message: "the chapter is a link to '\(real)', outside the book",
                hint: "a chapter must be a file inside the book's folder: copy it in instead of linking to it")
        }
        let document = try MarkdownParser.parse(fileAt: file, displayPath: "chapters/\(name)")
        let bytes = (try? Data(contentsOf: file)) ?? Data()
        // Through a buffer: hashing `Data` byte by byte goes through its iterator, not a loop.
        return Chapter(fileName: name, document: document, fingerprint: bytes.withUnsafeBytes { ChapterFingerprint.of($0) })
    }

    /// The book from its chapters' loads, in reading order; every located error at once.
    package static func assemble(root: URL, _ loads: [Result<Chapter, any Error>]) throws -> Book {
        var chapters: [Chapter] = []
        var errors: [SourceError] = []
        for load in loads {
            switch load {
            case .success(let chapter): chapters.append(chapter)
            case .failure(let error as SourceError): errors.append(error)
            case .failure(let error): throw error
            }
        }
        var movedPages: [MovedPage] = []
        do { movedPages = try MovedPages.load(root: root) } catch let failure as SourceErrors {
            errors += failure.errors
        } catch let failure as SourceError { errors.append(failure) }
        if !errors.isEmpty { throw SourceErrors(errors) }
        return Book(root: root, chapters: chapters, movedPages: movedPages)
    }
}
