/// Escapes text for HTML element content and double-quoted attribute values.
enum HTMLEscaping {
    static func escape(_ text: String) -> String {
        // Most tokens need nothing escaped; skip the rebuild for them.
        guard text.unicodeScalars.contains(where: { "&<>\"".unicodeScalars.contains($0) }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
