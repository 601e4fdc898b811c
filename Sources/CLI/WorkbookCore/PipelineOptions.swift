import DiagramRenderer
import Foundation
import MutationTesting
import FolderOutput
import Verification

/// Whether the generate step may write, or must find the sources already current (tests
/// and CI, which must never edit the tree they check).
package enum GenerationMode: Sendable {
    case write
    case requireCurrent
}

/// What `check` (and a verifying `build`) does.
package struct CheckOptions: Sendable {
    /// Only these lessons; empty for all.
    package var lessons: [String] = []
    /// SwiftPM's build folder; nil for ROOT/.build.
    package var scratchPath: URL?
    /// How long one lesson may run.
    package var timeoutSeconds: Double = 120
    package var generation: GenerationMode = .write
    /// Off: run every lesson even when it passed before with the same inputs.
    package var usesCache = true
    /// `--ios`: where to look for an iOS SDK to type-check the app code against, after the
    /// lessons; nil, no iOS type-check. Finding no SDK skips it; a wrong `IOS_SDK` is an error.
    package var iosSDKLocator: IOSSDKLocator?

    package init(
        lessons: [String] = [], scratchPath: URL? = nil, timeoutSeconds: Double = 120,
        generation: GenerationMode = .write, usesCache: Bool = true, iosSDKLocator: IOSSDKLocator? = nil
    ) {
        self.iosSDKLocator = iosSDKLocator
        self.lessons = lessons
        self.scratchPath = scratchPath
        self.timeoutSeconds = timeoutSeconds
        self.generation = generation
        self.usesCache = usesCache
    }

    func mutationTester(root: URL) -> LessonMutationTester {
        var tester = LessonMutationTester(root: root, scratch: scratchPath.map { $0.appendingPathComponent("mutants") })
        tester.runSeconds = timeoutSeconds
        tester.usesCache = usesCache
        return tester
    }

    func verifier(root: URL) -> LessonVerifier {
        var verifier = LessonVerifier(root: root, scratchPath: scratchPath)
        verifier.runSeconds = timeoutSeconds
        verifier.usesCache = usesCache
        return verifier
    }
}

/// What `build` does.
package struct BuildOptions: Sendable {
    package var output: URL
    /// nil skips verification: the site is rendered from the chapters alone, nothing is
    /// generated, built or run, and the pages say their lessons were not verified.
    package var verification: CheckOptions?
    /// Also run every lesson's mutants (`--mutants`) and show the fresh scores; otherwise a
    /// lesson shows the cached score for its current text, or none.
    package var runsMutants = false
    /// How the write stage swaps the site in: the real exchange, unless a test injects a
    /// refusal or a pause (`workbook-swap-probe`).
    package var swapHooks = SwapHooks()

    /// Where diagram layouts are kept between builds, so a build whose diagrams did not change
    /// lays none out; nil: the scratch folder's `diagram-layouts` (ROOT/.build/diagram-layouts
    /// without one). The site is the same with the cache or without it.
    package var layoutCacheFolder: URL?
    /// Off: every diagram is laid out afresh and nothing is kept (`--no-cache`).
    package var cachesLayouts = true
    /// Told of each Graphviz layout the build runs (not found in the cache): tests count them.
    package var onLayout: @Sendable () -> Void = {}

    package init(output: URL, verification: CheckOptions? = CheckOptions(), runsMutants: Bool = false) {
        self.output = output
        self.verification = verification
        self.runsMutants = runsMutants
    }

    package func layoutCache(root: URL) -> DiagramLayoutCache? {
        guard cachesLayouts else { return nil }
        let scratch = verification?.scratchPath ?? root.appendingPathComponent(".build")
        return DiagramLayoutCache(folder: layoutCacheFolder ?? scratch.appendingPathComponent("diagram-layouts"))
    }
}
