import Similarity
import Testing

/// Winnowing's promise, and the choices that make it robust and stable.
@Suite struct WinnowingTests {
    /// The example of Schleimer, Wilkerson and Aiken's paper (figure 2): windows of 4.
    @Test func thePapersExampleSelectsItsFingerprints() {
        let hashes: [UInt64] = [77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98]
        #expect(Winnowing.selectedPositions(hashes, window: 4) == [3, 6, 8, 11, 15])
    }

    /// A run of one repeated hash keeps its fingerprint while it stays in the window (robust
    /// winnowing) instead of taking a new one in every window.
    @Test func aRepeatedHashIsSelectedOncePerWindowItFills() {
        #expect(Winnowing.selectedPositions(Array(repeating: 5, count: 10), window: 4) == [3, 7])
        #expect(Winnowing.selectedPositions([9, 3], window: 4) == [1])
        #expect(Winnowing.selectedPositions([], window: 4).isEmpty)
    }

    /// Any run of `window + k - 1` tokens two files share yields a fingerprint both have; one
    /// token shorter is not enough, which the same trials show (so they can tell).
    @Test(arguments: [(12, 6), (5, 4), (3, 1)])
    func aSharedRunOfTheGuaranteeThresholdIsAlwaysFound(k: Int, window: Int) {
        let options = SimilarityOptions(kGram: k, window: window)
        var random = SeededRandom(seed: UInt64(k * 100 + window))
        var missedOneShorter = false
        for _ in 0..<300 {
            func run(_ length: Int, _ alphabet: String) -> [NormalizedToken] {
                (0..<length).map { _ in NormalizedToken(symbol: alphabet + String(random.next() % 6), file: 0, line: 1) }
            }
            func shares(_ length: Int) -> Bool {
                let shared = run(length, "s")
                let a = run(Int(random.next() % 40), "a") + shared + run(Int(random.next() % 40), "a")
                let b = run(Int(random.next() % 40), "b") + shared + run(Int(random.next() % 40), "b")
                return !Self.fingerprints(a, options).isDisjoint(with: Self.fingerprints(b, options))
            }
            #expect(shares(options.guaranteeThreshold))
            if window > 1, !shares(options.guaranteeThreshold - 1) { missedOneShorter = true }
        }
        #expect(missedOneShorter || window == 1)
    }

    static func fingerprints(_ tokens: [NormalizedToken], _ options: SimilarityOptions) -> Set<UInt64> {
        let hashes = KGramHashing.hashes(of: tokens, k: options.kGram)
        return Set(Winnowing.selectedPositions(hashes, window: options.window).map { hashes[$0] })
    }

    /// The hashes are the same in every process (Swift's `Hasher` is not), or two runs of the
    /// report would differ: these values were printed by an earlier run.
    @Test func kGramHashesAreStableAcrossRuns() {
        let tokens = TokenNormalizer.tokens(of: "let a = b(1)")  // let V = V ( N )
        #expect(KGramHashing.hashes(of: tokens, k: 3).map { String($0, radix: 16) } == [
            "4175487d9aac17e2", "facb28a1c36987df", "5fa0666dcc3a258c", "459d59c554a037e1", "a60e11fb3e8a1a46",
        ])
        #expect(KGramHashing.hashes(of: tokens, k: 7).count == 1)
        #expect(KGramHashing.hashes(of: tokens, k: 8).isEmpty)
    }

    /// The rolling hash of the k-gram at each position is the hash of those k tokens alone.
    @Test func theRollingHashIsTheHashOfEachKGram() {
        let tokens = TokenNormalizer.tokens(of: "if a > 1 { return b(c, d) } else { x = [1, 2] }")
        for k in [1, 4, 9] {
            let rolling = KGramHashing.hashes(of: tokens, k: k)
            #expect(rolling.count == tokens.count - k + 1)
            for start in rolling.indices {
                #expect(KGramHashing.hashes(of: Array(tokens[start..<(start + k)]), k: k) == [rolling[start]])
            }
        }
    }

}

/// A linear congruential generator (Knuth's MMIX constants): the same numbers in every run,
/// for trials that must be repeatable.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
