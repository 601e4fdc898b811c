import Similarity
import SwiftTokenizer

/// What a learner does to hide a copy: every name changed (the same name the same way
/// throughout), every comment reworded and the layout reflowed. Done on the tokenizer's
/// tokens, so the disguised code is the original's code token for token.
enum Disguise {
    static func disguised(_ submission: LearnerSubmission, as name: String, reflow: Bool = true) -> LearnerSubmission {
        LearnerSubmission(name: name, files: submission.files.map { CodeFile(path: "Copied" + $0.path, text: disguised($0.text, reflow: reflow)) })
    }

    /// `reflow: false` keeps every line where it was, so the copy's lines are the original's.
    static func disguised(_ text: String, reflow: Bool = true) -> String {
        var names: [String: String] = [:]
        var result = ""
        for token in SwiftTokenizer().tokens(text) {
            switch token.kind {
            case .identifier, .type, .property, .call:
                if token.text.hasPrefix("$") {
                    result += token.text
                } else {
                    let renamed = names[token.text] ?? "renamed\(names.count)\(String(token.text.reversed()).filter(\.isLetter))"
                    names[token.text] = renamed
                    result += token.text.first?.isUppercase == true ? renamed.capitalized : renamed
                }
            case .comment where token.text.hasPrefix("//") || reflow:
                result += token.text.hasPrefix("//") ? "// (my own note)" : "/* my own note */"
            case .docComment where token.text.hasPrefix("///") || reflow:
                result += "/// Written by me."
            case .whitespace:
                result += !reflow ? token.text : token.text.contains("\n") ? "\n\n\t" : "   "
            default:
                result += token.text
            }
        }
        return result
    }
}
