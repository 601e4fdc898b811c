import Foundation
import BookModel
import DiagramRenderer
import SiteGenerator
import Testing
import WorkbookTestSupport

/// Diagrams as a reader sees them (issues 14 and 27), measured in headless Chromium through
/// chromedriver at 1280 and 390 CSS pixels, in the light and the dark theme: drawn no larger
/// than their natural size, scaled to the width they have and never scrolled (a diagram too
/// wide to stay readable offers "Open full size"; `DiagramFitBrowserTests` measures every
/// diagram of the course that way), and node and cluster labels at WCAG AA contrast (4.5:1)
/// against their fills.
///
/// The pages are the real course's and a fixture chapter's that holds the cases the course
/// lacks (a two-participant diagram, a very wide one, a subgraph stacked across its chart,
/// a node the author filled in a light colour, which must stay readable in the dark theme).
/// `WORKBOOK_DIAGRAM_SITE=/path/to/site` measures the course pages of another built site
/// instead (an older build, to compare figures); the figures are printed either way.
@Suite(.serialized, .tags(.browser), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct DiagramBrowserTests {
    static let fixtureChapter = """
        # Diagrams

        A small one.

        ```mermaid
        sequenceDiagram
            Reader->>Book: open
        ```

        A wide one.

        ```mermaid
        sequenceDiagram
            autonumber
            participant App as Application coordinator
            participant Auth as Authentication coordinator
            participant Nav as Navigation controller
            participant List as Book list view controller
            participant Detail as Book detail view controller
            participant Store as Persistent book store
            participant Sync as Background synchronisation
            App->>Auth: start the sign-in flow for the current account
            Auth->>Nav: push the sign-in screen without animation
            Nav<<->>List: the list and the navigation controller agree
            List->>Detail: show the chosen book with its reviews
            Detail->>Store: read the cached copy of the reviews
            Store->>Sync: ask for anything newer than the cached copy
        ```

        A flowchart whose subgraph stacks across it.

        ```mermaid
        flowchart LR
            Home -->|choose book| Picker
            subgraph Picking [Choosing a book]
                direction TB
                Picker --> Preview
            end
            Picker -- cancelled --> Home
            Preview --> Read[Reading]:::warm
            classDef warm fill:#f96
        ```
        """

    /// The fixture chapter's site, built once without verification (it has no lessons).
    static let fixtureSite: Result<URL, any Error> = Result {
        let book = temporaryFolder("diagram-browser-book")
        let output = temporaryFolder("diagram-browser-site")
        try FixtureWorkbook.write(book, chapters: ["01-diagrams.md": fixtureChapter])
        var builder = SiteBuild(root: book, output: output)
        builder.verify = false
        _ = try builder.build()
        return output
    }

    /// Every course page with a diagram, in the built course or the site the environment names.
    static func coursePages() throws -> [URL] {
        let folder = try ProcessInfo.processInfo.environment["WORKBOOK_DIAGRAM_SITE"].map { URL(fileURLWithPath: $0) }
            ?? BuiltCourse.site.get().folder
        return try Book.load(root: repositoryRoot).chapters
            .filter { chapter in chapter.document.codeBlocks.contains { $0.language == "mermaid" } }
            .map { folder.appendingPathComponent(String($0.fileName.dropLast(3)) + ".html") }
    }

    static func fixturePage() throws -> URL {
        try fixtureSite.get().appendingPathComponent("01-diagrams.html")
    }

    func measure(_ pages: [URL], in session: WebDriverSession) throws -> [(page: String, measurement: DiagramMeasurement)] {
        try pages.map { page in
            try session.open(page)
            return (page.lastPathComponent, try DiagramMeasurement(session.execute(DiagramMeasurement.script)))
        }
    }

    static func figure(_ line: String) { print("diagram figure: " + line) }

    @Test("1280 px: a small diagram is drawn at its natural size, never blown up")
    func smallDiagramAtNaturalSize() throws {
        let session = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { session.close() }
        let pages = try measure([Self.fixturePage()] + Self.coursePages(), in: session)
        let small = try #require(pages.first?.measurement.diagrams.first)
        Self.figure("1280 px, two participants: scale \(rounded(small.scale)), labels \(rounded(small.labelPixels)) px")
        #expect(small.scale <= 1.001 && small.scale >= 0.999, "drawn at \(small.scale)× its natural width")
        for (page, measurement) in pages {
            for diagram in measurement.diagrams {
                Self.figure("1280 px, \(page) \(diagram.id): scale \(rounded(diagram.scale)), labels \(rounded(diagram.labelPixels)) px")
                #expect(diagram.scale <= 1.001, "\(page) \(diagram.id): drawn at \(diagram.scale)×")
            }
        }
    }

    @Test("390 px phone: a wide diagram is scaled to the column, never scrolled, and offers its full size")
    func phoneScalesWideDiagrams() throws {
        let session = try WebDriverSession(viewport: .phone(width: 390))
        defer { session.close() }
        let measurement = try #require(try measure([Self.fixturePage()], in: session).first?.measurement)
        #expect(measurement.layoutWidth == 390, "the phone's layout viewport")
        #expect(measurement.pageScrollWidth <= measurement.layoutWidth, "the page scrolls sideways: \(measurement.pageScrollWidth) px")
        try #require(measurement.diagrams.count == 3)
        for diagram in measurement.diagrams {
            Self.figure("390 px, fixture \(diagram.id): scale \(rounded(diagram.scale)), labels \(rounded(diagram.labelPixels)) px")
            #expect(!diagram.figure.scrolls, "\(diagram.id) scrolls in its figure")
            #expect(diagram.right <= measurement.columnRight + 0.5, "\(diagram.id) reaches \(diagram.right) px, past the column")
        }
        let (small, wide) = (measurement.diagrams[0], measurement.diagrams[1])
        #expect(small.link == nil && abs(small.scale - 1) < 0.001, "the small one: natural size, nothing to open")
        #expect(wide.renderedWidth >= measurement.columnRight - measurement.columnLeft - 1, "the wide one takes the column")
        #expect(wide.labelPixels < DiagramSizing.readableLabelPixels && wide.link?.visible == true,
            "the wide one's labels are \(wide.labelPixels) px, so its full size is offered")
    }

    @Test("A diagram's full-size link shows keyboard focus")
    func fullSizeLinkShowsFocus() throws {
        let session = try WebDriverSession(viewport: .phone(width: 390))
        defer { session.close() }
        try session.open(Self.fixturePage())
        let style = try session.execute("""
            const link = document.querySelector('.diagram-full-size:not([hidden]) a');
            link.focus({focusVisible: true});
            const computed = getComputedStyle(link);
            return [document.activeElement === link, computed.outlineStyle, parseFloat(computed.outlineWidth)];
            """) as? [Any]
        #expect(style?.first as? Bool == true, "the link takes focus")
        #expect(style?.dropFirst().first as? String != "none", "an outline shows: \(String(describing: style))")
        #expect(((style?.last as? NSNumber)?.doubleValue ?? 0) >= 2)
    }

    @Test("Printed, a wide diagram shrinks to the page instead of overflowing it")
    func printFitsThePage() throws {
        let session = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { session.close() }
        try session.open(Self.fixturePage())
        try session.emulateMedia("print")
        let widths = try session.execute("""
            return [...document.querySelectorAll('svg.diagram')].map(svg => [svg.getBoundingClientRect().width, svg.closest('figure').clientWidth]);
            """) as? [[NSNumber]] ?? []
        #expect(widths.count == 3)
        for pair in widths {
            #expect(pair[0].doubleValue <= pair[1].doubleValue + 1, "printed \(pair[0]) px in a figure \(pair[1]) px wide")
        }
    }

    @Test("Node and cluster labels meet WCAG AA against their fills", arguments: ["light", "dark"])
    func labelContrast(scheme: String) throws {
        let session = try WebDriverSession(viewport: .desktop(width: 1280))
        defer { session.close() }
        try session.emulateColourScheme(scheme)
        let pages = try measure([Self.fixturePage()] + Self.coursePages(), in: session)
        var lowest: [String: Double] = [:]
        var count = 0
        for (page, measurement) in pages {
            for label in measurement.labels {
                count += 1
                let contrast = try #require(label.contrast, "\(page) \(label.id): colours \(String(describing: label.text)) on \(String(describing: label.background))")
                lowest[label.kind] = min(lowest[label.kind] ?? .infinity, contrast)
                #expect(contrast >= 4.5, "\(scheme): \(page) \(label.id): \(rounded(contrast)):1, \(label.text!) on \(label.background!)")
                #expect(label.textStroke == "none", "\(scheme): \(page) \(label.id): the label's glyphs are outlined in \(label.textStroke)")
            }
        }
        #expect(lowest["cluster"] != nil && lowest["node"] != nil, "the pages hold nodes and clusters")
        Self.figure("\(scheme): \(count) labels; lowest node \(rounded(lowest["node"] ?? 0)):1, cluster \(rounded(lowest["cluster"] ?? 0)):1")
    }

    private func rounded(_ value: Double) -> String { String(format: "%.2f", value) }
}
