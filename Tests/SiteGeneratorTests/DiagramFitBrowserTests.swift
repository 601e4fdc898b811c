import Foundation
import BookModel
import DiagramRenderer
import Testing
import WorkbookTestSupport

/// Every diagram of the course as a phone (390 px) and a desktop (1280 px) show it (issue 27):
/// whole — not scrolled, not cut off, inside the window — and either readable as drawn
/// (labels at `DiagramSizing.readableLabelPixels` or more) or scaled with a working "Open full
/// size" link to its standalone copy. On a desktop a figure takes the free width right of the
/// text column before it scales, and never runs under the "On this page" box floated there.
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct DiagramFitBrowserTests {
    /// Every page that shows a diagram: the chapters' pages and the print page.
    static func pages() throws -> [URL] {
        let course = try DiagramBrowserTests.coursePages()
        return course + [course[0].deletingLastPathComponent().appendingPathComponent("print.html")]
    }

    static let readable = DiagramSizing.readableLabelPixels

    /// How the diagrams of every page came out at one width.
    struct Tally {
        var fit = 0, scaled = 0
        var links: [(page: String, diagram: DiagramMeasurement.Diagram, link: DiagramMeasurement.Link)] = []
    }

    func tally(_ viewport: WebDriverSession.Viewport, in session: WebDriverSession) throws -> Tally {
        var tally = Tally()
        for page in try Self.pages() {
            try session.open(page)
            let measured = try DiagramMeasurement(session.execute(DiagramMeasurement.script))
            let name = page.lastPathComponent
            for diagram in measured.diagrams {
                let where_ = "\(viewport) \(name) \(diagram.id)"
                #expect(!diagram.figure.scrolls, "\(where_): scrolls in its figure (\(diagram.figure.scrollWidth) of \(diagram.figure.clientWidth) px)")
                #expect(diagram.left >= -0.5 && diagram.right <= measured.layoutWidth + 0.5,
                    "\(where_): drawn from \(diagram.left) to \(diagram.right) px in a \(measured.layoutWidth) px window")
                #expect(diagram.right <= measured.layoutRight + 0.5, "\(where_): past the layout's right edge")
                #expect(diagram.clippedLabels.isEmpty, "\(where_): labels cut off: \(diagram.clippedLabels)")
                #expect(diagram.scale <= 1.001, "\(where_): blown up to \(diagram.scale)×")
                if diagram.labelPixels >= Self.readable - 0.01 {
                    tally.fit += 1
                    #expect(diagram.link?.visible != true, "\(where_): readable as drawn, yet \"Open full size\" shows")
                } else {
                    tally.scaled += 1
                    #expect(diagram.link?.visible == true, "\(where_): labels \(diagram.labelPixels) px and no \"Open full size\"")
                }
                if let link = diagram.link { tally.links.append((name, diagram, link)) }
            }
        }
        return tally
    }

    @Test("390 px phone: every diagram is whole, readable or linked to its full size")
    func phone() throws {
        let session = try WebDriverSession(viewport: .phone(width: 390))
        defer { session.close() }
        let tally = try tally(.phone(width: 390), in: session)
        #expect(tally.fit + tally.scaled > 0)
        #expect(tally.scaled > 0, "a phone shrinks some diagram below readable: the link is exercised")
        print("diagram fit: 390 px: \(tally.fit) of \(tally.fit + tally.scaled) diagrams fit at ≥ \(Int(Self.readable)) px, "
            + "\(tally.scaled) scaled with a full-size link")
        try checkTargets(tally, in: session)
    }

    @Test("1280 px: every diagram is whole and readable, using the free width right of the text")
    func desktop() throws {
        let session = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { session.close() }
        let tally = try tally(.desktop(width: 1280), in: session)
        print("diagram fit: 1280 px: \(tally.fit) of \(tally.fit + tally.scaled) diagrams fit at ≥ \(Int(Self.readable)) px, "
            + "\(tally.scaled) scaled with a full-size link")
        // A diagram wider than the text column grows into the margin before it scales.
        var widened = 0, columnWidth = 0.0
        for page in try DiagramBrowserTests.coursePages() {
            try session.open(page)
            let measured = try DiagramMeasurement(session.execute(DiagramMeasurement.script))
            let column = measured.columnRight - measured.columnLeft
            columnWidth = column
            for diagram in measured.diagrams where diagram.naturalWidth > column + 1 {
                widened += 1
                let room = measured.layoutRight - measured.columnLeft
                #expect(diagram.renderedWidth >= min(diagram.naturalWidth, room - 24) - 1,
                    "\(page.lastPathComponent) \(diagram.id): \(diagram.renderedWidth) px drawn, \(diagram.naturalWidth) natural, \(room) px to the layout's edge")
                #expect(diagram.right > measured.columnRight, "\(diagram.id) stays inside the text column")
            }
        }
        print("diagram fit: 1280 px: \(widened) diagrams wider than the \(Int(columnWidth)) px text column use the margin")
        #expect(widened > 0)
    }

    /// Opens every full-size link's target: a file of the site, showing the same diagram at
    /// its natural size in the light colours written out (no page sets custom properties there).
    func checkTargets(_ tally: Tally, in session: WebDriverSession) throws {
        let folder = try BuiltCourse.site.get().folder
        var opened = Set<String>()
        for (page, diagram, link) in tally.links where opened.insert(link.href).inserted {
            #expect(link.text == "Open full size" && link.label?.hasPrefix("Open full size") == true, "\(page) \(diagram.id): \(link)")
            #expect(link.href.hasPrefix("assets/diagrams/") && link.href.hasSuffix(".svg"), "\(page): \(link.href)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(link.href).path), "\(page): \(link.href) is missing")
            try session.open(try #require(URL(string: link.url)))
            let shown = try session.execute("""
                const svg = document.documentElement, text = svg.querySelector('text'), note = svg.querySelector('.note, .node');
                const background = svg.querySelector('rect.background');
                return [svg.tagName, (svg.querySelector('title') || {}).textContent || '', svg.getBoundingClientRect().width,
                  text ? getComputedStyle(text).fill : '', note ? getComputedStyle(note).fill : '', background ? getComputedStyle(background).fill : ''];
                """) as? [Any] ?? []
            #expect(shown.first as? String == "svg", "\(link.href) is no SVG document: \(shown)")
            #expect(shown.dropFirst().first as? String == diagram.title, "\(link.href) shows another diagram: \(shown)")
            #expect(abs(((shown.dropFirst(2).first as? NSNumber)?.doubleValue ?? 0) - diagram.naturalWidth) < 1, "\(link.href): not at natural size")
            #expect(shown.dropFirst(3).first as? String == "rgb(31, 41, 51)", "\(link.href): labels painted \(shown)")
            #expect(["rgb(255, 248, 219)", "rgb(238, 242, 247)"].contains(shown.dropFirst(4).first as? String ?? ""), "\(link.href): shapes \(shown)")
            #expect(shown.dropFirst(5).first as? String == "rgb(255, 255, 255)", "\(link.href): on white")
        }
        print("diagram fit: \(opened.count) full-size copies open as SVG documents at natural size")
        #expect(!opened.isEmpty)
    }

    @Test("1280 px: a figure clears the box floated at the top of the right margin")
    func figureClearsTheMarginBox() throws {
        let session = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { session.close() }
        try session.open(DiagramBrowserTests.fixturePage())
        // The "On this page" box as the navigation floats it: in the right margin, taller than
        // the prose before the wide diagram.
        let boxes = try session.execute("""
            const figure = document.querySelectorAll('figure.diagram')[1];
            const box = document.createElement('nav');
            box.className = 'toc';
            box.style.cssText = 'float:right;width:13rem;height:40rem;margin:0 -14rem 0 1rem';
            figure.parentNode.insertBefore(box, figure.previousElementSibling);
            const b = box.getBoundingClientRect(), f = figure.querySelector('svg').getBoundingClientRect();
            return [b.left, b.bottom, f.right, f.top];
            """) as? [NSNumber] ?? []
        try #require(boxes.count == 4)
        let (boxLeft, boxBottom, figureRight, figureTop) = (boxes[0].doubleValue, boxes[1].doubleValue, boxes[2].doubleValue, boxes[3].doubleValue)
        #expect(figureRight > boxLeft, "the wide diagram reaches into the margin (\(figureRight) px, box from \(boxLeft) px)")
        #expect(figureTop >= boxBottom - 0.5, "the diagram starts at \(figureTop) px, under the box that ends at \(boxBottom) px")
    }
}
