/// Escaping for text and attribute values. Pages are also well-formed XML, so only the
/// five XML entities are ever written; everything else is a literal UTF-8 character.
public enum HTMLEscaping {
    public static func text(_ string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in string {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    public static func attribute(_ string: String) -> String {
        text(string).replacingOccurrences(of: "\"", with: "&quot;")
    }
}
