/// How a lesson run by hand prints its report, from its command line. The verifier never
/// reads this output (its report travels on the channel), so these only serve people and
/// scripts.
public enum LessonOutputMode: Sendable, Equatable {
    /// Every check with ✓/✗ and its chapter line, grouped by section; failures with detail.
    case listing
    /// Only `N passed, N failed`.
    case quiet
    /// One line of JSON, last.
    case json

    /// What the command line asks for; `.help` or an error when it asks for something else.
    enum Parsed: Equatable {
        case run(LessonOutputMode)
        case help
        case invalid(String)
    }

    static func parse(_ arguments: [String]) -> Parsed {
        var mode = LessonOutputMode.listing
        for argument in arguments {
            switch argument {
            case "-h", "--help": return .help
            case "--quiet", "-q": mode = .quiet
            case "--json": mode = .json
            default:
                return .invalid(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
        return .run(mode)
    }

    static func usage(lesson: String) -> String {
        """
        OVERVIEW: Run lesson '\(lesson)': its chapter listings, then a report of every check.

        USAGE: swift run \(lesson) [--quiet | --json]

        Each check is listed with ✓ or ✗ and the chapter line that makes the claim, grouped
        by chapter section; failures show why. Exit status 1 if a check failed or none ran,
        or if a chapter changed since the lesson was generated (then run
        'swift run workbook run \(lesson)').

        OPTIONS:
          --quiet, -q   print only 'N passed, N failed'
          --json        print the report as one line of JSON after the lesson's own output
          -h, --help    show this help
        """
    }
}
