import BookModel
import Diagnostics
import DiagramRenderer
import MarkupWriting
import MarkdownModel
import MermaidModel

/// A Mermaid block drawn as a figure: the inline SVG, which the page scales to the width it
/// has (`DiagramStyles`), and, for a diagram some screen draws with labels below
/// `DiagramSizing.readableLabelPixels`, a link to its standalone copy ("Open full size"),
/// written as a file of its own under `assets/diagrams/`.
extension ChapterWalk {
    /// The folder of the standalone copies, relative to the pages (which all sit at the top).
    static let diagramFolder = "assets/diagrams/"

    mutating func diagram(_ code: CodeBlock, into html: inout MarkupWriter) {
        guard let source = diagramSource(code, into: &html) else { return }
        diagramCount += 1
        // Named after the chapter, not the page: the print page holds every chapter's diagrams.
        let prefix = ChapterKeys.diagramPrefix(figureKey: placement.figureKey, number: diagramCount)
        let file = Self.diagramFolder + "\(placement.figureFiles ?? placement.figureKey)-\(diagramCount).svg"
        do {
            var failure: (any Error)?
            renderer.figures.figure(ListingID(chapter: document.file, fenceLine: code.range.start.line), into: &html) { figure in
                do {
                    let diagram = try Diagrams.render(
                        mermaid: source, file: document.file, firstLine: code.firstCodeLine, idPrefix: prefix,
                        layouts: renderer.layouts)
                    // Made once per figure (the cache keeps it for the print page), so each
                    // warning and each standalone copy is reported once.
                    warnings += diagram.warnings.map { inChapter($0, code) }
                    figure.open("figure", [Attribute("class", "diagram")])
                    figure.raw(diagram.svg)
                    if DiagramSizing.offersFullSize(natural: diagram.naturalWidth) {
                        diagramFiles.append(DiagramFile(path: file, svg: diagram.standaloneSVG))
                        fullSizeLink(to: file, name: diagram.name, into: &figure)
                    }
                    runCaption(code, into: &figure)
                    figure.close("figure")
                    figure.raw("\n")
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        } catch let error as SourceError {
            errors.append(inChapter(error, code))
        } catch {
            errors.append(SourceError(
                file: document.file, line: code.firstCodeLine, message: "\(error)",
                hint: "fix the diagram; the site draws every diagram at build time"))
        }
    }

    /// `Open full size` under the picture: the standalone copy, which the browser opens at
    /// its natural size and zooms. Named after the diagram, so a page's links tell apart.
    /// The site script hides it while the page draws the diagram readably (`DiagramLinks`).
    private func fullSizeLink(to file: String, name: String, into html: inout MarkupWriter) {
        html.open("p", [Attribute("class", "diagram-full-size")])
        html.element("a", [Attribute("href", file), Attribute("aria-label", "Open full size: " + name)], text: "Open full size")
        html.close("p")
    }
}

/// A diagram's standalone copy: where it goes in the site and its SVG.
struct DiagramFile: Sendable, Equatable {
    var path: String
    var svg: String
}
