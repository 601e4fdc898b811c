#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Everything a graded test runs of the grader's lives in this one file: the public checks and
// entry point, and behind them the channel, the records and the rendering of values, all
// `fileprivate`. File-private declarations get local symbols, so a submission's
// `@_silgen_name` has nothing of the harness to bind to but its public API — and nothing here
// decides a verdict anyway: the grader does, outside this process.

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

/// The three checks a graded test can make. Each sends one record to the grader and decides
/// nothing: the verdict is the grader's, made in its own process.
///
/// - `observe` is how **hidden** tests check. It sends the value's rendering and nothing
///   else; the grader runs the same test against the reference solution and the test passes
///   when every observation equals the reference's, in order. No expected value exists in
///   this process, and the grader compiles hidden tests with every `observe` message removed,
///   so code in the process can neither read what is expected nor say "passed".
/// - `expect` and `expectEqual` are how **public** tests check, because the learner edition
///   has no reference solution: they also send whether the check held, which is the verdict
///   only there. The instructor's grader compares these records with the reference's too.
///
/// Locations come from `#fileID`, `#line` and `#column` (the call's opening parenthesis),
/// which the grader maps back to the test's source for its messages.

/// Records `value` for the grader to compare with the reference solution's value here.
public func observe<Value>(
    _ value: Value, _ message: String, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) {
    ReportChannel.send(CheckRecord.check(
        kind: "observe", fileID: fileID, line: line, column: column, value: ValueRendering.render(value)))
}

/// Records whether `condition` holds; the test goes on either way.
public func expect(
    _ condition: @autoclosure () -> Bool, _ message: String,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) {
    let held = condition()
    ReportChannel.send(CheckRecord.check(
        kind: "expect", fileID: fileID, line: line, column: column, value: held ? "true" : "false", held: held))
}

/// Records `actual` and whether it equals `expected`; the test goes on either way.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ message: String = "",
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) {
    ReportChannel.send(CheckRecord.check(
        kind: "expectEqual", fileID: fileID, line: line, column: column,
        value: ValueRendering.render(actual), expected: ValueRendering.render(expected), held: actual == expected))
}

/// Where a graded test's records go: the socket the grader put on descriptor 3 (announced by
/// `WORKBOOK_REPORT_CHANNEL=3`), whose first line is a nonce the grader made for this run.
/// It is taken before the test — and so any of the submission's code — runs, and moved to a
/// high close-on-exec descriptor. Run by hand (no channel) the records are printed instead.
///
/// None of this is a secret the verdict depends on: code in this process can find the
/// descriptor and the nonce and write anything there. It can only ever write observations,
/// and the grader compares them with the reference solution's.
fileprivate enum ReportChannel {
    nonisolated(unsafe) private static var taken: (descriptor: Int32, nonce: String)?

    static func open() {
        guard taken == nil, let raw = getenv("WORKBOOK_REPORT_CHANNEL"), String(cString: raw) == "3" else { return }
        unsetenv("WORKBOOK_REPORT_CHANNEL")
        guard fcntl(3, F_GETFD) != -1, let nonce = readLine(from: 3), !nonce.isEmpty else { return }
        let moved = fcntl(3, F_DUPFD_CLOEXEC, 300)
        guard moved >= 0 else { return }
        close(3)
        taken = (moved, nonce)
    }

    /// One record, as one line.
    static func send(_ record: String) {
        guard let (descriptor, nonce) = taken else {
            print(record)
            return
        }
        var bytes = Array((nonce + " " + record + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// One line, byte by byte so nothing after it is consumed; nil on end of file or error.
    private static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 256 {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }
}

/// The records a graded test sends, one JSON object per line:
///
///     {"kind":"start","test":"incrementsOnce"}
///     {"kind":"expectEqual","file":"CounterTests.swift","line":13,"column":16,"value":"0","expected":"1","held":false}
///     {"kind":"observe","file":"Hidden.swift","line":9,"column":12,"value":"[\"a\"]"}
///     {"kind":"end"}
///
/// Written by hand rather than with Foundation's encoder, so the runner links nothing it
/// does not need and the format stays exactly this.
fileprivate enum CheckRecord {
    static func start(test: String) -> String { "{\"kind\":\"start\",\"test\":\(json(test))}" }

    static let end = "{\"kind\":\"end\"}"

    static func check(
        kind: String, fileID: StaticString, line: UInt, column: UInt, value: String, expected: String? = nil, held: Bool? = nil
    ) -> String {
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        var fields = [
            "\"kind\":\(json(kind))", "\"file\":\(json(file))", "\"line\":\(line)", "\"column\":\(column)",
            "\"value\":\(json(value))",
        ]
        if let expected { fields.append("\"expected\":\(json(expected))") }
        if let held { fields.append("\"held\":\(held)") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// How an observed value becomes text: `String(reflecting:)`, which shows strings quoted and
/// collections with their elements, cut at a fixed length. A cut value ends with its full
/// length and a hash of the whole text, so two long values that differ only past the cut
/// still compare unequal.
fileprivate enum ValueRendering {
    static let maximumCharacters = 4096

    static func render<Value>(_ value: Value) -> String {
        let text = String(reflecting: value)
        guard text.utf8.count > maximumCharacters else { return text }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let kept = String(decoding: text.utf8.prefix(maximumCharacters), as: UTF8.self)
        return kept + "…[\(text.utf8.count) bytes in all, FNV-1a \(String(hash, radix: 16))]"
    }
}
