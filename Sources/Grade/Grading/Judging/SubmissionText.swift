/// Text that came from the submission's process (a value it rendered, the words it crashed
/// with) as results may show it: cut to a limit, with control characters written as escapes
/// so it cannot move a terminal's cursor or break a line of a results format.
enum SubmissionText {
    static func shown(_ text: String, limit: Int) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                let rest = text.unicodeScalars.count - limit
                return result + "… [\(rest) more character\(rest == 1 ? "" : "s") of your code's output]"
            }
            if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
