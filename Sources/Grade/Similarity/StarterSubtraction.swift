/// Code every learner was given is alike in every submission and says nothing about who
/// worked with whom, so any fingerprint found in the starter is taken out of every submission.
package struct StarterSubtraction: Sendable {
    /// The hash of every k-gram of the starter.
    package var starterHashes: Set<UInt64>

    package init(starterHashes: Set<UInt64>) {
        self.starterHashes = starterHashes
    }

    package func subtract(from fingerprints: [Fingerprint]) -> [Fingerprint] {
        fingerprints.filter { !starterHashes.contains($0.hash) }
    }
}
