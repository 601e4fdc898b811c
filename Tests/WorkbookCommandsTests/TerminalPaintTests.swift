import Diagnostics
import Testing
@testable import WorkbookCommands

/// Colour only for a person at a terminal who has not asked for none.
@Suite struct TerminalPaintTests {
    @Test func colourNeedsATerminalAndNoNoColor() {
        #expect(TerminalPaint.decide(isTerminal: true, environment: [:]).isOn)
        #expect(!TerminalPaint.decide(isTerminal: false, environment: [:]).isOn, "a pipe or a file gets no escape codes")
        #expect(!TerminalPaint.decide(isTerminal: true, environment: ["NO_COLOR": "1"]).isOn)
        #expect(TerminalPaint.decide(isTerminal: true, environment: ["NO_COLOR": ""]).isOn, "an empty NO_COLOR does not count")
        #expect(!TerminalPaint.decide(isTerminal: true, environment: ["TERM": "dumb"]).isOn)
    }

    @Test func errorsWarningsAndMarksArePaintedOnlyWhenOn() {
        let error = SourceError(file: "chapters/a.md", line: 3, column: 2, message: "bad")
        let on = TerminalPaint(isOn: true)
        #expect(on.formatter.format(error).hasPrefix("chapters/a.md:3:2: \u{1B}[31;1merror:\u{1B}[0m bad"))
        var warning = error
        warning.severity = .warning
        #expect(on.formatter.format(warning).contains("\u{1B}[33;1mwarning:\u{1B}[0m"))
        #expect(on.marks("  ✓ a\n  ✗ b") == "  \u{1B}[32m✓\u{1B}[0m a\n  \u{1B}[31;1m✗\u{1B}[0m b")
        let off = TerminalPaint(isOn: false)
        #expect(off.formatter.format(error) == DiagnosticFormatter.plain.format(error))
        #expect(off.marks("  ✓ a") == "  ✓ a")
        #expect(!off.error("FAILED:").contains("\u{1B}"))
    }
}
