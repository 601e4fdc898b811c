import Foundation

/// The label colour for a node an author filled (`classDef`, `style`) without naming a text
/// `color`.
///
/// A node's label otherwise follows the page theme, which is light in dark mode: on a fill
/// such as `#f96` that left it at about 2:1. A fill the renderer can read (`#rgb`, `#rrggbb`,
/// `rgb(r, g, b)`) gets whichever of the diagram's dark text or white reads better on it,
/// in both themes, since the author's fill does not change with the theme either. Colour
/// names and translucent fills are left to the theme.
enum FillContrast {
    static let darkText = "#1f2933"
    static let lightText = "#ffffff"

    /// The label colour for a fill, or nil when the fill is not a colour read here.
    static func labelColour(onFill fill: String) -> String? {
        guard let background = rgb(fill) else { return nil }
        let onDark = contrast(luminance(background), luminance(rgb(darkText)!))
        let onLight = contrast(luminance(background), 1)
        return onDark >= onLight ? darkText : lightText
    }

    /// `#rgb`, `#rrggbb` or `rgb(r, g, b)` as channels 0…255.
    static func rgb(_ text: String) -> [Double]? {
        let value = text.replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            switch digits.count {
            case 3: return digits.map { Double(Int(String([$0, $0]), radix: 16)!) }
            case 6: return stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) }
            default: return nil
            }
        }
        guard value.hasPrefix("rgb("), value.hasSuffix(")") else { return nil }
        let parts = value.dropFirst(4).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, parts.allSatisfy({ (0...255).contains($0) }) else { return nil }
        return parts
    }

    /// WCAG 2 relative luminance of sRGB channels.
    static func luminance(_ channels: [Double]) -> Double {
        let linear = channels.map { channel -> Double in
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
