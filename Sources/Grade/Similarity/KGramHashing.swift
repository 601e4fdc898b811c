/// Hashes of every run of k consecutive normalised tokens, stable from run to run.
///
/// Swift's `Hasher` is seeded per process, so the fingerprints (and with them which k-grams
/// winnowing keeps, hence the whole report) would change with every run; this hash is FNV-1a
/// for each symbol and a polynomial rolling hash over a window of k of them, so a file of n
/// tokens is hashed in O(n) however long k is.
package enum KGramHashing {
    /// The hash of the k-gram starting at each token: `tokens.count - k + 1` values (none when
    /// there are fewer than k tokens).
    package static func hashes(of tokens: [NormalizedToken], k: Int) -> [UInt64] {
        guard k > 0, tokens.count >= k else { return [] }
        let symbols = tokens.map { symbolHash($0.symbol) }
        // base^(k-1), to take the oldest symbol out of the rolling sum.
        var highest: UInt64 = 1
        for _ in 1..<k { highest = highest &* base }
        var rolling: UInt64 = 0
        for symbol in symbols[0..<k] { rolling = rolling &* base &+ symbol }
        var result = [mixed(rolling)]
        result.reserveCapacity(symbols.count - k + 1)
        for index in k..<symbols.count {
            rolling = (rolling &- symbols[index - k] &* highest) &* base &+ symbols[index]
            result.append(mixed(rolling))
        }
        return result
    }

    /// An odd multiplier, so no symbol's contribution is ever shifted out of the 64 bits.
    static let base: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// FNV-1a over the symbol's UTF-8, 64 bits.
    static func symbolHash(_ symbol: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in symbol.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// SplitMix64's finaliser: the rolling sum's low bits depend only on the symbols' low bits,
    /// and winnowing picks minima, so every bit must depend on every other first.
    static func mixed(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
