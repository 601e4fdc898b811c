import SwiftHighlighter
import SwiftTokenizer
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

    /// Quotes are text here, not attribute values, so they stay as they are.
    @Test func stringAmpersandsAndAngleBracketsAreEscaped() {
        #expect(highlighter.html(#""<b> & \"q\"""#) ==
            #"<span class="hl-string">"&lt;b&gt; &amp; \"q\""</span>"#)
    }

    @Test func interpolationDelimitersHaveTheirOwnClass() {
        #expect(highlighter.html(#""a\(b)c""#) ==
            #"<span class="hl-string">"a</span><span class="hl-interp">\(</span>b<span class="hl-interp">)</span><span class="hl-string">c"</span>"#)
    }

    @Test func whitespaceAndNewlinesStayUnwrapped() {
        let html = highlighter.html("import UIKit\n\n\tfinal class")
        #expect(html.contains("</span>\n\n\t<span"))
        #expect(!html.hasPrefix("<pre"))
    }

    @Test func adjacentTokensOfOneClassShareASpan() {
        // The `)` closing one interpolation and the `\(` opening the next touch.
        #expect(highlighter.html(#""\(a)\(b)""#) ==
            #"<span class="hl-string">"</span><span class="hl-interp">\(</span>a<span class="hl-interp">)\(</span>b<span class="hl-interp">)</span><span class="hl-string">"</span>"#)
        let merged = HTMLOutputFormat().render([token(.keyword, "public"), token(.keyword, "static")])
        #expect(merged == #"<span class="hl-keyword">publicstatic</span>"#)
    }

    @Test func classNamesAreAParameter() {
        let compact = HTMLClassNames(whitespaceJoinsSpan: true) { kind in
            switch kind {
            case .keyword, .contextualKeyword: "k"
            case .string: "s"
            default: nil
            }
        }
        // Whitespace joins the span before it; kinds sharing a class share one span.
        #expect(highlighter.html("weak var s = \"x\" + y", classNames: compact) ==
            #"<span class="k">weak var </span>s = <span class="s">"x" </span>+ y"#)
        #expect(compact.allClasses == ["k", "s"])
        let quoted = HTMLClassNames(classes: [.keyword: #"a"b"#])
        #expect(highlighter.html("let", classNames: quoted) == #"<span class="a&quot;b">let</span>"#)
    }

    @Test func charactersXMLForbidsAreDropped() {
        #expect(highlighter.html("let\u{0}x = \"\u{1B}\"") == #"<span class="hl-keyword">let</span>x <span class="hl-operator">=</span> <span class="hl-string">""</span>"#)
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
