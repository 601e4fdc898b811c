import Diagnostics
import Foundation

/// Chapters the course no longer has under their old names (split into parts, renamed), read
/// from `chapters/moved-pages.txt`, so the site can keep every old address working: each old
/// page becomes a small page that sends each of its old anchors on to where that section lives
/// now. One line per address:
///
///     01-classic-coordinator.md -> 01-1-classic-coordinator.md
///     01-classic-coordinator.md#push-or-present -> 01-4-push-or-present.md#push-or-present
///
/// The first line of an old page (no anchor) says where the page itself goes. `#` begins a
/// comment line. Whether each target exists is checked with the book's other links.
package struct MovedPage: Sendable, Equatable {
    /// An address on the site now: a chapter file and, optionally, a heading's anchor.
    package struct Target: Sendable, Equatable {
        package var fileName: String
        package var anchor: String?
        /// Where the target is written in `moved-pages.txt`, for errors.
        package var line: Int
        package var column: Int
    }

    /// The old chapter file, e.g. `01-classic-coordinator.md`.
    package var fileName: String
    package var target: Target
    /// Each old anchor, in the order listed, and where it goes.
    package var anchors: [(anchor: String, target: Target)]

    package static func == (left: MovedPage, right: MovedPage) -> Bool {
        left.fileName == right.fileName && left.target == right.target
            && left.anchors.map(\.anchor) == right.anchors.map(\.anchor) && left.anchors.map(\.target) == right.anchors.map(\.target)
    }
}

package enum MovedPages {
    package static let path = "chapters/moved-pages.txt"

    /// The moved pages of the book at `root`; none when the file does not exist.
    package static func load(root: URL) throws -> [MovedPage] {
        let file = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        let data = try Data(contentsOf: file)
        guard let text = String(data: data, encoding: .utf8) else {
            throw SourceError(file: path, line: 1, message: "the file is not UTF-8 text", hint: "save it as UTF-8")
        }
        return try parse(text)
    }

    /// Every malformed line is reported at once.
    package static func parse(_ text: String) throws -> [MovedPage] {
        var pages: [MovedPage] = []
        var errors: [SourceError] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let number = index + 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let error = { (column: Int, message: String, hint: String) in
                errors.append(SourceError(file: path, line: number, column: column, message: message, hint: hint, sourceLine: String(line)))
            }
            let sides = line.components(separatedBy: "->")
            guard sides.count == 2 else {
                error(1, "expected 'OLD.md#anchor -> NEW.md#anchor'",
                    "write the old address, '->', and where it goes now, e.g. '04-mvc-coordinator.md#summary -> 04-3-adapter.md#summary'")
                continue
            }
            let oldColumn = sides[0].prefix { $0 == " " || $0 == "\t" }.count + 1
            let newColumn = sides[0].count + 2 + sides[1].prefix { $0 == " " || $0 == "\t" }.count + 1
            guard let old = address(sides[0]), let new = address(sides[1]) else {
                let column = address(sides[0]) == nil ? oldColumn : newColumn
                error(column, "an address is a chapter file name ending in '.md', optionally with '#anchor'",
                    "e.g. '04-mvc-coordinator.md' or '04-mvc-coordinator.md#summary', no spaces or folders")
                continue
            }
            let target = MovedPage.Target(fileName: new.file, anchor: new.anchor, line: number, column: newColumn)
            if let pageIndex = pages.firstIndex(where: { $0.fileName == old.file }) {
                guard let anchor = old.anchor else {
                    error(oldColumn, "'\(old.file)' already has a line that says where the page goes", "keep one line without an anchor per old page")
                    continue
                }
                if pages[pageIndex].anchors.contains(where: { $0.anchor == anchor }) {
                    error(oldColumn, "'\(old.file)#\(anchor)' is listed twice", "an old address goes to one place: keep one line")
                    continue
                }
                pages[pageIndex].anchors.append((anchor, target))
            } else {
                guard old.anchor == nil else {
                    error(oldColumn, "the first line of '\(old.file)' must say where the page itself goes",
                        "begin with '\(old.file) -> NEW.md', then one line per anchor")
                    continue
                }
                pages.append(MovedPage(fileName: old.file, target: target, anchors: []))
            }
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
        return pages
    }

    private static func address(_ text: String) -> (file: String, anchor: String?)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        guard file.hasSuffix(".md"), file.count > 3, !file.contains("/"), !file.contains(where: \.isWhitespace),
            anchor.map({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) ?? true
        else { return nil }
        return (file, anchor)
    }
}
