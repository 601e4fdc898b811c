/// How finely submissions are fingerprinted: the two numbers of winnowing.
///
/// A learner's exercise file is short (100–300 lines, a few hundred tokens once the starter is
/// taken away), and its normalised tokens are few and frequent: `V . V ( V )` is in every file.
/// So a k-gram must be long enough that sharing one by chance is rare, yet short enough that
/// the few statements a learner adds still give several; and the window must be small enough
/// that a copied method of two or three lines is always seen.
package struct SimilarityOptions: Sendable, Equatable {
    /// Tokens per k-gram, the noise threshold: shorter shared runs are never reported.
    /// 12 normalised tokens is about one Swift statement (`let x = V(V: V)` is 9);
    /// below 10 the boilerplate of any Swift file (`V . V ( V : V )`) starts to match.
    package var kGram: Int
    /// K-grams per window. Any shared run of `kGram + window - 1` tokens (the guarantee
    /// threshold, 17 by default: a line or two) yields at least one shared fingerprint;
    /// about 2 / (window + 1) of the k-grams, one in three, are kept.
    package var window: Int

    package init(kGram: Int = 12, window: Int = 6) {
        self.kGram = max(1, kGram)
        self.window = max(1, window)
    }

    /// The length of a shared run of normalised tokens that is certain to be found.
    package var guaranteeThreshold: Int { kGram + window - 1 }
}
