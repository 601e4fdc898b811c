// swift-tools-version:6.0
import PackageDescription

/// Lesson targets are generated from `chapters/*.md` by `workbook generate` (and `workbook check`)
/// into `Sources/Lessons/<name>/main.swift`; the same command keeps this list in step with the
/// chapters (SwiftPM caches manifests by content, so the list must live in this file).
// BEGIN GENERATED LESSON LIST — edited by `swift run workbook generate`
let lessonNames: [String] = [
    "child-coordinators",
    "mvc-coordinator",
    "mvvm-coordinator",
    "navigation-simulator",
    "scopes-and-deep-links",
]
// END GENERATED LESSON LIST

let lessonDependencies: [Target.Dependency] = ["LessonKit", "NavigationSimulator"]

let package = Package(
    name: "CoordinatorWorkbook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .library(name: "LessonKit", targets: ["LessonKit"]),
        .library(name: "NavigationSimulator", targets: ["NavigationSimulator"]),
    ] + lessonNames.map { .executable(name: $0, targets: [$0]) },
    targets: [
        // C libraries from Debian, wrapped once each.
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "CGraphviz", pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]),

        // Toolchain stages: Markdown model → lessons → diagrams → site.
        .target(name: "Diagnostics"),
        .target(name: "Markup"),
        .target(name: "MarkdownModel", dependencies: ["CCmarkGFM", "Diagnostics"]),
        .target(name: "LessonCompiler", dependencies: ["Diagnostics", "MarkdownModel", "LessonKit"]),
        .target(name: "DiagramRenderer", dependencies: ["Diagnostics", "CGraphviz", "Markup"]),
        .target(name: "SwiftHighlighter", dependencies: ["Markup"]),
        .target(
            name: "SiteGenerator",
            dependencies: ["Diagnostics", "MarkdownModel", "LessonCompiler", "DiagramRenderer", "SwiftHighlighter", "LessonKit", "Markup"]),
        .target(
            name: "WorkbookCommands",
            dependencies: ["Diagnostics", "MarkdownModel", "LessonCompiler", "DiagramRenderer", "SiteGenerator"]),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCommands"]),

        // Runtime libraries that lessons import.
        .target(name: "LessonKit"),
        .target(name: "NavigationSimulator"),

        // Paths, fixture books and helpers shared by the test targets.
        .target(name: "WorkbookTestSupport", dependencies: ["MarkdownModel"], path: "Tests/WorkbookTestSupport"),
        .testTarget(name: "MarkdownModelTests", dependencies: ["Diagnostics", "MarkdownModel"]),
        .testTarget(
            name: "LessonCompilerTests",
            dependencies: ["Diagnostics", "LessonCompiler", "MarkdownModel", "WorkbookCommands", "WorkbookTestSupport"]),
        .testTarget(name: "LessonKitTests", dependencies: ["LessonKit"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup"]),
        .testTarget(name: "NavigationSimulatorTests", dependencies: ["NavigationSimulator"]),
        .testTarget(
            name: "DiagramRendererTests", dependencies: ["Diagnostics", "DiagramRenderer", "MarkdownModel", "WorkbookTestSupport"]),
        .testTarget(
            name: "SwiftHighlighterTests", dependencies: ["SwiftHighlighter", "MarkdownModel", "WorkbookTestSupport", "Markup"]),
        .testTarget(
            name: "SiteGeneratorTests",
            dependencies: [
                "SiteGenerator", "MarkdownModel", "LessonCompiler", "SwiftHighlighter", "WorkbookCommands",
                "WorkbookTestSupport", "Markup",
            ]),
    ] + lessonNames.map {
        .executableTarget(name: $0, dependencies: lessonDependencies, path: "Sources/Lessons/\($0)")
    }
)
