/// Robust winnowing (Schleimer, Wilkerson and Aiken, 2003): from k-gram hashes, the few that
/// stand for the whole file, chosen by the hashes alone so two files choose alike where they
/// are alike.
///
/// In every window of `window` consecutive hashes the smallest is selected, the rightmost of
/// equal ones; when the window's minimum is still the one already selected, it is kept rather
/// than a new equal one taken, so a run of one repeated hash (`}` `}` `}` …) gives one
/// fingerprint, not one per window. Every window selects something, so any run of
/// `window` shared hashes (`window + k - 1` shared tokens) yields a shared fingerprint.
package enum Winnowing {
    /// The positions (indices into `hashes`) selected, in increasing order. A file with fewer
    /// hashes than one window is one window.
    package static func selectedPositions(_ hashes: [UInt64], window: Int) -> [Int] {
        guard !hashes.isEmpty else { return [] }
        let width = max(1, min(window, hashes.count))
        var selected: [Int] = []
        var chosen = -1
        for start in 0...(hashes.count - width) {
            let end = start + width
            var smallest = end - 1
            for index in stride(from: end - 2, through: start, by: -1) where hashes[index] < hashes[smallest] {
                smallest = index
            }
            if chosen >= start, hashes[chosen] == hashes[smallest] { continue }
            chosen = smallest
            selected.append(smallest)
        }
        return selected
    }
}
