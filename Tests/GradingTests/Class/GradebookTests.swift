import ExerciseModel
import Foundation
@testable import Grading
import Testing

/// The gradebook's CSV: one row per learner, safe to open in a spreadsheet.
@Suite struct GradebookTests {
    static let entry = ClassFolder.Entry(learner: "=HYPERLINK(\"x\")", name: "Pat, \"P\"", location: URL(fileURLWithPath: "/x"), shownAs: "a\nb")

    @Test func fieldsAreQuotedAndFormulasDefused() {
        #expect(Gradebook.field("plain") == "plain")
        #expect(Gradebook.field("a,b") == "\"a,b\"")
        #expect(Gradebook.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(Gradebook.field("two\nlines") == "\"two\nlines\"")
        #expect(Gradebook.field("=1+1") == "'=1+1")
        #expect(Gradebook.field("-2") == "'-2")
        #expect(Gradebook.field("@SUM(A1)") == "'@SUM(A1)")
    }

    @Test func aNotGradedRowHasNoPointsAndSaysWhy() {
        let row = Gradebook.Row(Self.entry, notGraded: "no .swift files\nsecond line")
        #expect(row.status == .notGraded)
        #expect(row.points.isEmpty)
        #expect(row.note == "no .swift files")
    }

    @Test func theCSVHasAColumnPerTestAndCRLFLineEnds() {
        let file = SourceFile(path: "tests/public/T.swift", text: "")
        let tests = [
            ExerciseTest(name: "first", points: 1, visibility: .public, file: file, line: 1),
            ExerciseTest(name: "second", points: 2, visibility: .hidden, file: file, line: 2),
        ]
        let row = Gradebook.Row(
            learner: "ada", name: "Ada", submission: "ada", points: [1, 0], total: 1, status: .graded, note: "", seconds: 2.5)
        let book = Gradebook(tests: tests, rows: [row, Gradebook.Row(Self.entry, notGraded: "empty")])
        let lines = book.csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "learner,name,submission,first (1),second (2),total,max,status,note,seconds")
        #expect(lines[1] == "ada,Ada,ada,1,0,1,3,graded,,2.5")
        #expect(lines[2] == "\"'=HYPERLINK(\"\"x\"\")\",\"Pat, \"\"P\"\"\",\"a\nb\",,,0,3,not graded,empty,0.0")
        #expect(lines.count == 4 && lines.last == "")
    }
}
