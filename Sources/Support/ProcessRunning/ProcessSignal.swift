#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal that ended a program, named and explained, because "signal 4" tells a learner
/// nothing while "a Swift runtime trap (…a nil force-unwrap…)" points at the bug.
package struct ProcessSignal: Sendable, Equatable {
    package var number: Int32
    /// "SIGILL", "SIGSEGV", …; "signal 40" for one without a name.
    package var name: String
    /// What it usually means, for people.
    package var meaning: String

    package init(number: Int32) {
        self.number = number
        if let known = Self.known.first(where: { $0.number == number }) {
            name = known.name
            meaning = known.meaning
        } else {
            name = "signal \(number)"
            meaning = "ended by signal \(number)"
        }
    }

    private static let swiftTrap =
        "a Swift runtime trap (arithmetic overflow, a nil force-unwrap, an index out of range, fatalError)"

    private static let known: [(number: Int32, name: String, meaning: String)] = [
        (SIGILL, "SIGILL", "illegal instruction: \(swiftTrap)"),
        (SIGTRAP, "SIGTRAP", "trace trap: \(swiftTrap)"),
        (SIGSEGV, "SIGSEGV", "segmentation fault: often a stack overflow from unbounded recursion, or a use of invalid memory"),
        (SIGBUS, "SIGBUS", "bus error: an access to memory that is misaligned or not backed by anything"),
        (SIGABRT, "SIGABRT", "aborted: the program called abort(), e.g. a failed assertion in C code or the runtime"),
        (SIGFPE, "SIGFPE", "arithmetic exception: an integer division by zero or overflow in C code"),
        (SIGKILL, "SIGKILL", "killed: stopped forcibly, by a limit, the out-of-memory killer or a person"),
        (SIGXCPU, "SIGXCPU", "CPU time limit exceeded: the program computed for longer than allowed"),
        (SIGXFSZ, "SIGXFSZ", "file size limit exceeded: the program wrote a file larger than allowed"),
        (SIGTERM, "SIGTERM", "terminated: asked to stop"),
        (SIGINT, "SIGINT", "interrupted, as by Control-C"),
        (SIGHUP, "SIGHUP", "hang-up: its terminal or controlling process went away"),
        (SIGQUIT, "SIGQUIT", "quit, as by Control-\\"),
        (SIGPIPE, "SIGPIPE", "broken pipe: it wrote to a pipe or socket that nobody reads any more"),
        (SIGALRM, "SIGALRM", "alarm clock: a timer it set went off"),
        (SIGUSR1, "SIGUSR1", "user-defined signal 1"),
        (SIGUSR2, "SIGUSR2", "user-defined signal 2"),
        (SIGSYS, "SIGSYS", "bad system call: a call the system does not allow"),
        (SIGVTALRM, "SIGVTALRM", "virtual timer expired"),
        (SIGPROF, "SIGPROF", "profiling timer expired"),
    ]
}
