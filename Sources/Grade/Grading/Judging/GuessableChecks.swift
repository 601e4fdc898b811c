/// What a submission could forge without knowing the tests: code in the test process can write
/// any record it likes, and an observed Bool is nearly always an assertion in disguise whose
/// reference value is `true`, so a forger that turns every `false` it sends into `true` — alone
/// or inside a list, a tuple or an optional — is right without knowing anything. (Other values
/// cannot be told apart that way: a forger that empties every list breaks every check whose
/// list is not empty.)
///
/// `workbook exercises verify` asks, for the starter and every known-wrong solution, whether
/// a test still catches it when every Bool in every record is answered right.
enum GuessableChecks {
    /// Whether `transcript` differs from `reference` only in Bools: the same checks at the same
    /// places with the same values once every `true`/`false` is set aside, and any check it
    /// never reached one whose value is made of Bools alone (a forger can add such a record).
    static func forgeable(_ transcript: TestTranscript, reference: TestTranscript?) -> Bool {
        guard let reference else { return false }
        for (index, expected) in reference.checks.enumerated() {
            guard index < transcript.checks.count else {
                if isBoolsAlone(expected.value) { continue }
                return false
            }
            let sent = transcript.checks[index]
            guard sent.kind == expected.kind, sent.site == expected.site,
                allTrue(sent.value) == allTrue(expected.value)
            else { return false }
        }
        return true
    }

    /// The rendering with every Bool made `true`: `[false, true]` → `[true, true]`. Two values
    /// equal this way differ in Bools alone (`[]` and `[true]` do not: a list grew).
    static func allTrue(_ value: String) -> String { value.replacing("false", with: "true") }

    /// `true`, `[false, true]`, `(true, true)`: nothing but Bools and punctuation.
    static func isBoolsAlone(_ value: String) -> Bool {
        !value.replacing("false", with: "").replacing("true", with: "").contains { $0.isLetter || $0.isNumber }
    }
}
