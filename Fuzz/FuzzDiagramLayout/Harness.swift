import Diagnostics
import Foundation
import FuzzSupport
import MermaidModel
@testable import DiagramRenderer

/// The Graphviz layout child (`workbook-layout`) from the outside. An input whose first byte
/// is even goes to the child as raw DOT text (libgvc's reader and layout, and the child's own
/// framing and ID discipline, on anything); an odd one is Mermaid, drawn whole. Either may end
/// the child (a crash in libgvc) or run out its time: that is the promise, so neither is a
/// finding here. What is: this process crashing or hanging, a failure that is not one of the
/// typed ones, or a layout after the input coming out differently from the same layout done
/// before any input — a crash must leave nothing behind.
func check(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let first = bytes.first else { return }
    let text = FuzzInput.text(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
    if first % 2 == 0 {
        do {
            _ = try GraphvizLayout.run(dot: text, deadline: 5)
        } catch is GraphvizLayout.Crashed, is LayoutDeadline.Expired, is ToolError {
            // Ended, out of time, or refused by Graphviz: the typed failures.
        } catch {
            fatalError("unexpected layout failure: \(error)")
        }
    } else {
        _ = try? Diagrams.renderSVG(mermaid: text, file: "fuzz.mmd", firstLine: 1, idPrefix: "fuzz", layoutSeconds: 5)
    }
    guard (try? Diagrams.renderSVG(mermaid: Reference.chart, file: "reference.mmd", firstLine: 1, idPrefix: "r")) == Reference.svg else {
        fatalError("the reference chart laid out differently after this input")
    }
}

/// A chart with a cluster and labelled edges, drawn once before any input.
enum Reference {
    static let chart = """
        flowchart LR
            subgraph S [Sign in]
                A[Start] -->|tap| B(Form)
            end
            B -- done --> C{Valid?}
            C -->|no| B
            C -->|yes| D([Home])
        """
    static let svg: String? = try? Diagrams.renderSVG(mermaid: chart, file: "reference.mmd", firstLine: 1, idPrefix: "r")
}

@main enum Harness {
    static func main() {
        precondition(Reference.svg != nil, "the reference chart does not draw")
        FuzzMain.run(check)
    }
}
