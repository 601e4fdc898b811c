import ExerciseModel

/// A test file as the grader compiles it, made from the exercise's own text:
///
/// - every check call is qualified with the harness's module (`GradingHarness::observe(`), so a
///   submission's own `observe`, `expect` or `expectEqual` overloads can never be the ones
///   called;
/// - in hidden files, every `observe` message is replaced by `""` padded with spaces to its
///   length (line breaks kept), so no hidden message is in the program the submission runs in.
///
/// Lines never move, so `#line` and the compiler's line numbers are the source's; columns
/// after an inserted qualifier shift, and `sourceColumn` maps them back.
struct PreparedTestFile {
    static let qualifier = "GradingHarness::"

    let path: String
    let visibility: ExerciseTest.Visibility
    let text: String
    /// Each check call with its message, keyed by where its records say it is.
    let sites: [CheckSite.Key: CheckSite]
    /// Per prepared line: the prepared columns where a qualifier was inserted.
    private let insertions: [Int: [Int]]

    init(_ file: SourceFile, visibility: ExerciseTest.Visibility) {
        let calls = CheckCallScanner.calls(in: file.text)
        var bytes = Array(file.text.utf8)
        var sites: [CheckSite.Key: CheckSite] = [:]
        var insertions: [Int: [Int]] = [:]
        let name = file.name
        // From the end, so earlier offsets stay valid; columns are fixed up per line below.
        for call in calls.reversed() {
            if visibility == .hidden, call.kind == .observe, let range = call.messageRange {
                bytes.replaceSubrange(range, with: Self.blanked(bytes[range]))
            }
            bytes.insert(contentsOf: Array(Self.qualifier.utf8), at: call.calleeOffset)
        }
        for call in calls {
            let calleeColumn = call.column - call.kind.rawValue.utf8.count
            let earlier = calls.filter { $0.line == call.line && $0.calleeOffset < call.calleeOffset }.count
            let shift = Self.qualifier.utf8.count * (earlier + 1)
            insertions[call.line, default: []].append(calleeColumn + Self.qualifier.utf8.count * earlier)
            let key = CheckSite.Key(file: name, line: call.line, column: call.column + shift)
            sites[key] = CheckSite(path: file.path, visibility: visibility, kind: call.kind, line: call.line, message: call.message)
        }
        self.path = file.path
        self.visibility = visibility
        self.text = String(decoding: bytes, as: UTF8.self)
        self.sites = sites
        self.insertions = insertions
    }

    /// `""` followed by a space for every other byte of `literal` but its line breaks, so
    /// nothing after it moves.
    static func blanked(_ literal: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = [34, 34]
        for byte in literal.dropFirst(2) { result.append(byte == 10 ? 10 : 32) }
        return result
    }

    /// The source column of a column the compiler reported in the prepared text.
    func sourceColumn(line: Int, column: Int) -> Int {
        let inserted = (insertions[line] ?? []).filter { $0 < column }.count
        return max(1, column - inserted * Self.qualifier.utf8.count)
    }
}

/// Where a check is in a test's source, and what it says: how a record the test sent is
/// explained. A hidden test's message is only ever shown to the instructor.
struct CheckSite: Sendable, Equatable {
    /// What a record carries: the file's name, the line, and the prepared column of the `(`.
    struct Key: Hashable, Sendable {
        var file: String
        var line: Int
        var column: Int
    }

    /// The test file, relative to the exercise: `tests/public/CounterTests.swift`.
    var path: String
    var visibility: ExerciseTest.Visibility
    var kind: CheckCall.Kind
    var line: Int
    var message: String?
}
