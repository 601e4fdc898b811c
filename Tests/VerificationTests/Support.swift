import Diagnostics
import Foundation
import Verification
import WorkbookCore
import WorkbookTestSupport

/// One `check` of a fixture book through the real pipeline, with every problem as the
/// command line would print it.
struct CheckRun {
    var report: VerificationReport
    /// Every diagnostic of every lesson, formatted.
    var output: String
    /// The events, in the order they came.
    var events: [String]

    var verdicts: [String: LessonVerdict] {
        Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.lesson.name, $0) })
    }

    init(root: URL, scratch: URL, only lessons: [String] = [], timeout: Double = 120, cache: Bool = true) throws {
        let collected = LineCollector()
        report = try Workbook.load(root: root).check(
            CheckOptions(lessons: lessons, scratchPath: scratch, timeoutSeconds: timeout, usesCache: cache)
        ) { event in
            switch event {
            case .generated(let paths): collected.append("generated \(paths.joined(separator: ","))")
            case .verification(.building(let names)): collected.append("building \(names.joined(separator: ","))")
            case .verification(.finished(let verdict, _, _)): collected.append("finished \(verdict.lesson.name)")
            default: break
            }
        }
        output = report.verdicts.flatMap(\.problems).map(DiagnosticFormatter.plain.format).joined(separator: "\n")
        events = collected.text.split(separator: "\n").map(String.init)
    }
}

/// A fixture book at a stable path under `.build`, so repeated runs reuse its build.
func fixtureBook(_ name: String) throws -> (root: URL, scratch: URL) {
    let root = nestedBuilds.appendingPathComponent("books/\(name)")
    try FixtureWorkbook.copy(name, to: root)
    return (root, nestedBuilds.appendingPathComponent("scratch-\(name)"))
}
