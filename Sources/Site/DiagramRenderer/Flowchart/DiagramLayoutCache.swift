import Foundation
import LessonKit

/// Graphviz layouts kept on disk between builds, one file per DOT text, keyed by the text and
/// by what else decides the output: this format's version, the layout helper program
/// (rebuilt when the way we call Graphviz changes) and the Graphviz library it runs
/// (`GraphvizLibraryStamp`: replaced by a system update without a rebuild). An entry holds its whole key, so a
/// hash collision is a miss, never a wrong picture; an unreadable, truncated, damaged or
/// foreign entry is a miss too, and the layout is run again. Entries are written atomically (a temporary
/// file renamed into place), so a concurrent build reads a whole entry or none.
package struct DiagramLayoutCache: Sendable {
    /// Bump when what an entry holds or how it is keyed changes.
    static let formatVersion = "diagram-layout-1"

    package let folder: URL
    /// Everything but the DOT text that the key holds.
    let engine: String

    /// A cache in `folder` (made on the first store) for layouts by the helper at `helper`
    /// (nil: the one the layouts will run, beside this program or named by the environment)
    /// with the Graphviz library `graphviz` stamps (nil: the one installed).
    package init(folder: URL, helper: String? = nil, graphviz: String? = nil) {
        self.folder = folder
        let program = helper ?? LayoutHelpers.program()
        let attributes = try? FileManager.default.attributesOfItem(atPath: program)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        engine = "\(Self.formatVersion)\u{0}\(program):\(size):\(date)\u{0}\(graphviz ?? GraphvizLibraryStamp.current())"
    }

    /// The stored reply for exactly this request, or nil.
    func reply(forDOT dot: String) -> Data? {
        let key = Array(self.key(dot).utf8)
        guard let data = try? Data(contentsOf: url(key)) else { return nil }
        let bytes = [UInt8](data)
        guard let newline = bytes.prefix(64).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 3, let keyCount = Int(header[0]), let replyCount = Int(header[1]), replyCount >= 0, keyCount == key.count,
            bytes.count == newline + 1 + keyCount + replyCount,
            bytes[(newline + 1)..<(newline + 1 + keyCount)].elementsEqual(key)
        else { return nil }
        let reply = bytes[(newline + 1 + keyCount)...]
        guard String(ChapterFingerprint.of(reply), radix: 16) == header[2] else { return nil }
        return Data(reply)
    }

    /// Keeps a reply; a cache that cannot be written only means the next build lays out again.
    /// An entry is "<key bytes> <reply bytes> <reply hash>\n<key><reply>": a truncated or
    /// damaged one does not match its header.
    func store(_ reply: Data, forDOT dot: String) {
        let key = Array(self.key(dot).utf8)
        var entry = Data("\(key.count) \(reply.count) \(String(ChapterFingerprint.of(reply), radix: 16))\n".utf8)
        entry.append(contentsOf: key)
        entry.append(reply)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? entry.write(to: url(key), options: .atomic)
    }

    private func key(_ dot: String) -> String { engine + "\u{0}" + dot }

    private func url(_ key: [UInt8]) -> URL {
        folder.appendingPathComponent(String(ChapterFingerprint.of(key), radix: 16) + ".layout")
    }
}
