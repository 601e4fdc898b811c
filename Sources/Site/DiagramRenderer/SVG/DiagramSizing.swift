/// How large and how small a diagram is drawn on a page.
///
/// A diagram's SVG carries its natural size (`width`/`height`: one user unit, one CSS pixel,
/// labels at `TextMetrics.fontSize`), so a page never blows a small diagram up beyond it.
/// Shrinking a large one to fit a phone made its labels a few pixels high; instead it shrinks
/// only until its labels reach `minimumLabelPixels`, and from there the page lets it scroll
/// sideways (the site wraps it in a focusable region). The rule is written into the SVG's own
/// `min-width` at build time, so it holds without JavaScript.
package enum DiagramSizing {
    /// Labels are never drawn smaller than this many CSS pixels: 12 px is the size below
    /// which body text is commonly judged too small to read on a phone, and it keeps a
    /// diagram's labels within a step of the page's 16 px text.
    package static let minimumLabelPixels: Double = 12

    /// The smallest scale a diagram is drawn at: labels at `minimumLabelPixels`.
    package static var minimumScale: Double { min(1, minimumLabelPixels / TextMetrics.fontSize) }

    /// The narrowest a diagram `naturalWidth` wide may be drawn, in CSS pixels (rounded up,
    /// so labels stay at or above the minimum).
    package static func minimumWidth(natural naturalWidth: Double) -> Double {
        (naturalWidth * minimumScale).rounded(.up)
    }
}
