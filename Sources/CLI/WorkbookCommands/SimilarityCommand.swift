import Diagnostics
import WorkbookCore

/// `workbook similarity EXERCISE SUBMISSIONS`: the pairs of submissions whose code is unusually
/// alike, ranked, and a page that shows them side by side. Where to look, not a verdict.
enum SimilarityCommand: WorkbookCommand {
    static let name = "similarity"
    static let summary = "rank pairs of submissions whose code is unusually alike: where to look, not a verdict"
    static let overview = """
        Rank the pairs of an exercise's submissions whose code is unusually alike, and show the
        alike regions side by side: where to look, not a verdict.
        """
    static let discussion = """
        Each submission is read with the workbook's Swift tokenizer: comments and layout are
        dropped and every name and literal becomes one symbol per kind, so renaming and
        reformatting change nothing. Runs of tokens are fingerprinted as MOSS does (k-grams,
        winnowed), every fingerprint of the exercise's starter/ code is taken out, and a pair's
        score is the share of the smaller submission's fingerprints the other has too. Code can
        be alike for good reasons (the lessons' listings, the one natural way to write it,
        permitted work together): read the regions before drawing any conclusion.
        Exit status 0 once the comparison is done, whatever it found; 1 on an error.
        """
    static let epilogue = """
        EXAMPLES:
          swift run workbook similarity 01-auth-handover ~/exports/handover --output report.html
          swift run workbook similarity 02-child-lifecycle submissions/ --top 5 --threshold 60
        """
    static let signature = CommandSignature(
        positionals: [PositionalDeclaration(usage: "EXERCISE SUBMISSIONS", rows: [
            ("EXERCISE", ["the exercise's folder name under exercises/; its starter/", "code is taken out of every submission"]),
            ("SUBMISSIONS", ["the folder of submissions: each subfolder (its .swift files,", "tests/ and hidden folders left out) or .swift file in it",
                "is one learner"]),
        ])],
        options: [
            .option("output", short: "o", valueName: "PATH", help: "also write the HTML page to PATH, or into PATH as",
                "similarity-EXERCISE.html when it is a folder"),
            .option("top", valueName: "N", .integer(1...Int.max), help: "list at most N pairs, here and on the page (default 20)"),
            .option("threshold", valueName: "PERCENT", .integer(0...100), help: "list only pairs at least PERCENT alike (default 0)"),
            .option("k-gram", valueName: "TOKENS", .integer(1...1000), help: "tokens per fingerprinted run (default 12): shorter",
                "common runs are never reported"),
            .option("window", valueName: "K-GRAMS", .integer(1...1000), help: "winnowing window (default 6): any common run of",
                "k-gram + window - 1 tokens is found"),
            SharedOptions.root,
        ])

    static func run(_ arguments: Arguments, output: Output) throws -> Int32 {
        let positionals = arguments.positionals()
        guard positionals.count == 2 else {
            throw UsageError(positionals.count > 2 ? "unexpected argument '\(positionals[2])'"
                : positionals.isEmpty ? "name the exercise and the folder of submissions" : "name the folder of submissions to compare")
        }
        let similarity = SubmissionSimilarity(
            root: SharedOptions.root(arguments), kGram: arguments.integer("k-gram"), window: arguments.integer("window"))
        let outcome = try similarity.compare(positionals[0], submissionsPath: positionals[1])
        for warning in outcome.warnings { output.printProgress(output.formatter.format(warning)) }
        let threshold = arguments.integer("threshold") ?? 0
        let listed = outcome.listed(top: arguments.integer("top") ?? 20, minimumPercent: threshold)
        output.printResult(text(outcome, listed: listed, threshold: threshold))
        if let destination = arguments.option("output") {
            let written = try SubmissionSimilarity.writePage(outcome.page(listed), to: destination, exerciseID: outcome.exerciseID)
            output.printProgress("wrote \(written)")
        }
        return 0
    }

    /// The ranked table, with what it is and is not.
    static func text(_ outcome: SubmissionSimilarity.Outcome, listed: [Results.SimilarPair], threshold: Int) -> String {
        let count = outcome.report.submissions.count
        var lines = ["\(count) submissions of \(outcome.exerciseID) compared, the starter's code taken out."]
        if listed.isEmpty {
            lines.append("No pair shares code beyond the starter" + (threshold > 0 ? " at \(threshold) % or more." : "."))
        } else {
            lines.append("Pairs whose code is unusually alike — where to look, not a verdict:")
            lines.append("")
            let rows = listed.enumerated().map { index, pair in
                ["\(index + 1)", "\(pair.left) and \(pair.right)", "\(pair.percent) %",
                    "\(pair.sharedFingerprints) of \(min(pair.leftFingerprints, pair.rightFingerprints))",
                    "\(pair.leftMatchedLines) / \(pair.rightMatchedLines)"]
            }
            lines.append(TextTable(header: ["#", "pair", "score", "shared fingerprints", "matched lines"], rows: rows).text)
        }
        if !outcome.withoutOwnCode.isEmpty {
            lines.append("")
            lines.append("No code beyond the starter, so alike to no one: " + outcome.withoutOwnCode.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
