/// Writes SVG markup as text, one element per line, with escaping and stable number
/// formatting so the same diagram always produces byte-identical output.
struct SVGBuilder {
    private(set) var output = ""
    private var depth = 0

    typealias Attributes = KeyValuePairs<String, String>

    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.render(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element without children, or with escaped text content.
    mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
        if let text {
            line("<\(name)\(Self.render(attributes))>\(Self.escape(text))</\(name)>")
        } else {
            line("<\(name)\(Self.render(attributes))/>")
        }
    }

    /// Markup that is already well-formed (built by this type's helpers).
    mutating func raw(_ markup: String) {
        line(markup)
    }

    private mutating func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    static func render(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Escapes text and attribute values alike (quotes included).
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                // Control characters are not allowed in XML 1.0 at all.
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Numbers with at most two decimals and no locale, e.g. `12`, `3.5`, `-0.25`.
func svgNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    hundredths = abs(hundredths)
    let whole = hundredths / 100
    let fraction = hundredths % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// A point in SVG user units (y grows downwards).
struct Point: Sendable, Equatable {
    var x: Double
    var y: Double
}

/// An axis-aligned rectangle in SVG user units.
struct Rect: Sendable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    func union(_ other: Rect) -> Rect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        return Rect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    func contains(_ other: Rect) -> Bool {
        other.x >= x - 0.01 && other.y >= y - 0.01 && other.maxX <= maxX + 0.01 && other.maxY <= maxY + 0.01
    }
}
