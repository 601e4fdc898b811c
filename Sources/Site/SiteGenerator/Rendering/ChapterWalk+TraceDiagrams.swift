import BookModel
import MarkupWriting
import MarkdownModel

/// Diagrams bound to a lesson's run: a `trace=` diagram says it matched the run; a
/// `from-trace=` diagram is drawn from the recorded trace, or, when the build did not run
/// the lessons, says so instead of showing a picture nobody checked.
extension ChapterWalk {
    /// The Mermaid source to draw for `code`, or nil when there is nothing to draw (the
    /// placeholder is written instead).
    func diagramSource(_ code: CodeBlock, into html: inout MarkupWriter) -> String? {
        guard let fence = renderer.plan.diagram(for: code, in: document.file), case .drawn(let trace) = fence.binding else {
            return code.code
        }
        if let drawn = renderer.diagramRuns[fence.listingID]?.drawnSource { return drawn }
        html.open("p", [Attribute("class", "diagram-missing")])
        html.text("This diagram is drawn from what the lesson records as trace \u{201C}\(trace)\u{201D}; "
            + "this build did not run the lessons, so it is not shown.")
        html.close("p")
        html.raw("\n")
        return nil
    }

    /// `Matches the run of lesson mvc-coordinator (trace swipe-back)` under a bound diagram.
    func runCaption(_ code: CodeBlock, into html: inout MarkupWriter) {
        guard let fence = renderer.plan.diagram(for: code, in: document.file), fence.binding != nil,
            let run = renderer.diagramRuns[fence.listingID]
        else { return }
        html.open("figcaption", [Attribute("class", "diagram-run")])
        html.text(run.drawnSource == nil ? "\u{2713} Matches the run of lesson " : "Drawn from the run of lesson ")
        html.open("code")
        html.text(run.lesson)
        html.close("code")
        html.text(" (trace \u{201C}\(run.trace)\u{201D})")
        html.close("figcaption")
    }
}
