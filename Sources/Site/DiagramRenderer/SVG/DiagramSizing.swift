/// How large and how small a diagram is drawn on a page.
///
/// A diagram's SVG carries its natural size (`width`/`height`: one user unit, one CSS pixel,
/// labels at `TextMetrics.fontSize`), so a page never blows a small diagram up beyond it; a
/// larger one is scaled down to the width the page gives it and never scrolls (a reader who
/// had to scroll a diagram saw a third of it at a time, notes cut mid-word). Scaled below
/// `readableLabelPixels` its labels get hard to read, so such a diagram also gets a copy of
/// its own (`StandaloneSVG`) that the page links to: opened by itself, the browser shows it at
/// its natural size and zooms it.
package enum DiagramSizing {
    /// Labels drawn at least this many CSS pixels high read without zooming: 11 px is the
    /// smallest size the platforms' own guidelines use for secondary text, a step below the
    /// page's 16 px body text.
    package static let readableLabelPixels: Double = 11

    /// The smallest scale that keeps labels at `readableLabelPixels`.
    package static var readableScale: Double { min(1, readableLabelPixels / TextMetrics.fontSize) }

    /// The narrowest a diagram `naturalWidth` wide can be drawn with readable labels, in CSS
    /// pixels (rounded up, so labels stay at or above the size).
    package static func readableWidth(natural naturalWidth: Double) -> Double {
        (naturalWidth * readableScale).rounded(.up)
    }

    /// The narrowest column the site lays out: a 320 px phone less the page's 1 rem padding
    /// on each side.
    package static let narrowestColumn: Double = 288

    /// Whether some screen the site supports draws a diagram this wide with labels below
    /// `readableLabelPixels`, so its page offers the full-size copy. A diagram that fits the
    /// narrowest column readably never needs one.
    package static func offersFullSize(natural naturalWidth: Double) -> Bool {
        readableWidth(natural: naturalWidth) > narrowestColumn
    }
}
