/// The values a submission could send without computing anything and still be right: code in
/// the test process can write any record it likes, and an observed `Bool` is nearly always an
/// assertion in disguise whose reference value is `true` — so a forger that answers `true` to
/// every Bool is right without knowing the tests. (Other values cannot be told apart that
/// way: a forger that empties every list breaks every check whose list is not empty.)
/// `workbook exercises verify` asks, for the starter and every known-wrong solution, whether
/// its failures survive when every Bool check is answered right.
enum GuessableChecks {
    static let values: Set<String> = ["true", "false"]

    static func isGuessable(_ check: RecordedCheck) -> Bool { values.contains(check.value) }

    /// Whether `transcript` would equal `reference` if the submission answered every
    /// guessable check of the reference right (and sent nothing more): then the test catches
    /// it only through values it could guess.
    static func forgeable(_ transcript: TestTranscript, reference: TestTranscript?) -> Bool {
        guard let reference else { return false }
        for (index, expected) in reference.checks.enumerated() where !isGuessable(expected) {
            guard index < transcript.checks.count, transcript.checks[index].matches(expected) else { return false }
        }
        return true
    }
}
