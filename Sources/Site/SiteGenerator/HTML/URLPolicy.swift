import MarkupWriting

/// Which URLs a chapter may put in a page, decided by scheme — for Markdown links, images
/// and autolinks as for `href`, `src` and `cite` in raw HTML. The URL is read as a browser
/// reads it: character references already decoded (``CharacterReferences``), leading and
/// trailing spaces and control characters dropped, tabs and newlines inside removed
/// (`java\tscript:` is `javascript:`); a percent-encoded colon or letter counts too.
package enum URLPolicy {
    /// What the URL is for.
    package enum Use: Sendable {
        /// A link (`<a href>`, `cite`): `http`, `https`, `mailto` or relative.
        case link
        /// An image source: relative only; the site loads nothing from elsewhere.
        case image
    }

    package enum Verdict: Equatable, Sendable {
        case allowed
        /// An image from another site (`https:`, `//host`); links may leave the site.
        case external
        /// A scheme the site never allows, e.g. `javascript`, `data`, `vbscript`, `file`.
        case refusedScheme(String)
        /// A character reference the site cannot decode, e.g. `&foo;`.
        case undecodable
    }

    static let linkSchemes: Set<String> = ["http", "https", "mailto"]

    package static func check(_ url: String, for use: Use) -> Verdict {
        let normalized = normalize(url)
        for candidate in [normalized, percentDecoded(normalized)] {
            if let scheme = scheme(of: candidate) {
                guard linkSchemes.contains(scheme) else { return .refusedScheme(scheme) }
                if use == .image { return .external }
            }
        }
        if use == .image && (normalized.hasPrefix("//") || normalized.hasPrefix("\\\\") || normalized.hasPrefix("/\\")) {
            return .external
        }
        return .allowed
    }

    /// `check` for an attribute value as written in raw HTML: references are decoded first.
    package static func check(attribute value: Substring, for use: Use) -> Verdict {
        let decoded = CharacterReferences.decode(value)
        if decoded.hasUnknownReference { return .undecodable }
        return check(decoded.value, for: use)
    }

    /// What the URL parser keeps: no C0 controls or spaces at either end, no tab, LF or CR inside.
    static func normalize(_ url: String) -> String {
        var scalars = Substring(url).unicodeScalars
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        var result = String.UnicodeScalarView()
        for scalar in scalars where scalar != "\t" && scalar != "\n" && scalar != "\r" { result.append(scalar) }
        return String(result)
    }

    /// The scheme, lowercased, when a `:` comes before any `/`, `?` or `#`. Anything before
    /// that colon counts as a scheme, even what a browser would not parse as one (`java script:`):
    /// such a URL is refused rather than guessed at. Controls and spaces inside are dropped,
    /// the way a lenient parser might.
    static func scheme(of url: String) -> String? {
        var name = ""
        for scalar in url.unicodeScalars {
            switch scalar {
            case ":": return name.isEmpty ? nil : name.lowercased()
            case "/", "?", "#", "\\": return nil
            default: if scalar.value > 0x20 && scalar.value != 0x7F { name.unicodeScalars.append(scalar) }
            }
        }
        return nil
    }

    /// `%3A` → `:` and so on, bytes that do not form UTF-8 left as written.
    static func percentDecoded(_ url: String) -> String {
        guard url.utf8.contains(UInt8(ascii: "%")) else { return url }
        let bytes = Array(url.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = HexDigit.value(bytes[index + 1]), let low = HexDigit.value(bytes[index + 2]) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return normalize(String(decoding: output, as: UTF8.self))
    }

    /// The sentence a refusal gives, e.g. for `javascript:` links.
    package static func explanation(_ verdict: Verdict) -> String {
        switch verdict {
        case .allowed: "is allowed"
        case .external: "is loaded from another site"
        case .refusedScheme(let scheme): "uses the '\(scheme):' scheme, which the site does not allow"
        case .undecodable: "holds a character reference the site cannot decode"
        }
    }
}
