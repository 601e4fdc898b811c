import SwiftHighlighter
import Testing

@Suite("HTML output")
struct HTMLOutputTests {
    @Test func keywordsAndTypesAreWrapped() {
        #expect(highlighter.html("let x: Int") ==
            #"<span class="hl-keyword">let</span> x: <span class="hl-type">Int</span>"#)
    }

    @Test func plainTextIsEscapedToo() {
        #expect(highlighter.html("a < b && c > d") ==
            #"a <span class="hl-operator">&lt;</span> b <span class="hl-operator">&amp;&amp;</span> c <span class="hl-operator">&gt;</span> d"#)
    }

    @Test func stringQuotesAndAmpersandsAreEscaped() {
        #expect(highlighter.html(#""<b> & \"q\"""#) ==
            #"<span class="hl-string">&quot;&lt;b&gt; &amp; \&quot;q\&quot;&quot;</span>"#)
    }

    @Test func interpolationDelimitersHaveTheirOwnClass() {
        #expect(highlighter.html(#""a\(b)c""#) ==
            #"<span class="hl-string">&quot;a</span><span class="hl-interp">\(</span>b<span class="hl-interp">)</span><span class="hl-string">c&quot;</span>"#)
    }

    @Test func whitespaceAndNewlinesStayUnwrapped() {
        let html = highlighter.html("import UIKit\n\n\tfinal class")
        #expect(html.contains("</span>\n\n\t<span"))
        #expect(!html.hasPrefix("<pre"))
    }

    @Test func adjacentTokensOfOneClassShareASpan() {
        // The `)` closing one interpolation and the `\(` opening the next touch.
        #expect(highlighter.html(#""\(a)\(b)""#) ==
            #"<span class="hl-string">&quot;</span><span class="hl-interp">\(</span>a<span class="hl-interp">)\(</span>b<span class="hl-interp">)</span><span class="hl-string">&quot;</span>"#)
        let merged = HTMLOutputFormat().render([token(.keyword, "public"), token(.keyword, "static")])
        #expect(merged == #"<span class="hl-keyword">publicstatic</span>"#)
    }

    @Test func tokensSeparatedByWhitespaceKeepTheirOwnSpans() {
        #expect(highlighter.html("/// one\n/// two") ==
            "<span class=\"hl-doc\">/// one</span>\n<span class=\"hl-doc\">/// two</span>")
    }

    @Test func emptyInputGivesEmptyOutput() {
        #expect(highlighter.html("") == "")
    }

    @Test func documentedClassList() {
        #expect(TokenKind.allCSSClasses == [
            "hl-keyword", "hl-contextual-keyword", "hl-type", "hl-string", "hl-interp", "hl-number",
            "hl-comment", "hl-doc", "hl-attribute", "hl-directive", "hl-operator", "hl-property",
            "hl-call",
        ])
        #expect(TokenKind.identifier.cssClass == nil)
        #expect(TokenKind.punctuation.cssClass == nil)
        #expect(TokenKind.whitespace.cssClass == nil)
    }

    @Test func everyClassInOutputIsDocumented() {
        let html = highlighter.html(CoordinatorListing.source)
        var classes: Set<String> = []
        var rest = Substring(html)
        while let range = rest.range(of: #"class=""#) {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            classes.insert(String(after[..<end]))
            rest = after[end...]
        }
        #expect(classes.isSubset(of: Set(TokenKind.allCSSClasses)))
        #expect(classes.count >= 10)
    }

    /// A second renderer is one conforming type: here, one that lists `kind:text` pairs.
    struct KindListFormat: OutputFormat {
        func render(_ tokens: [Token]) -> [String] {
            tokens.filter { $0.kind != .whitespace }.map { "\($0.kind.rawValue):\($0.text)" }
        }
    }

    @Test func customOutputFormat() {
        #expect(highlighter.render("weak var parent", as: KindListFormat()) ==
            ["contextualKeyword:weak", "keyword:var", "identifier:parent"])
    }
}
