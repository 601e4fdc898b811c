/// The records a graded test sends, one JSON object per line:
///
///     {"kind":"start","test":"incrementsOnce"}
///     {"kind":"expectEqual","file":"CounterTests.swift","line":13,"column":16,"value":"0","expected":"1","held":false}
///     {"kind":"observe","file":"Hidden.swift","line":9,"column":12,"value":"[\"a\"]"}
///     {"kind":"end"}
///
/// Written by hand rather than with Foundation's encoder, so the runner links nothing it
/// does not need and the format stays exactly this.
enum CheckRecord {
    static func start(test: String) -> String { "{\"kind\":\"start\",\"test\":\(json(test))}" }

    static let end = "{\"kind\":\"end\"}"

    static func check(
        kind: String, fileID: StaticString, line: UInt, column: UInt, value: String, expected: String? = nil, held: Bool? = nil
    ) -> String {
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        var fields = [
            "\"kind\":\(json(kind))", "\"file\":\(json(file))", "\"line\":\(line)", "\"column\":\(column)",
            "\"value\":\(json(value))",
        ]
        if let expected { fields.append("\"expected\":\(json(expected))") }
        if let held { fields.append("\"held\":\(held)") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
