/// Measures text the way the SVG will draw it, before it is drawn.
///
/// Mermaid measures labels in a browser after layout, which is why its static output clips
/// text. Here every SVG names one font stack — Helvetica, Arial, Liberation Sans (all three
/// share the same advance widths) — and widths come from that family's per-character
/// advance table, in thousandths of an em. Characters outside the table count as a full em,
/// and bold text is widened, so estimates err on the wide side: labels never overflow.
public enum TextMetrics {
    /// The font stack every diagram's `<text>` uses.
    public static let fontFamily = "Helvetica, Arial, 'Liberation Sans', sans-serif"
    /// Font size in SVG user units.
    public static let fontSize: Double = 14
    /// Distance between baselines of consecutive lines.
    public static let lineHeight: Double = 18

    /// Advance widths of printable ASCII (32…126) in 1/1000 em.
    private static let asciiAdvances: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
    ]

    /// Bold glyphs of this family are at most about 11% wider than regular ones.
    private static let boldFactor = 1.11

    /// The advance of one character in 1/1000 em.
    static func advance(of character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 32, ascii <= 126 {
            return asciiAdvances[Int(ascii) - 32]
        }
        if character == "\u{00A0}" { return 278 }
        // Latin letters with accents are about as wide as their base letter; be generous.
        if let scalar = character.unicodeScalars.first, scalar.value < 0x0250, character.isLetter {
            return 722
        }
        return 1000
    }

    /// The width of one run in user units.
    public static func width(of text: String, bold: Bool = false, size: Double = fontSize) -> Double {
        let units = text.reduce(0) { $0 + advance(of: $1) }
        return Double(units) / 1000 * size * (bold ? boldFactor : 1)
    }

    /// The width of a label's widest line.
    public static func width(of label: Label, size: Double = fontSize) -> Double {
        label.lines.map { line in
            line.reduce(0) { $0 + width(of: $1.text, bold: $1.isBold, size: size) }
        }.max() ?? 0
    }

    /// The height a label's lines take.
    public static func height(of label: Label) -> Double {
        Double(max(1, label.lines.count)) * lineHeight
    }
}
