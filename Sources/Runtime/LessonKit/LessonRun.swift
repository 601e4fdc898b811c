import Foundation

/// The two calls every generated lesson makes around its listings, and what the first
/// tells the second (how to print, which sections there are).
enum LessonRun {
    nonisolated(unsafe) static var mode = LessonOutputMode.listing
    nonisolated(unsafe) static var sections: [LessonSection] = []
}

/// The first statement of every generated lesson, before any listing runs: takes the
/// verifier's report channel (if any), reads the command line (`--help` and mistakes end
/// the run here, exit 64 for the latter), and — when run by hand — refuses to run if a
/// chapter changed since the lesson was generated, so an old binary never shows a pass.
public func beginLesson(
    chapters: [(path: String, fingerprint: UInt64)], sections: [(chapter: String, line: Int, title: String)],
    generatedFile: String
) {
    let underVerifier = getenv(ReportChannel.announcement) != nil
    ReportChannel.open()
    LessonRun.sections = sections.map { LessonSection(chapter: $0.chapter, line: $0.line, title: $0.title) }
    let lesson = URL(fileURLWithPath: generatedFile).deletingLastPathComponent().lastPathComponent
    switch LessonOutputMode.parse(Array(CommandLine.arguments.dropFirst())) {
    case .run(let mode):
        LessonRun.mode = mode
    case .help:
        print(LessonOutputMode.usage(lesson: lesson))
        exit(0)
    case .invalid(let message):
        FileHandle.standardError.write(Data("error: \(message)\nUSAGE: swift run \(lesson) [--quiet | --json]\n".utf8))
        exit(64)
    }
    guard !underVerifier else { return }
    if let problem = StaleLessonCheck.problem(chapters: chapters, generatedFile: generatedFile) {
        FileHandle.standardError.write(Data((problem + "\n").utf8))
        exit(1)
    }
}

/// Ends a lesson: prints its report as the command line asked, sends it on the verifier's
/// channel when there is one, and exits with status 1 if any check failed or none ran.
/// Generated lessons call this as their last statement.
public func finishLesson(_ lesson: String, origin: String) -> Never {
    let report = LessonReport(lesson: lesson, origin: origin, checks: CheckRecorder.shared.results, traces: TraceRegistry.shared.recorded)
    // Through `print`, like the lesson's own output, so the report always comes after
    // whatever the lesson printed (`exit` flushes that buffer). The report starts on a line of
    // its own even if the lesson's last print left a line open (a blank line otherwise,
    // which also sets the report apart from the lesson's output).
    switch LessonRun.mode {
    case .listing: print("\n" + report.listing(sections: LessonRun.sections))
    case .quiet: print("\n" + report.summary)
    case .json: print("\n" + report.json)
    }
    _ = ReportChannel.send(report.json)
    exit(report.succeeded ? 0 : 1)
}
