/// The part of each ID that names the chapter, where chapters share a page (the print
/// page) or diagrams must never meet a heading: print-page anchors are `KEY--heading`,
/// diagram IDs `d_FIGUREKEY_N…`. Keys are the slugs of the file names, made unique in
/// file-name order, so `01-a.md`, `01_a.md` and `01-A.md` get `01-a`, `01-a-2`, `01-a-3`;
/// a chapter whose name clashes with none keeps its plain slug, and so its anchors.
struct ChapterKeys: Sendable {
    /// By chapter file name: what print-page anchors start with, e.g. `01-a--`.
    private(set) var anchorPrefixes: [String: String] = [:]
    /// By chapter file name: ASCII letters, digits and hyphens only (an SVG ID keeps no
    /// other character), unique among the chapters.
    private(set) var figureKeys: [String: String] = [:]

    init(fileNames: [String]) {
        var anchors = AnchorNamer()
        var figures = AnchorNamer()
        for name in fileNames.sorted() {
            let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
            let slug = AnchorNamer.slug(stem)
            anchorPrefixes[name] = anchors.unique(slug) + "--"
            figureKeys[name] = figures.unique(Self.ascii(slug))
        }
    }

    /// The slug with every non-ASCII character made a hyphen, hyphens kept single.
    static func ascii(_ slug: String) -> String {
        var result = ""
        for character in slug {
            let kept: Character = character.isASCII ? character : "-"
            if kept == "-", result.isEmpty || result.last == "-" { continue }
            result.append(kept)
        }
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? "chapter" : result
    }

    /// The ID prefix of a page's `number`th diagram (from 1); `d_KEY_N` starts with a
    /// letter, and the underscores keep it apart from every heading's anchor and every
    /// other key's diagrams.
    static func diagramPrefix(figureKey: String, number: Int) -> String {
        "d_\(figureKey)_\(number)"
    }
}
