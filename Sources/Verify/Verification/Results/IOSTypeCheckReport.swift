import Diagnostics

/// What `check --ios` found: either that there is no iOS SDK here (nothing was checked, and
/// that is not a failure), or the result of type-checking against one.
package enum IOSTypeCheckOutcome: Sendable {
    case noSDK
    case checked(IOSTypeCheckReport)

    package var report: IOSTypeCheckReport? {
        if case .checked(let report) = self { return report }
        return nil
    }
}

/// The app code of lessons and exercise solutions, type-checked against one iOS SDK.
package struct IOSTypeCheckReport: Sendable {
    package var sdk: IOSSDK
    /// e.g. `17.0`: the `-target arm64-apple-ios17.0` the code was checked for.
    package var deploymentTarget: String
    package var results: [IOSTypeCheckResult]
    /// Why the compiler could not use the SDK at all (then no unit was checked); empty when it could.
    package var sdkProblems: [Diagnostic]

    package init(sdk: IOSSDK, deploymentTarget: String, results: [IOSTypeCheckResult], sdkProblems: [Diagnostic] = []) {
        self.sdk = sdk
        self.deploymentTarget = deploymentTarget
        self.results = results
        self.sdkProblems = sdkProblems
    }

    package var passed: Bool { sdkProblems.isEmpty && results.allSatisfy(\.passed) }
    package var problems: [Diagnostic] { sdkProblems + results.flatMap(\.problems) }

    /// Whether this lesson's app code was type-checked and passed.
    package func passed(lesson: String) -> Bool {
        results.contains { $0.unit.lesson == lesson && $0.passed }
    }

    package var lessonsChecked: Int { results.filter { $0.unit.lesson != nil }.count }
    package var solutionsChecked: Int { results.filter { $0.unit.lesson == nil }.count }
    package var failed: Int { results.filter { !$0.passed }.count }
    /// Declarations of the checked lessons left out as driver code.
    package var leftOut: Int { results.map(\.unit.leftOut).reduce(0, +) }
}

/// One unit's type-check: its errors, located at the chapter or exercise lines they are in.
package struct IOSTypeCheckResult: Sendable {
    package var unit: IOSTypeCheckUnit
    package var problems: [Diagnostic]
    /// Taken from an earlier run that passed with the same code, SDK and compiler.
    package var cached: Bool

    package init(unit: IOSTypeCheckUnit, problems: [Diagnostic], cached: Bool) {
        self.unit = unit
        self.problems = problems
        self.cached = cached
    }

    package var passed: Bool { problems.isEmpty }
}
