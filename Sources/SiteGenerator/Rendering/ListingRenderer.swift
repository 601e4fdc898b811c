import BookModel
import SwiftHighlighter

/// One Swift listing as a figure: highlighted visible code (hidden regions never appear)
/// and a caption saying what the build did with it — run in a verified lesson, shown only
/// (with the reason), or proven not to compile (with the expected message).
struct ListingRenderer {
    let highlighter = SwiftHighlighter()
    /// Verification results by lesson name; empty when the build skipped verification.
    let verifications: [String: LessonVerification]

    func render(_ snippet: Snippet) -> String {
        let code = highlighter.render(snippet.visibleCode, as: CompactCodeFormat())
        return """
            <figure class="listing \(kindClass(snippet))">\
            <pre><code class="language-swift">\(code)</code></pre>\
            <figcaption>\(caption(snippet))</figcaption></figure>

            """
    }

    /// A listing of another language (or plain text), escaped and unhighlighted.
    func renderPlain(_ code: String, language: String) -> String {
        let languageClass = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.attribute(language))\""
        return "<pre class=\"plain\"><code\(languageClass)>\(HTMLEscaping.text(code))</code></pre>\n"
    }

    private func kindClass(_ snippet: Snippet) -> String {
        switch snippet.attributes.role {
        case .run: "listing-run"
        case .ignored: "listing-ignored"
        case .compileFail: "listing-compile-fail"
        }
    }

    private func caption(_ snippet: Snippet) -> String {
        switch snippet.attributes.role {
        case .ignored(let reason):
            return "<span class=\"badge badge-ignored\">Not compiled</span> \(HTMLEscaping.text(reason))"
        case .compileFail(let expected):
            let badge = "<span class=\"badge badge-fail\">Does not compile</span> "
            if let lesson = snippet.lesson, let said = verifications[lesson]?.compilerMessages[snippet.id] {
                return badge + "the compiler says: <code class=\"compiler-message\">error: \(HTMLEscaping.text(said))</code>"
                    + lessonNote(lesson)
            }
            let message = expected.map { " with an error containing “<code>\(HTMLEscaping.text($0))</code>”" } ?? ""
            return badge + "must fail to compile\(message)" + lessonNote(snippet.lesson)
        case .run:
            return lessonNote(snippet.lesson)
        }
    }

    private func lessonNote(_ lesson: String?) -> String {
        guard let lesson else { return "" }
        let name = " <span class=\"lesson-name\">lesson <code>\(HTMLEscaping.text(lesson))</code></span>"
        guard let verification = verifications[lesson] else {
            return name + " <span class=\"badge badge-unverified\">not verified in this build</span>"
        }
        return name + " <span class=\"badge badge-verified\">✓ \(HTMLEscaping.text(verification.summary))</span>"
    }
}
