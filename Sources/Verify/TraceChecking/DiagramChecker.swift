import BookModel
import Diagnostics
import LessonKit
import MarkdownModel
import MermaidModel

/// The check stage for diagrams: every Mermaid fence of the checked chapters must parse, and
/// every `trace=NAME` diagram must describe the run its chapter's lesson recorded under NAME.
/// Runs after verification, on the reports it produced (fresh or cached), so `workbook check`
/// catches a diagram that drifted from its code without building the site.
package struct DiagramChecker: Sendable {
    package var book: Book
    package var plan: LessonPlan

    package init(book: Book, plan: LessonPlan) {
        self.book = book
        self.plan = plan
    }

    package struct Outcome: Sendable {
        package var problems: [SourceError] = []
        /// Trace-checked diagrams that matched their run.
        package var matched = 0
    }

    /// Checks the diagrams of the chapters `lessons` come from (all chapters when nil),
    /// against `reports` by lesson name. A chapter whose lessons have no report (they did not
    /// build or run, which verification reports itself) is checked for syntax only.
    package func check(reports: [String: LessonReport], chapters: Set<String>? = nil) -> Outcome {
        var outcome = Outcome()
        for fence in plan.diagrams where chapters?.contains(fence.chapter) ?? true {
            if let problem = syntaxProblem(fence) {
                outcome.problems.append(problem)
                continue
            }
            guard let binding = fence.binding else { continue }
            let lessons = plan.lessons(ofChapter: fence.chapter).filter(\.isRunnable)
            let recorded = lessons.compactMap { lesson in reports[lesson.name].map { (lesson.name, $0) } }
            if lessons.isEmpty {
                outcome.problems.append(bindingError(fence, "no lesson of this chapter runs, so nothing records trace '\(binding.trace)'",
                    hint: "add a listing that records SequenceTrace(\"\(binding.trace)\") or StateTrace(\"\(binding.trace)\"), or remove the attribute"))
                continue
            }
            guard !recorded.isEmpty else { continue }
            guard let (lesson, trace) = Self.trace(binding.trace, in: recorded) else {
                let names = recorded.flatMap { $0.1.traces.map(\.name) }
                outcome.problems.append(bindingError(fence,
                    "no lesson of this chapter recorded a trace named '\(binding.trace)'",
                    hint: names.isEmpty
                        ? "record one in the lesson: let trace = SequenceTrace(\"\(binding.trace)\"), then trace.message(from, to, text)"
                        : "the chapter's lessons recorded: " + names.map { "'\($0)'" }.joined(separator: ", ")))
                continue
            }
            guard case .checked = binding else { continue }
            if let problem = traceProblem(fence, trace: trace, lesson: lesson) {
                outcome.problems.append(problem)
            } else {
                outcome.matched += 1
            }
        }
        return outcome
    }

    /// The run behind a diagram that names a trace its chapter's lesson recorded: what the
    /// site shows beside a checked diagram and draws for a `from-trace` one.
    package func run(of fence: DiagramFence, reports: [String: LessonReport]) -> (lesson: String, trace: RecordedTrace)? {
        guard let binding = fence.binding else { return nil }
        let recorded = plan.lessons(ofChapter: fence.chapter).compactMap { lesson in reports[lesson.name].map { (lesson.name, $0) } }
        return Self.trace(binding.trace, in: recorded)
    }

    private static func trace(_ name: String, in reports: [(String, LessonReport)]) -> (lesson: String, trace: RecordedTrace)? {
        reports.lazy.compactMap { lesson, report in report.trace(named: name).map { (lesson, $0) } }.first
    }

    private func syntaxProblem(_ fence: DiagramFence) -> SourceError? {
        if case .drawn = fence.binding { return nil }
        do {
            try Diagrams.validate(mermaid: fence.source, file: fence.chapter, firstLine: fence.firstCodeLine)
            return nil
        } catch let error as SourceError {
            return located(error, in: fence)
        } catch {
            return SourceError(file: fence.chapter, line: fence.firstCodeLine, message: "\(error)")
        }
    }

    private func traceProblem(_ fence: DiagramFence, trace: RecordedTrace, lesson: String) -> SourceError? {
        if let states = try? Diagrams.parseState(mermaid: fence.source, file: fence.chapter, firstLine: fence.firstCodeLine) {
            return stateTraceProblem(fence, diagram: states, trace: trace, lesson: lesson)
        }
        if trace.isStateTrace {
            return bindingError(fence, "trace '\(trace.name)' records state changes, and this is not a state diagram",
                hint: "draw the run as a stateDiagram-v2, or record a SequenceTrace for a sequence diagram")
        }
        guard let diagram = try? Diagrams.parseSequence(mermaid: fence.source, file: fence.chapter, firstLine: fence.firstCodeLine)
        else {
            return bindingError(fence, "trace=\(trace.name) checks sequence and state diagrams, and this is a flowchart",
                hint: "a flowchart shows structure, not a run: remove the attribute, or draw the run as a sequenceDiagram")
        }
        if let overflow = overflowError(fence, trace) { return overflow }
        switch TraceMatcher.match(diagram, trace, endLine: fence.lastLine) {
        case .matches:
            return nil
        case .tooComplex:
            return bindingError(fence, "the diagram has too many alt/opt/loop choices to check against trace '\(trace.name)'",
                hint: "record branch(\"label\") steps so the run names the sections it took, or split the diagram")
        case .differs(let mismatch):
            let step = mismatch.stepIndex + 1
            let found = mismatch.found.map { "step \(step) of \(trace.steps.count): \($0)" }
                ?? "ends after \(trace.steps.count) step\(trace.steps.count == 1 ? "" : "s")"
            return mismatchError(fence, mismatch, trace: trace, lesson: lesson, found: found)
        }
    }

    /// A trace that dropped steps cannot be checked: what the diagram shows may be among them.
    private func overflowError(_ fence: DiagramFence, _ trace: RecordedTrace) -> SourceError? {
        guard trace.droppedSteps > 0 else { return nil }
        return bindingError(fence,
            "trace '\(trace.name)' ran past \(SequenceTrace.maximumSteps) steps (\(trace.droppedSteps) more were dropped)",
            hint: "record only the scenario the diagram shows: call clear() on the trace before it")
    }

    /// A state diagram against a `StateTrace`: states and transitions, not an order of messages.
    private func stateTraceProblem(_ fence: DiagramFence, diagram: StateDiagram, trace: RecordedTrace, lesson: String) -> SourceError? {
        guard trace.isStateTrace else {
            return bindingError(fence, "trace '\(trace.name)' records messages, and this is a state diagram",
                hint: "record the run's states with StateTrace(\"\(trace.name)\").enter(state), or draw the messages as a sequenceDiagram")
        }
        if let overflow = overflowError(fence, trace) { return overflow }
        guard !trace.steps.isEmpty else {
            return bindingError(fence, "trace '\(trace.name)' recorded no state changes",
                hint: "call enter(state) on the trace where the code changes state")
        }
        guard let mismatch = StateTraceMatcher.mismatch(diagram, trace) else { return nil }
        return mismatchError(fence, mismatch, trace: trace, lesson: lesson, found: mismatch.found ?? "")
    }

    private func mismatchError(_ fence: DiagramFence, _ mismatch: TraceMismatch, trace: RecordedTrace, lesson: String, found: String) -> SourceError {
        var error = SourceError(
            file: fence.chapter, line: mismatch.expected.line, column: mismatch.expected.column,
            message: "the diagram does not match trace '\(trace.name)' recorded by lesson '\(lesson)'",
            hint: "change the diagram or the code until they agree; print(trace) in the lesson shows the whole run",
            sourceLine: book.document(fence.chapter)?.line(mismatch.expected.line),
            detail: ["diagram: \(mismatch.expected.text)", "trace:   \(found)"])
        if let document = book.document(fence.chapter),
            let column = document.sourceColumn(error.column, line: error.line, in: fence.block)
        {
            error.column = column
        }
        return error
    }

    private func bindingError(_ fence: DiagramFence, _ message: String, hint: String) -> SourceError {
        SourceError(file: fence.chapter, line: fence.fenceLine, column: fence.bindingColumn, message: message, hint: hint,
            sourceLine: book.document(fence.chapter)?.line(fence.fenceLine))
    }

    /// A diagram error counted its columns in the diagram's own lines; inside a list or a
    /// quote the chapter's line starts with more than that.
    private func located(_ error: SourceError, in fence: DiagramFence) -> SourceError {
        var error = error
        if let document = book.document(fence.chapter), let column = document.sourceColumn(error.column, line: error.line, in: fence.block) {
            error.column = column
            error.sourceLine = document.line(error.line)
        }
        return error
    }
}

extension Book {
    func document(_ chapter: String) -> Document? {
        chapters.first { $0.path == chapter }?.document
    }
}
