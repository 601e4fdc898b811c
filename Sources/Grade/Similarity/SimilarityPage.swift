import MarkupWriting

/// The HTML report: one self-contained page (inline style, no script) with the ranked pairs and,
/// for each, the two submissions side by side with the matched regions marked and linked.
///
/// Its words accuse no one. Code can be alike because the lessons show it that way, because
/// there is one natural way to write it, or because learners were allowed to work together;
/// the page says where to look and leaves the judgement to the person who reads the code.
package enum SimilarityPage {
    /// The page for `listed`, pairs of `report` in rank order; `title` names what was compared
    /// (the exercise).
    package static func render(_ report: SimilarityReport, listed: [SimilarPair], title: String) -> String {
        var writer = MarkupWriter()
        writer.raw("<!DOCTYPE html>\n")
        writer.element("html", [Attribute("lang", "en")]) { writer in
            writer.element("head") { writer in
                writer.element("meta", [Attribute("charset", "utf-8")])
                writer.element("meta", [Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1")])
                writer.element("title", text: "Code alike in submissions of \(title)")
                writer.element("style", content: { $0.raw(PageStyle.css) })
            }
            writer.element("body") { writer in
                introduction(report, title: title, &writer)
                table(listed, &writer)
                for (index, pair) in listed.enumerated() {
                    section(pair, rank: index + 1, report: report, &writer)
                }
            }
        }
        return writer.output + "\n"
    }

    private static func introduction(_ report: SimilarityReport, title: String, _ writer: inout MarkupWriter) {
        writer.element("h1", text: "Code alike in submissions of \(title)")
        writer.element("p", [Attribute("class", "note")], text: """
            Pairs whose code is unusually alike — where to look, not a verdict. Code can be alike for good \
            reasons: the lessons' listings, the one natural way to write something, permitted work together. \
            Read the matched regions, and talk with the learners, before drawing any conclusion.
            """)
        let options = report.options
        writer.element("p", text: """
            \(report.submissions.count) submissions compared. The starter's code is taken out of each first; \
            names, comments, layout and literal values are ignored, so renaming changes nothing. A pair's \
            score is the share of the smaller submission's fingerprints (runs of \(options.kGram) tokens, \
            winnowed in windows of \(options.window)) that the other has too; any common run of \
            \(options.guaranteeThreshold) tokens or more is found.
            """)
        let empty = report.submissions.map(\.name).filter { (report.fingerprintCounts[$0] ?? 0) == 0 }
        if !empty.isEmpty {
            writer.element("p", text: "No code beyond the starter, so alike to no one: " + empty.joined(separator: ", ") + ".")
        }
    }

    private static func table(_ listed: [SimilarPair], _ writer: inout MarkupWriter) {
        guard !listed.isEmpty else {
            writer.element("p", text: "No pair of submissions shares code beyond the starter at this threshold.")
            return
        }
        writer.element("table") { writer in
            writer.element("thead") { writer in
                writer.element("tr") { writer in
                    for heading in ["#", "Pair", "Score", "Shared fingerprints", "Matched lines (left / right)"] {
                        writer.element("th", text: heading)
                    }
                }
            }
            writer.element("tbody") { writer in
                for (index, pair) in listed.enumerated() {
                    writer.element("tr") { writer in
                        writer.element("td", [Attribute("class", "number")], text: String(index + 1))
                        writer.element("td") { $0.element("a", [Attribute("href", "#p\(index + 1)")], text: "\(pair.left) and \(pair.right)") }
                        writer.element("td", [Attribute("class", "number")], text: "\(pair.percent) %")
                        writer.element("td", [Attribute("class", "number")],
                            text: "\(pair.sharedFingerprints) of \(min(pair.leftFingerprints, pair.rightFingerprints))")
                        writer.element("td", [Attribute("class", "number")], text: "\(pair.leftMatchedLines) / \(pair.rightMatchedLines)")
                    }
                }
            }
        }
    }

    private static func section(_ pair: SimilarPair, rank: Int, report: SimilarityReport, _ writer: inout MarkupWriter) {
        guard let left = report.submission(named: pair.left), let right = report.submission(named: pair.right) else { return }
        writer.element("section", [Attribute("id", "p\(rank)")]) { writer in
            writer.element("h2", text: "\(rank). \(pair.left) and \(pair.right): \(pair.percent) %")
            writer.element("p", text: """
                \(pair.sharedFingerprints) shared fingerprints in \(pair.regions.count) \
                region\(pair.regions.count == 1 ? "" : "s"); each region's first line links to the same region on the other side.
                """)
            writer.element("ol") { writer in
                for (index, region) in pair.regions.enumerated() {
                    writer.element("li") { writer in
                        link(region.left, anchor: PairListing.anchor(rank: rank, side: "l", region: index + 1), &writer)
                        writer.text(" and ")
                        link(region.right, anchor: PairListing.anchor(rank: rank, side: "r", region: index + 1), &writer)
                    }
                }
            }
            PairListing(pair: pair, rank: rank, left: left, right: right).write(to: &writer)
        }
    }

    private static func link(_ span: LineSpan, anchor: String, _ writer: inout MarkupWriter) {
        let lines = span.lines.count == 1 ? "line \(span.lines.lowerBound)" : "lines \(span.lines.lowerBound)–\(span.lines.upperBound)"
        writer.element("a", [Attribute("href", "#" + anchor)], text: "\(span.file) \(lines)")
    }
}
