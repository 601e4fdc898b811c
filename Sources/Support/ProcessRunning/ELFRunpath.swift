import Foundation

/// The library search folders a program names in its ELF dynamic section (DT_RUNPATH, or the
/// older DT_RPATH). A Swift program built by SwiftPM names its toolchain's runtime folder there,
/// which is exactly what a sandbox must show it. Reads the headers only: a few kilobytes, never
/// the whole binary. 64-bit little-endian ELF only (x86_64, aarch64); anything else gives [].
enum ELFRunpath {
    static func folders(of path: String) -> [String] {
        guard let file = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? file.close() }
        func bytes(at offset: UInt64, count: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 20, (try? file.seek(toOffset: offset)) != nil,
                let data = try? file.read(upToCount: count), data.count == count
            else { return nil }
            return [UInt8](data)
        }
        // The file header: magic, 64-bit (class 2), little-endian (data 1), section table.
        guard let header = bytes(at: 0, count: 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46],
            header[4] == 2, header[5] == 1
        else { return [] }
        let sectionTable = header.integer(at: 0x28, size: 8)
        let sectionSize = Int(header.integer(at: 0x3A, size: 2))
        let sectionCount = Int(header.integer(at: 0x3C, size: 2))
        guard sectionSize >= 64, sectionCount > 0, sectionCount < 1 << 16,
            let sections = bytes(at: sectionTable, count: sectionSize * sectionCount)
        else { return [] }
        func section(_ index: Int) -> (type: UInt64, offset: UInt64, size: UInt64, link: Int) {
            let base = index * sectionSize
            return (sections.integer(at: base + 4, size: 4), sections.integer(at: base + 0x18, size: 8),
                    sections.integer(at: base + 0x20, size: 8), Int(sections.integer(at: base + 0x28, size: 4)))
        }
        let dynamicType: UInt64 = 6
        guard let dynamic = (0..<sectionCount).map(section).first(where: { $0.type == dynamicType }),
            dynamic.link < sectionCount,
            let entries = bytes(at: dynamic.offset, count: Int(min(dynamic.size, 1 << 20)))
        else { return [] }
        let strings = section(dynamic.link)
        guard let table = bytes(at: strings.offset, count: Int(min(strings.size, 1 << 20))) else { return [] }

        let runpath: UInt64 = 29, rpath: UInt64 = 15
        var found: [String] = []
        for start in stride(from: 0, to: entries.count - 15, by: 16) {
            let tag = entries.integer(at: start, size: 8)
            guard tag == runpath || tag == rpath else { continue }
            let offset = Int(entries.integer(at: start + 8, size: 8))
            guard offset < table.count else { continue }
            let end = table[offset...].firstIndex(of: 0) ?? table.count
            found += String(decoding: table[offset..<end], as: UTF8.self).split(separator: ":").map(String.init)
        }
        return found
    }
}

extension [UInt8] {
    /// A little-endian unsigned integer of `size` bytes at `offset` (0 when out of range).
    fileprivate func integer(at offset: Int, size: Int) -> UInt64 {
        guard offset >= 0, offset + size <= count else { return 0 }
        var value: UInt64 = 0
        for index in (0..<size).reversed() { value = value << 8 | UInt64(self[offset + index]) }
        return value
    }
}
