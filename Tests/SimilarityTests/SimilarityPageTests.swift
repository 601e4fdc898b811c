import Similarity
import Testing

/// The page shows code as text, never as markup, and links each region to its twin.
@Suite struct SimilarityPageTests {
    static let hostile = """
        // </pre><script>alert("x")</script>
        func render() -> String {
            let tag = "<script>alert('owned')</script>"
            let body = "<img src=x onerror=alert(1)>" + tag + tag + tag
            return body.replacingOccurrences(of: "<", with: "&lt;") + String(tag.count)
        }
        """

    static func report() -> (SimilarityReport, String) {
        let submissions = [
            LearnerSubmission(name: "<b>ada</b>", files: [CodeFile(path: "<i>Solution.swift", text: hostile)]),
            LearnerSubmission(name: "bo", files: [CodeFile(path: "Solution.swift", text: hostile)]),
        ]
        let report = SimilarityAnalysis(options: SimilarityOptions(kGram: 5, window: 2)).compare(submissions, starter: [])
        return (report, SimilarityPage.render(report, listed: report.listed(top: 10, minimumScore: 0), title: "<exercise>"))
    }

    @Test func codeNamesAndPathsAreEscaped() {
        let (_, page) = Self.report()
        #expect(!page.contains("<script"))
        #expect(!page.contains("<img"))
        #expect(!page.contains("<b>ada") && !page.contains("<i>Solution") && !page.contains("<exercise>"))
        #expect(page.contains("&lt;script&gt;alert("))
        #expect(page.contains("&lt;b&gt;ada&lt;/b&gt;"))
        #expect(page.contains("&amp;lt;"))
    }

    @Test func regionsAreLinkedBothWaysAndMatchedLinesMarked() throws {
        let (report, page) = Self.report()
        let pair = try #require(report.pairs.first)
        #expect(pair.score == 1)
        #expect(!pair.regions.isEmpty)
        for index in pair.regions.indices {
            #expect(page.contains("id=\"p1-l\(index + 1)\"") && page.contains("href=\"#p1-r\(index + 1)\""))
            #expect(page.contains("id=\"p1-r\(index + 1)\"") && page.contains("href=\"#p1-l\(index + 1)\""))
        }
        #expect(page.components(separatedBy: "class=\"line matched\"").count - 1 == pair.leftMatchedLines + pair.rightMatchedLines)
    }

    @Test func thePageIsSelfContainedAndAccusesNoOne() {
        let (_, page) = Self.report()
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<style>") && !page.contains("<script") && !page.contains("<link"))
        #expect(page.contains("where to look, not a verdict"))
        for word in ["cheat", "plagiar", "guilty", "copied"] { #expect(!page.lowercased().contains(word)) }
    }
}
