/// Numbers with at most two decimals and no locale, e.g. `12`, `3.5`, `-0.25`.
func svgNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    hundredths = abs(hundredths)
    let whole = hundredths / 100
    let fraction = hundredths % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}
