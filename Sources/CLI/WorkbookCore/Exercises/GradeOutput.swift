import Grading

/// `workbook grade --format`: the formats live with the report in Grading; the command line
/// names them by string, so it needs no engine module to write a grade.
extension ExerciseGrading {
    /// The names `--format` accepts: text, gradescope, exercism, junit.
    package static let formats = GradeFormat.allCases.map(\.rawValue)
}

extension ExerciseGrading.Outcome {
    /// The report written in `format`, one of `ExerciseGrading.formats` (nil: text).
    package func rendered(as format: String?) -> String {
        (format.flatMap(GradeFormat.init(rawValue:)) ?? .text).render(report, exercise: exercise)
    }
}
