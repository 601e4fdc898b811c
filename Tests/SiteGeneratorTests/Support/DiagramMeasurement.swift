import Foundation

/// What a page's diagrams look like once Chromium has laid them out and styled them,
/// read through WebDriver: their drawn scale and label size, the figure each sits in and
/// whether anything of them is cut off, their "Open full size" link, and the computed colours
/// of node and cluster labels and of the shapes behind them.
struct DiagramMeasurement {
    struct Diagram {
        var id: String
        /// The SVG's own `<title>`.
        var title: String
        var naturalWidth: Double
        var renderedWidth: Double
        /// The drawn size of a label, in CSS pixels: its font size times the SVG's scale.
        var labelPixels: Double
        /// The drawn picture on the page, in CSS pixels.
        var left: Double, right: Double, top: Double, bottom: Double
        var figure: Figure
        /// Labels whose box reaches outside the drawing (its `viewBox`) or outside the note
        /// or box drawn right before them: text a reader would see cut off.
        var clippedLabels: [String]
        /// The full-size link, if the figure has one.
        var link: Link?
        var scale: Double { renderedWidth / naturalWidth }
    }

    /// The `figure.diagram` around the picture.
    struct Figure {
        var scrollWidth: Double
        var clientWidth: Double
        var left: Double, right: Double
        var scrolls: Bool { scrollWidth > clientWidth + 1 }
    }

    struct Link {
        var href: String
        /// The address the browser resolves it to.
        var url: String
        var text: String
        var label: String?
        /// Rendered (not `hidden`, not `display:none`) with a box of its own.
        var visible: Bool
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
    /// The text column: `main`'s content box, left and right.
    var columnLeft: Double, columnRight: Double
    /// The layout's right edge (`.layout`).
    var layoutRight: Double

    static let script = """
        const main = document.querySelector('main'), mainStyle = getComputedStyle(main), mainBox = main.getBoundingClientRect();
        const layout = document.querySelector('.layout') || main;
        const out = {diagrams: [], labels: [], pageScrollWidth: document.documentElement.scrollWidth, layoutWidth: document.documentElement.clientWidth,
          columnLeft: mainBox.left + parseFloat(mainStyle.paddingLeft), columnRight: mainBox.right - parseFloat(mainStyle.paddingRight),
          layoutRight: layout.getBoundingClientRect().right};
        for (const svg of document.querySelectorAll('svg.diagram')) {
          const text = svg.querySelector('text');
          const fontSize = text ? parseFloat(getComputedStyle(text).fontSize) : 0;
          const figure = svg.closest('figure') || svg.parentElement;
          const box = svg.getBoundingClientRect(), figureBox = figure.getBoundingClientRect();
          const view = svg.viewBox.baseVal, clipped = [];
          for (const label of svg.querySelectorAll('text')) {
            const b = label.getBBox();
            const across = (r) => b.x < r.x - 0.5 || b.x + b.width > r.x + r.width + 0.5;
            const outside = (r) => across(r) || b.y < r.y - 0.5 || b.y + b.height > r.y + r.height + 0.5;
            // Against the box drawn behind a label only across: its text box is the font's line
            // box, whose height Chromium rounds up at a few pixels (a label at 4 px outgrows its
            // edge-label box by 1.5 units, its letters do not).
            const shape = label.previousElementSibling;
            if (outside(view) || (shape && shape.tagName === 'rect' && across(shape.getBBox()))) {
              clipped.push(label.textContent);
            }
          }
          const link = figure.querySelector('.diagram-full-size a');
          out.diagrams.push({id: svg.id, title: (svg.querySelector('title') || {}).textContent || '', natural: view.width, rendered: box.width,
            label: text ? fontSize * text.getScreenCTM().a : 0,
            left: box.left, right: box.right, top: box.top + scrollY, bottom: box.bottom + scrollY, clipped,
            figure: {scrollWidth: figure.scrollWidth, clientWidth: figure.clientWidth, left: figureBox.left, right: figureBox.right},
            link: link ? {href: link.getAttribute('href'), url: link.href, text: link.textContent, label: link.getAttribute('aria-label'),
              visible: link.checkVisibility() && link.getBoundingClientRect().width > 0} : null});
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
        columnLeft = number(object["columnLeft"])
        columnRight = number(object["columnRight"])
        layoutRight = number(object["layoutRight"])
        diagrams = (object["diagrams"] as? [[String: Any]] ?? []).map { item in
            let figure = item["figure"] as? [String: Any] ?? [:]
            let link = (item["link"] as? [String: Any]).map { link in
                Link(href: link["href"] as? String ?? "", url: link["url"] as? String ?? "", text: link["text"] as? String ?? "",
                    label: link["label"] as? String, visible: link["visible"] as? Bool ?? false)
            }
            return Diagram(id: item["id"] as? String ?? "", title: item["title"] as? String ?? "", naturalWidth: number(item["natural"]),
                renderedWidth: number(item["rendered"]), labelPixels: number(item["label"]),
                left: number(item["left"]), right: number(item["right"]), top: number(item["top"]), bottom: number(item["bottom"]),
                figure: Figure(scrollWidth: number(figure["scrollWidth"]), clientWidth: number(figure["clientWidth"]),
                    left: number(figure["left"]), right: number(figure["right"])),
                clippedLabels: item["clipped"] as? [String] ?? [], link: link)
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
