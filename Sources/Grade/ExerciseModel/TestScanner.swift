import Diagnostics

/// Finds the test functions of a test file: every top-level `func NAME()` that takes no
/// arguments and is not private is a test, and the doc comment right above it must say
/// `/// points: N`. Helpers are private or take arguments. `/// rule: "…"` lines between the
/// points and the function quote the README sentences the test checks.
package enum TestScanner {
    static func tests(in file: SourceFile, visibility: ExerciseTest.Visibility, displayPrefix: String)
        -> ([ExerciseTest], [SourceError])
    {
        var tests: [ExerciseTest] = []
        var errors: [SourceError] = []
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var points: (value: Int, line: Int)?
        var rules: [TestRule] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            func error(_ message: String, hint: String) {
                errors.append(SourceError(file: displayPrefix + file.path, line: number, message: message, hint: hint, sourceLine: line))
            }
            if line.hasPrefix("/// points:") {
                let text = line.dropFirst("/// points:".count).trimmingCharacters(in: .whitespaces)
                guard let value = Int(text), value > 0 else {
                    error("'\(text)' is not a number of points", hint: "write a whole number of at least 1, e.g. '/// points: 2'")
                    continue
                }
                points = (value, number)
                rules = []
                continue
            }
            if line.hasPrefix(TestRule.prefix) {
                let text = line.dropFirst(TestRule.prefix.count).trimmingCharacters(in: .whitespaces)
                guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
                    case let quoted = String(text.dropFirst().dropLast()), !quoted.trimmingCharacters(in: .whitespaces).isEmpty
                else {
                    error("a rule line must quote the README: '/// rule: \"…\"'",
                        hint: "copy the words of the README sentence this test checks between double quotes")
                    continue
                }
                rules.append(TestRule(text: quoted, line: number))
                continue
            }
            if line.hasPrefix("///") || line.hasPrefix("@") && !line.contains("func ") { continue }
            guard let name = testName(line) else {
                if let pending = points, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    errors.append(SourceError(file: displayPrefix + file.path, line: pending.line,
                        message: "'/// points:' is not followed by a test function",
                        hint: "put it right above 'func testName() {'"))
                    points = nil
                }
                continue
            }
            guard let given = points else {
                error("test '\(name)' has no points",
                    hint: "write '/// points: N' on the line above; helpers that are not tests are private or take arguments")
                continue
            }
            var test = ExerciseTest(name: name, points: given.value, visibility: visibility, file: file, line: number)
            test.rules = rules
            tests.append(test)
            points = nil
            rules = []
        }
        return (tests, errors)
    }

    /// The name of a top-level test function declared on this line, if it is one.
    package static func testName(_ line: String) -> String? {
        guard let first = line.first, first != " ", first != "\t" else { return nil }
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || first == "nonisolated" { words.removeFirst() }
        guard words.count >= 2, words[0] == "func" else { return nil }
        let signature = words.dropFirst().joined(separator: " ")
        guard let open = signature.firstIndex(of: "(") else { return nil }
        let name = String(signature[..<open])
        let afterOpen = signature[signature.index(after: open)...].drop { $0 == " " }
        guard afterOpen.first == ")", !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        return name
    }
}
