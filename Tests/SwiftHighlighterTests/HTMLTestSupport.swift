/// Undoes the HTML output: drops the span tags and decodes the four escaped characters, which
/// must give back the highlighted source exactly.
///
/// Works on Unicode scalars, as an HTML parser does: as `Character`s, a `>` or `;` followed by a
/// combining mark would fuse into one grapheme and hide the tag or entity end.
func unescapedHTMLText(_ html: String) -> String {
    let entities: [(String, Unicode.Scalar)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")]
    let scalars = Array(html.unicodeScalars)
    var text = String.UnicodeScalarView()
    var index = 0
    scanning: while index < scalars.count {
        switch scalars[index] {
        case "<":
            while index < scalars.count, scalars[index] != ">" { index += 1 }
            index += 1
        case "&":
            for (entity, character) in entities where scalars[index...].starts(with: entity.unicodeScalars) {
                text.append(character)
                index += entity.unicodeScalars.count
                continue scanning
            }
            text.append("&")
            index += 1
        default:
            text.append(scalars[index])
            index += 1
        }
    }
    return String(text)
}
