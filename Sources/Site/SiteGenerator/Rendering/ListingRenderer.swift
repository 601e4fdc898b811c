import BookModel
import MarkupWriting
import SwiftHighlighter
import SwiftTokenizer

/// One Swift listing as a figure: highlighted visible code (hidden regions never appear)
/// and a caption saying what the build did with it — run in a verified lesson, shown only
/// (with the reason), or proven not to compile (with the expected message).
///
/// A run listing's caption (its lesson and that lesson's result) is the same for every
/// listing of the lesson, so it is written once per group (`ListingGroups`): under the first
/// of the lesson's listings that follow each other under one heading. The figure names its
/// lesson (`data-lesson`) either way. The copy button and the wrap toggle are the site
/// script's, in a row below the code beside the caption (`CopyButtons`).
struct ListingRenderer {
    let highlighter = SwiftHighlighter()
    /// Verification results by lesson name; empty when the build skipped verification.
    let verifications: [String: LessonVerification]

    private static let codeFormat = HTMLOutputFormat(classNames: .compact)

    /// `tokens`: the highlighter's tokens of the snippet's visible code. `captioned`: false
    /// for a run listing after the first of its group, whose caption would repeat the first's.
    func render(_ snippet: Snippet, tokens: [Token], captioned: Bool = true, into html: inout MarkupWriter) {
        html.open("figure", [Attribute("class", "listing " + kindClass(snippet))] + (snippet.lesson.map { [Attribute("data-lesson", $0)] } ?? []))
        html.open("pre")
        html.open("code", [Attribute("class", "language-swift")])
        Self.codeFormat.write(tokens, into: &html)
        html.close("code")
        html.close("pre")
        var text = MarkupWriter()
        if captioned { caption(snippet, into: &text) }
        if !text.output.isEmpty {
            html.open("figcaption")
            html.raw(text.output)
            html.close("figcaption")
        }
        html.close("figure")
        html.raw("\n")
    }

    /// A Swift file shown whole (an exercise's starter or public tests), captioned with its path.
    func renderFile(_ code: String, caption: String, into html: inout MarkupWriter) {
        html.open("figure", [Attribute("class", "listing listing-file")])
        html.open("pre")
        html.open("code", [Attribute("class", "language-swift")])
        Self.codeFormat.write(highlighter.tokens(code), into: &html)
        html.close("code")
        html.close("pre")
        html.open("figcaption")
        html.element("code", text: caption)
        html.close("figcaption")
        html.close("figure")
        html.raw("\n")
    }

    /// A listing of another language (or plain text), escaped and unhighlighted.
    func renderPlain(_ code: String, language: String, into html: inout MarkupWriter) {
        html.open("pre", [Attribute("class", "plain")])
        html.element("code", language.isEmpty ? [] : [Attribute("class", "language-" + language)], text: code)
        html.close("pre")
        html.raw("\n")
    }

    private func kindClass(_ snippet: Snippet) -> String {
        switch snippet.attributes.role {
        case .run: "listing-run"
        case .ignored: "listing-ignored"
        case .compileFail: "listing-compile-fail"
        }
    }

    private func caption(_ snippet: Snippet, into html: inout MarkupWriter) {
        switch snippet.attributes.role {
        case .ignored(let reason):
            badge("ignored", "Not compiled", into: &html)
            html.text(" " + reason)
        case .compileFail(let expected):
            badge("fail", "Does not compile", into: &html)
            if let lesson = snippet.lesson, let said = verifications[lesson]?.compilerMessages[snippet.id] {
                html.raw(" the compiler says: ")
                html.element("code", [Attribute("class", "compiler-message")], text: "error: " + said)
                lessonNote(lesson, into: &html)
                return
            }
            html.raw(" must fail to compile")
            if let expected {
                html.raw(" with an error containing “")
                html.element("code", text: expected)
                html.raw("”")
            }
            lessonNote(snippet.lesson, into: &html)
        case .run:
            lessonNote(snippet.lesson, into: &html)
        }
    }

    private func lessonNote(_ lesson: String?, into html: inout MarkupWriter) {
        guard let lesson else { return }
        html.raw(" ")
        html.open("span", [Attribute("class", "lesson-name")])
        html.raw("lesson ")
        html.element("code", text: lesson)
        html.close("span")
        html.raw(" ")
        guard let verification = verifications[lesson] else {
            return badge("unverified", "not verified in this build", into: &html)
        }
        badge("verified", "✓ " + verification.listingSummary, into: &html)
    }

    private func badge(_ kind: String, _ text: String, into html: inout MarkupWriter) {
        html.element("span", [Attribute("class", "badge badge-" + kind)], text: text)
    }
}
