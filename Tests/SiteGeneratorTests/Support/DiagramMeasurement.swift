import Foundation

/// What a page's diagrams look like once Chromium has laid them out and styled them,
/// read through WebDriver: their drawn scale and label size, the region each scrolls in,
/// and the computed colours of node and cluster labels and of the shapes behind them.
struct DiagramMeasurement {
    struct Diagram {
        var id: String
        var naturalWidth: Double
        var renderedWidth: Double
        /// The drawn size of a label, in CSS pixels: its font size times the SVG's scale.
        var labelPixels: Double
        var region: Region?
        var scale: Double { renderedWidth / naturalWidth }
    }

    struct Region {
        var role: String?
        var tabIndex: String?
        var label: String?
        var scrollWidth: Double
        var clientWidth: Double
        /// The region's right edge on the page, in CSS pixels from the left.
        var right: Double
        var scrolls: Bool { scrollWidth > clientWidth + 1 }
    }

    /// One label and what it is painted on.
    struct LabelPaint {
        var diagram: String
        var kind: String
        var id: String
        var text: RGB?
        var background: RGB?
        /// The label's own computed stroke: anything but `none` outlines its glyphs.
        var textStroke: String
        var contrast: Double? {
            guard let text, let background else { return nil }
            return RGB.contrast(text, background)
        }
    }

    var diagrams: [Diagram]
    var labels: [LabelPaint]
    var pageScrollWidth: Double
    /// The layout viewport's width (the root element's client width).
    var layoutWidth: Double

    static let script = """
        const out = {diagrams: [], labels: [], pageScrollWidth: document.documentElement.scrollWidth, layoutWidth: document.documentElement.clientWidth};
        for (const svg of document.querySelectorAll('svg.diagram')) {
          const text = svg.querySelector('text');
          const fontSize = text ? parseFloat(getComputedStyle(text).fontSize) : 0;
          const region = svg.closest('[role=region]') || svg.parentElement;
          out.diagrams.push({id: svg.id, natural: svg.viewBox.baseVal.width, rendered: svg.getBoundingClientRect().width,
            label: text ? fontSize * text.getScreenCTM().a : 0,
            region: {role: region.getAttribute('role'), tabindex: region.getAttribute('tabindex'), label: region.getAttribute('aria-label'),
              scrollWidth: region.scrollWidth, clientWidth: region.clientWidth, right: region.getBoundingClientRect().right}});
          for (const group of svg.querySelectorAll('g.node, g.cluster')) {
            const label = group.querySelector('text');
            const shape = [...group.children].find(e => e.tagName !== 'text');
            if (!label || !shape) continue;
            const kind = group.classList.contains('cluster') ? 'cluster' : 'node';
            out.labels.push({diagram: svg.id, kind, id: group.id, text: getComputedStyle(label).fill,
              textStroke: getComputedStyle(label).stroke, background: getComputedStyle(shape).fill});
          }
        }
        return out;
        """

    init(_ value: Any?) throws {
        guard let object = value as? [String: Any] else { throw WebDriverSession.Failure(description: "no measurement: \(String(describing: value))") }
        func number(_ any: Any?) -> Double { (any as? NSNumber)?.doubleValue ?? 0 }
        pageScrollWidth = number(object["pageScrollWidth"])
        layoutWidth = number(object["layoutWidth"])
        diagrams = (object["diagrams"] as? [[String: Any]] ?? []).map { item in
            let region = (item["region"] as? [String: Any]).map { region in
                Region(role: region["role"] as? String, tabIndex: region["tabindex"] as? String, label: region["label"] as? String,
                    scrollWidth: number(region["scrollWidth"]), clientWidth: number(region["clientWidth"]), right: number(region["right"]))
            }
            return Diagram(id: item["id"] as? String ?? "", naturalWidth: number(item["natural"]), renderedWidth: number(item["rendered"]),
                labelPixels: number(item["label"]), region: region)
        }
        labels = (object["labels"] as? [[String: Any]] ?? []).map { item in
            LabelPaint(diagram: item["diagram"] as? String ?? "", kind: item["kind"] as? String ?? "", id: item["id"] as? String ?? "",
                text: RGB(css: item["text"] as? String ?? ""), background: RGB(css: item["background"] as? String ?? ""),
                textStroke: item["textStroke"] as? String ?? "")
        }
    }
}

/// A computed CSS colour, `rgb(r, g, b)` or an opaque `rgba(…)`, and WCAG 2's contrast ratio.
struct RGB: Equatable, CustomStringConvertible {
    var red: Double, green: Double, blue: Double

    init(red: Double, green: Double, blue: Double) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// nil for `none`, `url(…)` or a translucent colour, whose contrast depends on what is behind.
    init?(css: String) {
        guard css.hasPrefix("rgb"), let open = css.firstIndex(of: "("), let close = css.lastIndex(of: ")") else { return nil }
        let parts = css[css.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3 || (parts.count == 4 && parts[3] >= 0.999) else { return nil }
        (red, green, blue) = (parts[0], parts[1], parts[2])
    }

    var description: String { "rgb(\(Int(red)), \(Int(green)), \(Int(blue)))" }

    /// Relative luminance, WCAG 2.x: each sRGB channel linearised, weighted 0.2126/0.7152/0.0722.
    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    static func contrast(_ a: RGB, _ b: RGB) -> Double {
        let (light, dark) = a.luminance > b.luminance ? (a.luminance, b.luminance) : (b.luminance, a.luminance)
        return (light + 0.05) / (dark + 0.05)
    }
}
