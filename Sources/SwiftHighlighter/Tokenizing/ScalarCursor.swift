/// A read position over the input's Unicode scalars.
///
/// Scalars rather than `Character`s so a segment boundary can fall anywhere (even inside a
/// grapheme such as `\r\n`) and the text is still rebuilt scalar for scalar.
struct ScalarCursor {
    private let scalars: [Unicode.Scalar]
    private(set) var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var isAtEnd: Bool { position >= scalars.count }

    /// The scalar `offset` places ahead of the position, or `nil` past either end.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return scalars.indices.contains(index) ? scalars[index] : nil
    }

    /// Whether `text` appears starting `offset` places ahead.
    func hasPrefix(_ text: String, at offset: Int = 0) -> Bool {
        var index = offset
        for scalar in text.unicodeScalars {
            guard peek(index) == scalar else { return false }
            index += 1
        }
        return true
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

    mutating func advance(while predicate: (Unicode.Scalar) -> Bool) {
        while let scalar = peek(), predicate(scalar) { position += 1 }
    }

    /// The text between `start` and the current position.
    func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<position])
        return String(view)
    }
}
