/// What became of one mutant: discarded (it did not compile), killed (a check or test
/// failed, the program crashed or ran out of time) or survived (everything still passed,
/// so no check notices that mistake).
package struct MutantOutcome: Codable, Equatable, Sendable {
    package enum Status: String, Codable, Sendable { case discarded, killed, survived }

    package var mutant: Mutant
    package var status: Status
    /// For a killed mutant: what caught it, e.g. "check at chapters/x.md:120" or "timed out";
    /// for a discarded one, the compiler error blamed on it.
    package var killedBy: String?

    package init(mutant: Mutant, status: Status, killedBy: String? = nil) {
        self.mutant = mutant
        self.status = status
        self.killedBy = killedBy
    }
}
