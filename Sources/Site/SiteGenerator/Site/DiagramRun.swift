/// The lesson run behind a diagram that names a trace, as the orchestrator found it after
/// verification: a `trace=` diagram matched it; a `from-trace=` diagram is drawn from it.
package struct DiagramRun: Sendable, Equatable {
    package var lesson: String
    package var trace: String
    /// For a `from-trace` diagram, the Mermaid source drawn from the recorded trace.
    package var drawnSource: String?

    package init(lesson: String, trace: String, drawnSource: String? = nil) {
        self.lesson = lesson
        self.trace = trace
        self.drawnSource = drawnSource
    }
}
