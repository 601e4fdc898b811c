/// A read position over the input's Unicode scalars.
///
/// Scalars rather than `Character`s so a segment boundary can fall anywhere (even inside a
/// grapheme such as `\r\n`) and the text is still given back scalar for scalar. A segment's
/// text is cut from the input's UTF-8 bytes, one copy per segment, rather than rebuilt scalar
/// by scalar, which used to be most of the highlighter's time.
struct ScalarCursor {
    private let scalars: [Unicode.Scalar]
    /// Where each scalar starts in `utf8`, plus one entry for the end.
    private let offsets: [Int]
    private let utf8: [UInt8]
    private(set) var position = 0

    init(_ text: String) {
        utf8 = Array(text.utf8)
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(utf8.count)
        offsets.reserveCapacity(utf8.count + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        self.offsets = offsets
    }

    var isAtEnd: Bool { position >= scalars.count }

    /// The scalar `offset` places ahead of the position, or `nil` past either end.
    @inline(__always)
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    /// Whether `text` (ASCII, as all of Swift's delimiters are) appears starting `offset` places ahead.
    func hasPrefix(_ text: StaticString, at offset: Int = 0) -> Bool {
        var index = offset
        var matches = true
        text.withUTF8Buffer { ascii in
            for byte in ascii {
                guard peek(index) == Unicode.Scalar(byte) else {
                    matches = false
                    return
                }
                index += 1
            }
        }
        return matches
    }

    /// How many copies of `scalar` follow each other starting `offset` places ahead.
    func run(of scalar: Unicode.Scalar, at offset: Int = 0) -> Int {
        var count = 0
        while peek(offset + count) == scalar { count += 1 }
        return count
    }

    /// Moves forward, never past the end, so callers may over-ask safely.
    mutating func advance(by count: Int = 1) {
        position = min(position + max(count, 0), scalars.count)
    }

    @inline(__always)
    mutating func advance(while predicate: (Unicode.Scalar) -> Bool) {
        while position < scalars.count, predicate(scalars[position]) { position += 1 }
    }

    /// The text between `start` and the current position.
    func text(from start: Int) -> String {
        utf8.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[offsets[start]..<offsets[position]]), as: UTF8.self)
        }
    }
}
