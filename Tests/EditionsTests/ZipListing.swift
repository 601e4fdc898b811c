import Foundation

/// The entries of a zip file as its central directory lists them: name and Unix mode, in
/// archive order. Enough to check what a bundle holds without unpacking it.
struct ZipListing {
    struct Entry: Equatable {
        var name: String
        var mode: Int
    }

    var entries: [Entry]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func uint16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func uint32(_ at: Int) -> Int { uint16(at) | uint16(at + 2) << 16 }
        // The end-of-central-directory record: the last "PK\u{5}\u{6}".
        guard bytes.count >= 22,
            let end = stride(from: bytes.count - 22, through: 0, by: -1).first(where: { uint32($0) == 0x0605_4b50 })
        else { throw FixtureError("no end of central directory: not a zip") }
        var offset = uint32(end + 16)
        entries = []
        for _ in 0..<uint16(end + 10) {
            guard uint32(offset) == 0x0201_4b50 else { throw FixtureError("bad central directory entry at \(offset)") }
            let nameLength = uint16(offset + 28)
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            entries.append(Entry(name: name, mode: (uint32(offset + 38) >> 16) & 0o777))
            offset += 46 + nameLength + uint16(offset + 30) + uint16(offset + 32)
        }
    }

    var names: [String] { entries.map(\.name) }
}
