import Diagnostics
import ExerciseModel
import Foundation

/// Finds instructor material in files a learner would get. It compares bytes, so it reads
/// every file alike — Swift, Markdown, scripts, anything — and reports each leak at the file
/// and line where it starts, with what leaked and where it comes from.
package struct LeakScanner: Sendable {
    private let needles: [(secret: InstructorMaterial.Secret, bytes: [UInt8])]

    package init(_ material: InstructorMaterial) {
        needles = material.secrets.map { ($0, Array($0.text.utf8)) }
    }

    /// Every leak in the files at `paths` below `folder`; `paths` are also how messages name them.
    package func scan(folder: URL, paths: [String]) -> [SourceError] {
        paths.flatMap { path -> [SourceError] in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                return [SourceError(file: path, line: 1, message: "the leak scan cannot read this file",
                    hint: "nothing was released; check the folder's permissions")]
            }
            return leaks(in: data, path: path)
        }
    }

    /// Every secret that appears in `data`, the file at `path`: at most one message per secret.
    package func leaks(in data: Data, path: String) -> [SourceError] {
        let haystack = [UInt8](data)
        return needles.compactMap { secret, needle in
            guard let offset = Self.firstOccurrence(of: needle, in: haystack, wholeIdentifier: secret.kind == .hiddenTestName)
            else { return nil }
            let before = haystack[..<offset]
            let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let lineEnd = haystack[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? haystack.count
            return SourceError(
                file: path, line: line, column: offset - lineStart + 1,
                message: "\(secret.description) of exercise \(secret.exercise) appears here; learners must never get it",
                hint: "remove it from \(path): hidden tests and solutions stay with the instructor",
                sourceLine: String(decoding: haystack[lineStart..<lineEnd], as: UTF8.self))
        }
    }

    /// The offset of the first `needle` in `haystack`; with `wholeIdentifier`, only where it is
    /// not part of a longer identifier (`countsEveryTap` is not found in `countsEveryTapTwice`).
    static func firstOccurrence(of needle: [UInt8], in haystack: [UInt8], wholeIdentifier: Bool) -> Int? {
        var start = 0
        while let index = ByteSearch.firstOccurrence(of: needle, in: haystack, from: start) {
            let end = index + needle.count
            if !wholeIdentifier
                || ((index == 0 || !isIdentifierByte(haystack[index - 1])) && (end == haystack.count || !isIdentifierByte(haystack[end])))
            {
                return index
            }
            start = index + 1
        }
        return nil
    }

    /// Letters, digits, `_`, and any byte of a multi-byte UTF-8 character (Swift identifiers may use them).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...:
            true
        default: false
        }
    }
}

/// The learner edition was not written because instructor material is in it: every place found.
package struct InstructorMaterialLeaked: Error, CustomStringConvertible, Sendable {
    package var leaks: [SourceError]

    package init(_ leaks: [SourceError]) { self.leaks = leaks }

    package var description: String { DiagnosticFormatter.plain.format(leaks.map(Diagnostic.source)) }
}
