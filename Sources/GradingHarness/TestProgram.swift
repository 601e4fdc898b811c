#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point of a grading runner: one test per process, named by the first argument.
///
/// The grader generates the runner's `main.swift` as one call to `TestProgram.run`, so the
/// runner module itself holds no logic a submission could reach: the channel, the records
/// and the rendering of values live in this module, which is compiled before and without the
/// submission, so a submission's extensions and overloads cannot change what it calls.
///
/// What this program sends is only ever *observations*. The grader decides the verdict in
/// its own process, by comparing them with the reference solution's (see `Checks.swift`).
public enum TestProgram {
    /// Runs the test named by `CommandLine.arguments[1]` among `tests`, between a start and an
    /// end record, then exits 0. A wrong or missing name prints the usage and exits 2.
    @MainActor
    public static func run(_ tests: [(name: String, body: @MainActor () -> Void)]) -> Never {
        ReportChannel.open()
        let arguments = CommandLine.arguments
        guard arguments.count == 2, let test = tests.first(where: { $0.name == arguments[1] }) else {
            let names = tests.map(\.name).sorted().joined(separator: ", ")
            print("usage: \(arguments.first ?? "GradingRunner") TEST\n  where TEST is one of: \(names)")
            exit(2)
        }
        ReportChannel.send(CheckRecord.start(test: test.name))
        test.body()
        ReportChannel.send(CheckRecord.end)
        exit(0)
    }
}
