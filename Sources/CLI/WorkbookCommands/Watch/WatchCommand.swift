import Foundation
import WorkbookCore

/// `workbook watch`: the edit–result loop without leaving the editor. It polls the files a
/// lesson or exercise depends on and, on every save, re-runs its check or grade and prints
/// only the summary, what changed state, and how long after the save the result came.
enum WatchCommand: WorkbookCommand {
    static let name = "watch"
    static let summary = "re-check a lesson or re-grade an exercise on every save"
    static let overview = """
        Watch a lesson's chapters, or an exercise's starter folder and public tests,
        and re-run its check ('workbook check LESSON') or its grade ('workbook grade EXERCISE')
        every time one of them is saved. Each result shows the summary, which checks or tests
        went from failing to passing (or back), and how long after the save it came.
        """
    static let discussion = """
        Without an argument it watches the first unfinished exercise (see 'workbook next'),
        or every lesson when the workbook has no exercises. Files are polled for changes of
        their modification time. Press Ctrl-C to stop.
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(
            usage: "[LESSON | EXERCISE]", name: "LESSON | EXERCISE", help: "a lesson name (see 'workbook lessons') or an exercise id")],
        options: [
            .option("interval", valueName: "SECONDS", .seconds, help: "how often to look for saves (default 0.5)"),
            SharedOptions.timeout, SharedOptions.noCache, SharedOptions.scratchPath, SharedOptions.root,
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        try watch(arguments, output: output, onceAfterChange: false)
    }

    /// The watch loop; with `onceAfterChange` (what tests pass, never a command-line flag) it
    /// ends after the first re-run a save caused.
    static func watch(_ arguments: Arguments, output: Output, onceAfterChange: Bool) throws -> Int32 {
        let interval = arguments.seconds("interval") ?? 0.5
        let check = SharedOptions.check(arguments)
        let root = SharedOptions.root(arguments)
        let positionals = arguments.positionals()
        guard positionals.count <= 1 else { throw UsageError("unexpected argument '\(positionals[1])'") }
        let target = try positionals.first.map { try resolve($0, root: root, check: check) }
            ?? WatchTarget.next(root: root, check: check)
        let clears = !onceAfterChange && isatty(STDOUT_FILENO) == 1
        let interrupt = InterruptFlag.install()
        defer { interrupt.restore() }

        var last: WatchRun?
        var stoppedAfterChange = false
        SaveWatch(interval: interval, paths: { target.watchedPaths(root: root) }).run(sleep: interrupt.sleep) { files in
            output.printProgress("watching \(target.title): \(files) file\(files == 1 ? "" : "s") (Ctrl-C to stop)")
            last = WatchRun(target, root: root, formatter: output.formatter)
            output.printResult(last?.summary ?? "")
        } onSave: { save in
            let run = WatchRun(target, root: root, formatter: output.formatter)
            let latency = max(0, Date().timeIntervalSince(save.savedAt))
            var lines = ["changed: " + save.changed.map { relative($0, to: root) }.joined(separator: ", "), run.summary]
            lines += last.map { run.changes(since: $0) } ?? []
            lines.append(String(format: "re-ran %.1f s after the save", latency))
            output.printResult((clears ? "\u{1B}[2J\u{1B}[H" : "") + lines.joined(separator: "\n"))
            last = run
            stoppedAfterChange = onceAfterChange
            return !onceAfterChange
        }
        if stoppedAfterChange { return 0 }
        output.printResult("stopped watching")
        return 0
    }

    /// A lesson or an exercise by name; a name that is neither is a usage error listing both.
    private static func resolve(_ name: String, root: URL, check: CheckOptions) throws -> WatchTarget {
        do {
            return try WatchTarget.resolve(name, root: root, check: check)
        } catch let unknown as WatchTarget.UnknownName {
            throw UsageError("no lesson or exercise named '\(unknown.name)' (lessons: "
                + unknown.lessons.joined(separator: ", ")
                + (unknown.exercises.isEmpty ? "" : "; exercises: " + unknown.exercises.joined(separator: ", ")) + ")")
        }
    }

    private static func relative(_ path: String, to root: URL) -> String {
        path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }
}
