import Diagnostics
import ExerciseModel
import Foundation
import ProcessRunning
import SwiftBuild

/// Builds the grading package and explains a failure in the learner's terms: an error in their
/// file at their file and line, one in a public test at the test's line, and one in a hidden
/// test only as a sentence — never its source, its line or the names of its helpers.
struct GradingBuild {
    let package: GradingPackage
    let runner: RunnerSources
    let submission: Submission
    var seconds: Double = 900
    /// The instructor's view: an error in a hidden test at its file and line, like a public
    /// test's, so `exercises verify` can say which name a starter fails to declare.
    var locatesHiddenErrors = false

    static let hiddenMismatch =
        "the hidden tests do not compile against your code: an API they use is missing or has a different signature"
    static let rulesHint =
        "give your types and methods exactly the names and signatures the exercise's ## Rules section asks for"

    /// No problems when the build succeeded; the runner is then sealed (`package.sealedBinary`)
    /// before another package's build in the shared build folder can replace it.
    func run() throws(ToolError) -> [Diagnostic] {
        var build = PackageBuild(
            packageFolder: package.folder, scratchPath: package.build.url, product: GradingPackage.product, seconds: seconds)
        // The runner imports the submission: when this build may start within the second the
        // last one ended, the driver could miss the submission's new interface (see
        // `BuildInput.redate`), so the runner's files are compiled again.
        build.beforeBuilding = { [runnerURL = package.runnerURL] ended throws(ToolError) in
            guard BuildInput.sameSecond(as: ended) else { return }
            do {
                try BuildInput.redate(GradingPackage.files(in: runnerURL))
            } catch {
                throw ToolError("cannot date the grader's runner files: \(error.localizedDescription)",
                    hint: "check that \(runnerURL.path) is writable")
            }
        }
        return try build.run { result throws(ToolError) -> [Diagnostic] in
            if result.succeeded {
                do {
                    try SealedRunner.seal(package)
                } catch {
                    throw ToolError("cannot copy the built runner for its tests: \(error.localizedDescription)",
                        hint: "check that \(package.folder.path) is writable and the disk is not full")
                }
                return []
            }
            if case .timedOut(let after) = result.termination {
                return [.tool(ToolError("building the submission was stopped after \(Int(after)) s",
                    hint: "a build this slow is unusual; try again, or remove \(package.folder.path)"))]
            }
            return explain(result.combinedText)
        }
    }

    func explain(_ output: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var hiddenFails = false
        var generatedFails = false
        for error in CompilerDiagnostic.parse(output) where error.severity == .error {
            switch package.origin(of: error.file) {
            case .submission(let file):
                problems.append(.source(SourceError(
                    file: submission.shownAs == "." ? file : submission.shownAs + "/" + file,
                    line: error.line, column: error.column, message: error.message)))
            case .test(let path) where path.hasPrefix("tests/hidden/") && !locatesHiddenErrors:
                hiddenFails = true
            case .test(let path):
                // The grader's copy qualifies check calls; columns are given back in the file's own terms.
                let column = runner.file(at: path)?.sourceColumn(line: error.line, column: error.column) ?? error.column
                problems.append(.source(SourceError(
                    file: path, line: error.line, column: column, message: error.message,
                    hint: "this public test uses your code; \(Self.rulesHint)")))
            case .generated:
                generatedFails = true
            case .elsewhere:
                problems.append(.tool(ToolError(error.message)))
            }
        }
        if hiddenFails { problems.append(.tool(ToolError(Self.hiddenMismatch, hint: Self.rulesHint))) }
        if generatedFails && problems.isEmpty {
            problems.append(.tool(ToolError(
                "the grader's runner does not compile with this submission",
                hint: "a declaration of yours may clash with the grader's test functions; rename it")))
        }
        if problems.isEmpty {
            // No located error: show the build's last lines, unless any of it could quote hidden code.
            let lines = output.split(separator: "\n").map(String.init)
            let mentionsHidden = lines.contains { $0.contains("/\(GradingPackage.runnerFolder)/") }
            problems.append(.tool(ToolError("the submission failed to build",
                hint: "the build's last lines are shown above",
                detail: mentionsHidden ? [] : Array(lines.suffix(15)))))
        }
        return problems
    }
}
