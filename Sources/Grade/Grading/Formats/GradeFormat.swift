import Diagnostics
import ExerciseModel
import Foundation

/// The ways a grade can be written: for a person, or for the graders schools plug into.
/// Every format shows hidden tests by name, result and points only.
package enum GradeFormat: String, CaseIterable, Sendable {
    case text
    case gradescope
    case exercism
    case junit

    package func render(_ report: GradeReport, exercise: Exercise) -> String {
        switch self {
        case .text: TextFormat.render(report)
        case .gradescope: GradescopeFormat.render(report)
        case .exercism: ExercismFormat.render(report, exercise: exercise)
        case .junit: JUnitFormat.render(report)
        }
    }
}

/// Shared pieces of the formats.
enum FormatSupport {
    /// Sorted keys, no escaped slashes: the same report always gives the same bytes.
    static func json(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Seconds to the millisecond, so timings print short.
    static func seconds(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// One line saying how many hidden tests there are and whether they ran.
    static func hiddenSummary(_ report: GradeReport) -> String {
        let count = report.hiddenTestCount
        let tests = count == 1 ? "1 hidden test" : "\(count) hidden tests"
        if let mistakes = report.plantedMistakes {
            if report.hiddenTestsGradedByInstructor {
                return "this is the learner edition: your tests ran against the subject only; your instructor's grader runs them against the planted mistakes"
            }
            let caught = report.tests.filter { $0.maxPoints > 0 && $0.status == .passed }.count
            return "your tests ran against the subject and \(mistakes) planted mistake\(mistakes == 1 ? "" : "s"): \(caught) caught"
        }
        if report.hiddenTestsGradedByInstructor {
            return "this is the learner edition: the hidden tests are graded by your instructor, so this score counts the public tests only"
        }
        if count == 0 { return "this exercise has no hidden tests" }
        if !report.hiddenTestsRan { return "\(tests) did not run (\(whyNothingRan(report))): this is not a final score" }
        let passed = report.tests.filter { $0.isHidden && $0.status == .passed }.count
        return "\(tests) ran: \(passed) passed (their source and messages are not shown)"
    }

    /// What a format says of a hidden test that did not pass: never more than how it ended.
    static func hiddenFailure(_ status: TestResult.Status) -> String {
        status == .error ? "a hidden test crashed, timed out or exited early" : "a hidden test failed"
    }

    /// Why no test ran: the build failed, or there was nothing to grade.
    static func whyNothingRan(_ report: GradeReport) -> String {
        report.notGraded ? "the submission was not graded" : "the submission does not compile"
    }

    /// Compile problems as the compiler would print them, located at the learner's lines.
    static func compileText(_ report: GradeReport) -> String {
        DiagnosticFormatter.plain.format(report.compileProblems).trimmingCharacters(in: .newlines)
    }

    static func summary(_ report: GradeReport) -> String {
        var lines: [String] = []
        if !report.compiled { lines.append(whyNothingRan(report).prefix(1).uppercased() + whyNothingRan(report).dropFirst() + ":\n" + compileText(report)) }
        lines.append(hiddenSummary(report))
        lines.append("score: \(report.score)/\(report.maxScore)")
        return lines.joined(separator: "\n")
    }
}
