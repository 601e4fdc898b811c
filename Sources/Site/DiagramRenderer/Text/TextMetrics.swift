import MermaidModel

/// Measures text the way the SVG will draw it, before it is drawn.
///
/// Mermaid measures labels in a browser after layout, which is why its static output clips
/// text. Here every SVG names one font stack, and widths come from a per-character advance
/// table (thousandths of an em) holding, for each character, the widest advance among the
/// stack's named fonts: Helvetica, Arial and Liberation Sans (which share their metrics) and
/// DejaVu Sans (the usual Linux fallback, wider almost everywhere). Whichever of them the
/// reader has, a label is never wider than measured. Characters outside the table count as a
/// full em, so estimates err on the wide side.
package enum TextMetrics {
    /// The font stack every diagram's `<text>` uses.
    static let fontFamily = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"
    /// Font size in SVG user units.
    package static let fontSize: Double = 14
    /// Distance between baselines of consecutive lines.
    static let lineHeight: Double = 18
    /// The font stack of `<code>` runs.
    static let monospaceFamily = "SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace"
    /// Every character of the monospace stack advances the same; SF Mono's 0.62 em is the
    /// widest among its named fonts (Menlo and DejaVu Sans Mono 0.602, Consolas 0.55).
    static let monospaceAdvance = 620
    /// `<small>` text is this much of the size around it, and `<sub>`/`<sup>` text this much.
    static let smallScale = 0.85
    static let scriptScale = 0.75

    /// Regular advances of printable ASCII (32…126): one row each for space to `?`, `@` to `_`
    /// and the backtick to `~`.
    private static let regularAdvances: [Int] = [
        318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337, 637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 556,
        1015, 685, 687, 722, 771, 667, 611, 778, 752, 295, 500, 667, 558, 863, 749, 788, 667, 788, 722, 667, 611, 732, 685, 989, 686, 667, 686, 391, 337, 391, 838, 556,
        500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838
    ]

    /// Bold advances of printable ASCII (32…126).
    private static let boldAdvances: [Int] = [
        349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 618,
        1127, 774, 763, 802, 831, 741, 684, 864, 837, 373, 555, 775, 638, 996, 837, 864, 741, 864, 802, 741, 683, 813, 774, 1104, 771, 741, 726, 458, 366, 458, 838, 618,
        500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838
    ]

    /// The advance of one character in 1/1000 em.
    static func advance(of character: Character, bold: Bool = false) -> Int {
        if let ascii = character.asciiValue, ascii >= 32, ascii <= 126 {
            return (bold ? boldAdvances : regularAdvances)[Int(ascii) - 32]
        }
        if character == "\u{00A0}" { return bold ? 349 : 318 }
        // Latin letters with accents are about as wide as their base letter; be generous.
        if let scalar = character.unicodeScalars.first, scalar.value < 0x0250, character.isLetter {
            return bold ? 900 : 800
        }
        return 1000
    }

    /// The width of one run in user units.
    package static func width(of text: String, bold: Bool = false, size: Double = fontSize) -> Double {
        // Printable ASCII, the usual label, is one character per byte: no grapheme breaking.
        let table = bold ? boldAdvances : regularAdvances
        var units = 0
        for byte in text.utf8 {
            guard byte >= 32, byte <= 126 else {
                units = text.reduce(0) { $0 + advance(of: $1, bold: bold) }
                break
            }
            units += table[Int(byte) - 32]
        }
        return Double(units) / 1000 * size
    }

    /// The width of one styled run: monospace for code, smaller for small, sub and sup.
    static func width(of run: Label.Run, scale: Double = 1) -> Double {
        let size = run.fontSize * scale
        guard run.isCode else { return width(of: run.text, bold: run.isBold, size: size) }
        let units = run.text.reduce(0) { $0 + ($1.isASCII ? monospaceAdvance : 1000) }
        return Double(units) / 1000 * size
    }

    /// The width of a label's widest line, at `size` rather than the usual font size.
    package static func width(of label: Label, size: Double = fontSize) -> Double {
        label.lines.map { line in
            line.reduce(0) { $0 + width(of: $1, scale: size / fontSize) }
        }.max() ?? 0
    }

    /// The height a label's lines take.
    package static func height(of label: Label) -> Double {
        Double(max(1, label.lines.count)) * lineHeight
    }
}

extension Label.Run {
    /// The run's font size: `<small>` shrinks it, and `<sub>`/`<sup>` (also inside `<small>`).
    var fontSize: Double {
        var size = TextMetrics.fontSize
        if isSmall { size *= TextMetrics.smallScale }
        if shift != .none { size *= TextMetrics.scriptScale }
        return size
    }
}
