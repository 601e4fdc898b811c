/// A submission's fingerprints: each file normalised, its k-grams hashed and winnowed. K-grams
/// never run from one file into the next, so the order files are handed in changes nothing.
package struct Fingerprinting: Sendable {
    package var options: SimilarityOptions

    package init(options: SimilarityOptions) {
        self.options = options
    }

    package func fingerprints(of submission: LearnerSubmission) -> [Fingerprint] {
        submission.files.enumerated().flatMap { file, code in fingerprints(of: code.text, file: file) }
    }

    /// The winnowed fingerprints of one file's text.
    package func fingerprints(of text: String, file: Int) -> [Fingerprint] {
        let tokens = TokenNormalizer.tokens(of: text, file: file)
        let hashes = KGramHashing.hashes(of: tokens, k: options.kGram)
        return Winnowing.selectedPositions(hashes, window: options.window).map { position in
            Fingerprint(
                hash: hashes[position], file: file, position: position,
                lines: tokens[position].line...tokens[position + options.kGram - 1].line)
        }
    }

    /// Every k-gram hash of the given files, not only the winnowed ones: subtracting all of
    /// them leaves nothing of the starter, whichever k-grams a submission's windows select.
    package func allHashes(of files: [CodeFile]) -> Set<UInt64> {
        var result: Set<UInt64> = []
        for (index, file) in files.enumerated() {
            result.formUnion(KGramHashing.hashes(of: TokenNormalizer.tokens(of: file.text, file: index), k: options.kGram))
        }
        return result
    }
}
