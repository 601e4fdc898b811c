import Diagnostics

/// The result of verifying lessons: every lesson's verdict and the toolchain that verified them.
package struct VerificationReport: Sendable {
    package var verdicts: [LessonVerdict]
    /// e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    package var toolchainVersion: String
    package var seconds: Double
    /// Said once when lessons ran without a sandbox (bubblewrap missing) or without a cap on
    /// their whole process tree (no usable control groups); nil when fully contained.
    package var sandboxNotice: String?
    /// Diagrams that do not parse or do not match the trace they name (`mermaid trace=NAME`),
    /// found after the lessons ran.
    package var diagramProblems: [Diagnostic] = []
    /// Trace-checked diagrams that matched their lesson's run.
    package var diagramsMatched = 0
    /// `--ios`: the app code type-checked against an iOS SDK, or none found; nil when not asked.
    package var iosTypeCheck: IOSTypeCheckOutcome?

    package init(verdicts: [LessonVerdict], toolchainVersion: String, seconds: Double, sandboxNotice: String? = nil) {
        self.verdicts = verdicts
        self.toolchainVersion = toolchainVersion
        self.seconds = seconds
        self.sandboxNotice = sandboxNotice
    }

    package var passed: Bool {
        verdicts.allSatisfy(\.passed) && !diagramProblems.contains { $0.severity == .error }
            && iosTypeCheck?.report?.passed != false
    }
    package var lessonsPassed: Int { verdicts.filter(\.passed).count }
    package var checksPassed: Int { verdicts.compactMap(\.report).map(\.passed).reduce(0, +) }
    package var checksFailed: Int { verdicts.compactMap(\.report).map(\.failed).reduce(0, +) }
    package var compileFailVerified: Int { verdicts.map(\.compileFailVerified).reduce(0, +) }

    /// `Swift 6.3.1`, for the site's listing captions.
    package var shortToolchainVersion: String {
        let words = toolchainVersion.split(separator: " ")
        guard let index = words.firstIndex(of: "version"), index + 1 < words.count else { return toolchainVersion }
        return "Swift \(words[index + 1])"
    }
}
