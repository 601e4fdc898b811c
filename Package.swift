// swift-tools-version:6.0
import PackageDescription

/// Lesson targets are generated from `chapters/*.md` by `workbook generate` (and `workbook check`)
/// into `Lessons/<name>/main.swift`; the same command keeps this list in step with the
/// chapters (SwiftPM caches manifests by content, so the list must live in this file).
// BEGIN GENERATED LESSON LIST — edited by `swift run workbook generate`
let lessonNames: [String] = [
    "child-coordinators",
    "classic-coordinator",
    "container-composition",
    "mvc-coordinator",
    "mvvm-coordinator",
    "navigation-simulator",
    "review",
    "scopes-and-deep-links",
    "swiftui-router",
    "testing-navigation",
    "where-routing-lives",
]
// END GENERATED LESSON LIST

let lessonDependencies: [Target.Dependency] = ["LessonKit", "NavigationSimulator"]

/// The toolchain's stages, ordered by WorkbookCore: load and plan (BookModel) → generate
/// (LessonGeneration) → verify (Verification) → render (SiteGenerator) → write (FolderOutput).
/// One module per stage, each doing one job, and a thin command line over them.
let toolchainTargets: [Target] = [
    // C libraries from Debian (Homebrew on macOS), wrapped once each.
    .systemLibrary(
        name: "CCmarkGFM", path: "Sources/C/CCmarkGFM", pkgConfig: "libcmark-gfm",
        providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]),
    .systemLibrary(
        name: "CGraphviz", path: "Sources/C/CGraphviz", pkgConfig: "libgvc",
        providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),

    .target(name: "Diagnostics", path: "Sources/Support/Diagnostics"),
    .target(name: "MarkupWriting", path: "Sources/Support/MarkupWriting"),
    .target(name: "MarkdownModel", dependencies: ["CCmarkGFM", "Diagnostics"], path: "Sources/Book/MarkdownModel"),
    .target(name: "BookModel", dependencies: ["Diagnostics", "LessonKit", "MarkdownModel"], path: "Sources/Book/BookModel"),
    .target(name: "LessonGeneration", dependencies: ["BookModel", "Diagnostics", "SwiftBuild"], path: "Sources/Book/LessonGeneration"),
    // `swift build` and the compiler, driven once for verification, mutation testing and grading:
    // toolchain discovery, the build driver, the compiler-diagnostic parser, stable hashes and file stamps.
    .target(name: "SwiftBuild", dependencies: ["Diagnostics", "ProcessRunning"], path: "Sources/Support/SwiftBuild"),
    .target(
        name: "Verification",
        dependencies: [
            "BookModel", "Diagnostics", "LessonGeneration", "LessonKit", "ProcessRunning", "RuntimeLibraries", "SwiftBuild",
            "SwiftTokenizer",
        ], path: "Sources/Verify/Verification"),
    // Mermaid read into typed diagrams (sequence, flowchart, state): the parsers, the models, their
    // errors and size limits, with no layout or drawing, for trace checking and fuzzing to use alone.
    .target(name: "MermaidModel", dependencies: ["Diagnostics"], path: "Sources/Book/MermaidModel"),
    // Layout and SVG over MermaidModel's diagrams. Graphviz runs in `workbook-layout`, a child
    // process of its own (a crash in libgvc must not take the tool down); depending on it makes
    // SwiftPM build it beside `workbook` and the tests.
    // LessonKit: its FNV-1a hash names the layouts kept between builds.
    .target(
        name: "DiagramRenderer",
        dependencies: ["Diagnostics", "LessonKit", "MarkupWriting", "MermaidModel", "ProcessRunning", "workbook-layout"], path: "Sources/Site/DiagramRenderer"),
    .executableTarget(name: "workbook-layout", dependencies: ["CGraphviz"], path: "Sources/Site/workbook-layout"),
    // Swift source cut into classified tokens (the lexer of the highlighter, the mutation engine and
    // the exercise and iOS checks), and the highlighter's HTML over it.
    .target(name: "SwiftTokenizer", path: "Sources/Support/SwiftTokenizer"),
    .target(name: "SwiftHighlighter", dependencies: ["MarkupWriting", "SwiftTokenizer"], path: "Sources/Site/SwiftHighlighter"),
    // Diagrams checked against the traces lessons record (`mermaid trace=NAME`).
    .target(
        name: "TraceChecking", dependencies: ["BookModel", "Diagnostics", "LessonKit", "MarkdownModel", "MermaidModel"], path: "Sources/Verify/TraceChecking"),
    // Mutation testing: mutants of the code under test, compiled as one schema per program (the
    // engine); lessons and exercises tested behind one subject protocol (MutationTesting); the
    // results (mutants, outcomes, scores) apart, for the site and the grader to read without the engine.
    .target(name: "MutationResults", path: "Sources/Verify/MutationResults"),
    .target(name: "Mutation", dependencies: ["MutationResults", "SwiftTokenizer"], path: "Sources/Verify/Mutation"),
    .target(
        name: "MutationTesting",
        dependencies: [
            "BookModel", "Diagnostics", "ExerciseModel", "Grading", "LessonGeneration", "LessonKit", "Mutation", "MutationResults",
            "ProcessRunning", "RuntimeLibraries", "SwiftBuild", "Verification",
        ], path: "Sources/Verify/MutationTesting"),
    .target(
        name: "SiteGenerator",
        dependencies: [
            "BookModel", "Diagnostics", "DiagramRenderer", "ExerciseModel", "MarkdownModel", "MarkupWriting", "MermaidModel",
            "MutationResults", "ProcessRunning", "SwiftHighlighter", "SwiftTokenizer",
        ], path: "Sources/Site/SiteGenerator"),
    .target(name: "FolderOutput", dependencies: ["CFileExchange", "Diagnostics", "ProcessRunning"], path: "Sources/Support/FolderOutput"),
    // `workbook serve`: the built site on 127.0.0.1, reloading open pages after a rebuild.
    .target(name: "SiteServing", dependencies: ["Diagnostics", "MarkupWriting"], path: "Sources/Site/SiteServing"),
    .target(name: "ExerciseModel", dependencies: ["Diagnostics", "MarkdownModel", "SwiftTokenizer"], path: "Sources/Grade/ExerciseModel"),
    .target(
        name: "Grading",
        dependencies: ["Diagnostics", "ExerciseModel", "MarkupWriting", "ProcessRunning", "RuntimeLibraries", "SwiftBuild"], path: "Sources/Grade/Grading"),
    // `workbook similarity`: pairs of submissions whose code is unusually alike, from SwiftTokenizer's
    // tokens (normalised, the starter subtracted, winnowed as in MOSS), as a ranked list and a page.
    .target(name: "Similarity", dependencies: ["MarkupWriting", "SwiftTokenizer"], path: "Sources/Grade/Similarity"),
    // The learner edition and the Gradescope autograder bundle, both made from the instructor's source.
    .target(name: "Editions", dependencies: ["Diagnostics", "ExerciseModel", "ProcessRunning", "FolderOutput"], path: "Sources/Grade/Editions"),
    .target(
        name: "WorkbookCore",
        dependencies: [
            "BookModel", "Diagnostics", "DiagramRenderer", "Editions", "ExerciseModel", "Grading", "LessonGeneration", "LessonKit",
            "MarkdownModel", "MermaidModel", "Mutation", "MutationResults", "MutationTesting", "ProcessRunning", "RuntimeLibraries", "SiteGenerator", "FolderOutput", "SiteServing", "Similarity", "TraceChecking", "Verification",
        ], path: "Sources/CLI/WorkbookCore"),
    .target(
        name: "WorkbookCommands",
        dependencies: ["Diagnostics", "WorkbookCore"], path: "Sources/CLI/WorkbookCommands"),
    .executableTarget(name: "workbook", dependencies: ["WorkbookCommands"], path: "Sources/CLI/workbook"),
    // `swift run -c release workbook-bench`: the benchmarks, kept out of the `workbook` tool.
    .executableTarget(
        name: "workbook-bench",
        dependencies: [
            "BookModel", "DiagramRenderer", "ExerciseModel", "Grading", "MermaidModel", "MutationTesting", "SwiftHighlighter",
            "WorkbookCommands", "WorkbookCore",
        ], path: "Sources/CLI/workbook-bench"),

    // Runs tools and untrusted programs (lessons, submissions) contained and bounded.
    .target(name: "CProcessSpawn", path: "Sources/C/CProcessSpawn"),
    .target(name: "ProcessRunning", dependencies: ["CProcessSpawn", "Diagnostics"], path: "Sources/Support/ProcessRunning"),
    // Which runtime libraries generated packages depend on, and a stamp of their files.
    .target(name: "RuntimeLibraries", dependencies: ["SwiftBuild"], path: "Sources/Support/RuntimeLibraries"),
    // The atomic exchange of two folders the write stage swaps with (renameat2 on Linux,
    // renamex_np on macOS).
    .target(name: "CFileExchange", path: "Sources/C/CFileExchange"),
]

/// What lessons and exercises import, kept apart from the toolchain.
let runtimeTargets: [Target] = [
    .target(name: "LessonKit", path: "Sources/Runtime/LessonKit"),
    .target(name: "NavigationSimulator", path: "Sources/Runtime/NavigationSimulator"),
    // What a graded test calls (observe, expect, expectEqual) and the runner's entry point;
    // it depends on nothing, so a submission's declarations cannot change what it calls.
    .target(name: "GradingHarness", path: "Sources/Runtime/GradingHarness"),
]

let testTargets: [Target] = [
    // Paths, fixture books and helpers shared by the test targets.
    .target(
        name: "WorkbookTestSupport", dependencies: ["BookModel", "MarkdownModel", "RuntimeLibraries"],
        path: "Tests/WorkbookTestSupport"),
    .testTarget(name: "MarkdownModelTests", dependencies: ["Diagnostics", "MarkdownModel"]),
    .testTarget(name: "BookModelTests", dependencies: ["BookModel", "Diagnostics", "MarkdownModel", "WorkbookTestSupport"]),
    .testTarget(
        name: "LessonGenerationTests",
        dependencies: ["BookModel", "Diagnostics", "LessonGeneration", "LessonKit", "MarkdownModel", "WorkbookTestSupport"]),
    .testTarget(
        name: "VerificationTests",
        dependencies: [
            "BookModel", "Diagnostics", "LessonGeneration", "LessonKit", "ProcessRunning", "TraceChecking", "Verification", "WorkbookCore",
            "WorkbookTestSupport",
        ]),
    .testTarget(name: "ExerciseModelTests", dependencies: ["Diagnostics", "ExerciseModel", "WorkbookTestSupport"]),
    .testTarget(name: "FolderOutputTests", dependencies: ["Diagnostics", "ProcessRunning", "FolderOutput", "WorkbookTestSupport"]),
    // `workbook build` with swap hooks injected from its first argument, for KillAtSwapTests
    // to stop a real build mid-swap; the tool itself never reads hooks from outside.
    .executableTarget(name: "workbook-swap-probe", dependencies: ["FolderOutput", "WorkbookCommands", "WorkbookCore"], path: "Tests/SwapProbe"),
    .testTarget(name: "EditionsTests", dependencies: ["Diagnostics", "Editions", "WorkbookTestSupport"]),
    .testTarget(name: "ProcessRunningTests", dependencies: ["Diagnostics", "ProcessRunning"]),
    // The flows `Workbook` owns (grade, mutants), tested without the command line.
    .testTarget(
        name: "WorkbookCoreTests",
        dependencies: ["Diagnostics", "ExerciseModel", "Grading", "Mutation", "MutationResults", "MutationTesting", "WorkbookCore", "WorkbookTestSupport"]),
    .testTarget(
        name: "WorkbookCommandsTests",
        dependencies: ["Diagnostics", "Mutation", "MutationResults", "Verification", "WorkbookCommands", "WorkbookCore", "WorkbookTestSupport"]),
    .testTarget(name: "LessonKitTests", dependencies: ["LessonKit"]),
    .testTarget(
        name: "TraceCheckingTests",
        dependencies: ["DiagramRenderer", "LessonKit", "MermaidModel", "TraceChecking"]),
    .testTarget(name: "MarkupWritingTests", dependencies: ["MarkupWriting"]),
    .testTarget(name: "SimilarityTests", dependencies: ["Similarity", "SwiftTokenizer", "WorkbookTestSupport"]),
    .testTarget(name: "SiteServingTests", dependencies: ["SiteServing", "WorkbookTestSupport"]),
    .testTarget(name: "MutationTests", dependencies: ["Mutation", "MutationResults"]),
    .testTarget(
        name: "MutationTestingTests",
        dependencies: ["BookModel", "Diagnostics", "Mutation", "MutationResults", "MutationTesting", "WorkbookTestSupport"]),
    .testTarget(name: "NavigationSimulatorTests", dependencies: ["NavigationSimulator"]),
    // App code written the way public iOS projects write it, type-checked against the simulator.
    .testTarget(name: "SimulatorCompatibilityTests", dependencies: ["NavigationSimulator", "WorkbookTestSupport"]),
    // MermaidModel's parsers are tested here too, beside layout and SVG: both read diagrams
    // through the same helpers (`sequence`, `flowchart`, `parseError`).
    .testTarget(
        name: "DiagramRendererTests",
        dependencies: ["Diagnostics", "DiagramRenderer", "MarkdownModel", "MermaidModel", "ProcessRunning", "WorkbookTestSupport"]),
    .testTarget(
        name: "SwiftHighlighterTests", dependencies: ["MarkupWriting", "SwiftHighlighter", "SwiftTokenizer", "WorkbookTestSupport"]),
    .testTarget(
        name: "SiteGeneratorTests",
        dependencies: [
            "BookModel", "Diagnostics", "DiagramRenderer", "ExerciseModel", "MarkdownModel", "MutationResults", "ProcessRunning",
            "SiteGenerator", "SwiftHighlighter", "Verification",
            "WorkbookCore", "WorkbookTestSupport",
        ]),
    .testTarget(
        name: "GradingTests",
        dependencies: [
            "Diagnostics", "Editions", "ExerciseModel", "Grading", "Mutation", "MutationResults", "MutationTesting",
            "ProcessRunning", "SwiftBuild", "WorkbookCore", "WorkbookTestSupport",
        ]),
    .testTarget(
        name: "CourseTests",
        dependencies: [
            "BookModel", "MarkdownModel", "Mutation", "MutationResults", "MutationTesting", "SwiftHighlighter", "SwiftTokenizer",
            "WorkbookTestSupport",
        ]),
    .testTarget(name: "PackageTests", dependencies: ["RuntimeLibraries", "WorkbookTestSupport"]),
]

/// libFuzzer harnesses (`Fuzz/`, run by `scripts/fuzz`; README, "Fuzzing"). A plain build makes
/// each a command that replays crash files; `scripts/fuzz` builds them apart, in
/// `.build/fuzz`, with `-sanitize=fuzzer,address -DFUZZING`.
let fuzzTargets: [Target] = [
    .target(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
    .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Fuzz/FuzzSupport"),
    .executableTarget(name: "FuzzMarkdownModel", dependencies: ["FuzzSupport", "MarkdownModel"], path: "Fuzz/FuzzMarkdownModel"),
    .executableTarget(
        name: "FuzzFenceAttributes", dependencies: ["BookModel", "Diagnostics", "FuzzSupport", "MarkdownModel"],
        path: "Fuzz/FuzzFenceAttributes"),
    .executableTarget(name: "FuzzMermaid", dependencies: ["FuzzSupport", "MermaidModel"], path: "Fuzz/FuzzMermaid"),
    .executableTarget(
        name: "FuzzDiagramLayout", dependencies: ["DiagramRenderer", "Diagnostics", "FuzzSupport", "MermaidModel"],
        path: "Fuzz/FuzzDiagramLayout"),
    .executableTarget(name: "FuzzHighlighter", dependencies: ["FuzzSupport", "SwiftHighlighter"], path: "Fuzz/FuzzHighlighter"),
    .executableTarget(name: "FuzzHTMLSanitizer", dependencies: ["FuzzSupport", "SiteGenerator"], path: "Fuzz/FuzzHTMLSanitizer"),
]

let package = Package(
    name: "CoordinatorWorkbook",
    // macOS 14: Observation, which chapter 7's router uses, begins there (iOS 17 on a phone).
    // Xcode 16, the first with Swift 6, needs macOS 14.5 itself.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .executable(name: "workbook-layout", targets: ["workbook-layout"]),
        .executable(name: "workbook-bench", targets: ["workbook-bench"]),
        .library(name: "LessonKit", targets: ["LessonKit"]),
        .library(name: "NavigationSimulator", targets: ["NavigationSimulator"]),
        .library(name: "GradingHarness", targets: ["GradingHarness"]),
    ] + lessonNames.map { .executable(name: $0, targets: [$0]) },
    targets: toolchainTargets + runtimeTargets + testTargets + fuzzTargets + lessonNames.map {
        .executableTarget(name: $0, dependencies: lessonDependencies, path: "Lessons/\($0)")
    }
)
