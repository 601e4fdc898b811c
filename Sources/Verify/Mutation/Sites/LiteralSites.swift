/// `true` and `false` swapped. An `animated:` argument is left alone: it chooses how a
/// transition looks, which the simulator (like a test on a device) does not observe.
extension CodeScan {
    func literalSites() -> [Site] {
        significant.compactMap { index -> Site? in
            let word = tokens[index].text
            guard tokens[index].kind == .keyword, word == "true" || word == "false", mutable[index] else { return nil }
            if let colon = previous(index), tokens[colon].text == ":", let label = previous(colon), tokens[label].text == "animated" {
                return nil
            }
            let flipped = word == "true" ? "false" : "true"
            return Site(
                mutationOperator: .flipBoolean, range: index..<(index + 1),
                parts: word == "true" ? [.text("(!"), .mutantSwitch, .text(")")] : [.text("("), .mutantSwitch, .text(")")],
                anchor: index, original: word, mutated: flipped)
        }
    }
}
