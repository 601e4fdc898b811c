import Foundation

/// The part of Gradescope's `submission_metadata.yml` a gradebook needs: who handed in each
/// `submission_<id>` folder. The file is YAML with Ruby-symbol keys:
///
/// ```yaml
/// submission_123456:
///   :submitters:
///   - :name: Ada Lovelace
///     :sid: '1815'
///     :email: ada@example.edu
///   :created_at: 2026-10-01 12:00:00.000000000 -07:00
/// ```
///
/// Read line by line rather than by a YAML library (the toolchain has none): top-level keys
/// are hand-ins, `- :name:` starts a submitter, and `:name:`, `:sid:` and `:email:` fill it.
/// Anything else is ignored; a hand-in missing here is named by its folder.
struct GradescopeMetadata {
    static let fileName = "submission_metadata.yml"

    struct Submitter: Equatable {
        var name: String?
        var sid: String?
        var email: String?
    }

    /// Folder name → submitters, in the file's order.
    var submitters: [String: [Submitter]] = [:]

    init(parsing text: String) {
        var current: String?
        var inSubmitters = false
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = String(rawLine)
            let indent = line.prefix { $0 == " " }.count
            var content = line.drop { $0 == " " }
            if content.hasPrefix("#") { continue }
            if indent == 0 {
                current = content.hasSuffix(":") ? String(content.dropLast()) : nil
                inSubmitters = false
                continue
            }
            guard let submission = current else { continue }
            if content.hasPrefix(":submitters:") {
                inSubmitters = true
                submitters[submission, default: []] = []
                continue
            }
            if content.hasPrefix("- ") {
                guard inSubmitters else { continue }
                submitters[submission, default: []].append(Submitter())
                content = content.dropFirst(2).drop { $0 == " " }
            } else if indent <= 2, content.hasPrefix(":") {
                // A sibling of `:submitters:` (`:created_at:`, `:score:`) ends the list.
                inSubmitters = false
                continue
            }
            guard inSubmitters, var last = submitters[submission]?.last else { continue }
            let (key, value) = Self.keyValue(content)
            switch key {
            case ":name": last.name = value
            case ":sid": last.sid = value
            case ":email": last.email = value
            default: continue
            }
            submitters[submission]![submitters[submission]!.count - 1] = last
        }
    }

    /// `:sid: '1815'` → (":sid", "1815"); a value left empty or `~` is nil.
    static func keyValue(_ content: Substring) -> (String, String?) {
        guard let colon = content.dropFirst().firstIndex(of: ":") else { return (String(content), nil) }
        let key = String(content[..<colon])
        var value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let first = value.first, first == value.last, first == "'" || first == "\"" {
            value = String(value.dropFirst().dropLast())
            if first == "'" { value = value.replacingOccurrences(of: "''", with: "'") }
        }
        return (key, value.isEmpty || value == "~" ? nil : value)
    }
}
