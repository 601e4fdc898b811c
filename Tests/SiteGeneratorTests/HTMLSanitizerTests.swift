import Testing
@testable import SiteGenerator

/// The allow-list for raw HTML, on fragments: what stays, what is refused, where.
@Suite struct HTMLSanitizerTests {
    private func clean(_ html: String) -> String { HTMLSanitizer.sanitize(html).html }
    private func refusals(_ html: String) -> [String] { HTMLSanitizer.sanitize(html).refusals.map(\.message) }

    @Test func allowedMarkupIsRewrittenCanonically() {
        #expect(clean("<B>bold</B>") == "<b>bold</b>")
        #expect(clean("<td colspan=2 CLASS='x'>") == "<td colspan=\"2\" class=\"x\">")
        #expect(clean("<details open><summary>More</summary>") == "<details open=\"\"><summary>More</summary>")
        #expect(clean("<br>") == "<br/>")
        #expect(clean("<a href=\"https://example.com/?a=1&amp;b=2\">x</a>") == "<a href=\"https://example.com/?a=1&amp;b=2\">x</a>")
        #expect(clean("<abbr title='say \"hi\" &eacute;'>") == "<abbr title=\"say &quot;hi&quot; &eacute;\">")
        #expect(clean("a > b and 1 < 2") == "a &gt; b and 1 &lt; 2")
        #expect(clean("<!-- a note -->x<!---->y") == "xy")
        #expect(refusals("<div>\n<p>text</p>\n</div>").isEmpty)
    }

    @Test func scriptsAndActiveElementsAreRefusedAndEscaped() {
        for element in ["script", "style", "iframe", "object", "embed", "form", "input", "button", "textarea", "link",
                        "meta", "base", "svg", "math", "title", "xmp", "noembed", "noframes", "plaintext", "styled"] {
            let result = HTMLSanitizer.sanitize("<\(element.uppercased()) x=1>")
            #expect(result.refusals.map(\.message) == ["raw HTML element '<\(element)>' is not allowed in a chapter"])
            #expect(result.html == "&lt;\(element.uppercased()) x=1&gt;", "\(element) must not be live")
        }
        #expect(clean("<Script src=x></SCRIPT><b>ok</b>") == "&lt;Script src=x&gt;&lt;/SCRIPT&gt;<b>ok</b>")
        #expect(clean("<meta http-equiv=refresh content='0;url=javascript:alert(1)'>").hasPrefix("&lt;meta"))
    }

    @Test func eventHandlersStyleAndUnknownAttributesAreRefused() {
        let image = HTMLSanitizer.sanitize("<img src=x onerror=alert(1)>")
        #expect(image.html == "<img src=\"x\"/>")
        #expect(image.refusals == [HTMLSanitizer.Refusal(
            offset: 11, message: "raw HTML attribute 'onerror' is an event handler: pages run no script from a chapter",
            hint: "remove the attribute")])
        #expect(refusals("<details ontoggle=alert(1) open>") == [
            "raw HTML attribute 'ontoggle' is an event handler: pages run no script from a chapter"])
        #expect(refusals("<p style=\"position:fixed\">") == ["raw HTML attribute 'style' is not allowed in a chapter"])
        #expect(refusals("<div srcset=x>") == ["raw HTML attribute 'srcset' is not allowed on '<div>'"])
        // Tricks a browser still reads as an attribute: a slash or no space before it.
        #expect(refusals("<img/src=\"x\"/onerror=alert(1)>").contains { $0.contains("'onerror'") })
        #expect(refusals("<img src=\"x\"onerror=alert(1)>").contains { $0.contains("'onerror'") })
        #expect(clean("<img src=\"x\"onerror=alert(1)>") == "<img src=\"x\"/>")
    }

    @Test func urlsAreJudgedAfterDecoding() {
        for href in ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)",
                     "java&#x09;script:alert(1)", "&#106;avascript:alert(1)", "&#0000106&#0000097vascript:alert(1)",
                     "javascript&colon;alert(1)", "javascript%3Aalert(1)", "\u{1}javascript:alert(1)",
                     "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>", "jav&NewLine;ascript:alert(1)",
                     "javascript&unknownref;:alert(1)"] {
            let result = HTMLSanitizer.sanitize("<a href=\"\(href)\">x</a>")
            #expect(result.refusals.count == 1, "\(href) must be refused")
            #expect(!result.html.contains("href"), "\(href) must not be written")
        }
        for href in ["https://example.com", "http://example.com", "mailto:a@example.com", "02-b.md#part", "#top", "?q=1", ""] {
            #expect(refusals("<a href=\"\(href)\">x</a>").isEmpty, "\(href) is allowed")
        }
        #expect(refusals("<blockquote cite=javascript:alert(1)>") == [
            "raw HTML 'cite' URL 'javascript:alert(1)' uses the 'javascript:' scheme, which the site does not allow"])
    }

    @Test func imagesAreLocalAndCollected() {
        let local = HTMLSanitizer.sanitize("<img alt=flow src=\"images/fl&#111;w.png\">")
        #expect(local.refusals.isEmpty)
        #expect(local.images.map(\.source) == ["images/flow.png"])
        #expect(local.html == "<img alt=\"flow\" src=\"images/flow.png\"/>")
        #expect(refusals("<img src=https://example.com/x.png>") == ["image 'https://example.com/x.png' is loaded from another site"])
        #expect(refusals("<img src=//example.com/x.png>") == ["image '//example.com/x.png' is loaded from another site"])
        #expect(refusals("<img src=\"data:image/png;base64,AAAA\">").count == 1)
    }

    @Test func unfinishedTagsAreText() {
        #expect(clean("<a href=\"x") == "&lt;a href=\"x")
        #expect(clean("<p") == "&lt;p")
        #expect(clean("<!-- never closed <script>alert(1)</script>") == "")
    }

    /// Each `<` is looked at once: twenty thousand tags sanitize in one pass (the old tag
    /// filter counted the rest of the input for every `<`).
    @Test func manyTagsAreRewrittenInOnePass() {
        let html = String(repeating: "<div>", count: 20_000) + String(repeating: "<tr><td>1</td></tr>", count: 2_000)
        let result = HTMLSanitizer.sanitize(html)
        #expect(result.refusals.isEmpty)
        #expect(result.html == html)
    }
}

@Suite struct URLPolicyTests {
    @Test func schemesDecideLinksAndImages() {
        #expect(URLPolicy.check("https://example.com", for: .link) == .allowed)
        #expect(URLPolicy.check("https://example.com", for: .image) == .external)
        #expect(URLPolicy.check("mailto:x@example.com", for: .link) == .allowed)
        #expect(URLPolicy.check("images/a.png", for: .image) == .allowed)
        #expect(URLPolicy.check("javascript://%0Aalert(1)", for: .link) == .refusedScheme("javascript"))
        #expect(URLPolicy.check("data:image/png;base64,AA", for: .image) == .refusedScheme("data"))
        #expect(URLPolicy.check("file:///etc/passwd", for: .link) == .refusedScheme("file"))
        #expect(URLPolicy.check("\n\tjava\nscript:x", for: .link) == .refusedScheme("javascript"))
        #expect(URLPolicy.check(attribute: "&#x6A;avascript:x", for: .link) == .refusedScheme("javascript"))
        #expect(URLPolicy.check(attribute: "x&bogus;", for: .link) == .undecodable)
    }

    @Test func characterReferencesDecodeLikeABrowser() {
        #expect(CharacterReferences.decode("&#106;&#x61;&#X76;&#97&colon;&amp;&lt;").value == "java:&<")
        #expect(CharacterReferences.decode("a&b=c&copy").value == "a&b=c&copy")
        #expect(CharacterReferences.decode("&#0;&#x110000;").value == "\u{FFFD}\u{FFFD}")
        #expect(CharacterReferences.decode("&nosuch;").hasUnknownReference)
    }
}
