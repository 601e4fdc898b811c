import Foundation
import WorkbookCore

/// The options several commands share, declared once each so every command's help and
/// parsing say the same: the book's root, and check's verification options (`check`, `build`,
/// `serve --verify`, `mutants`, `run`, `watch` take the ones that mean something to them).
package enum SharedOptions {
    package static let root = OptionDeclaration.option(
        "root", valueName: "DIR",
        help: "the workbook folder holding Package.swift and chapters/ (default: current folder)")

    static let timeout = OptionDeclaration.option(
        "timeout", valueName: "SECONDS", .seconds, help: "how long one lesson may run before it is stopped (default 120)")

    static let noCache = OptionDeclaration.flag("no-cache", help: "build and run every lesson, even unchanged ones")

    static let ios = OptionDeclaration.flag(
        "ios", help:
            "then type-check the app code (the declarations of every listing,",
        "not the statements that drive the simulator and check) and every",
        "exercise solution against a real iOS SDK, with 'import UIKit' in",
        "place of the simulator (swiftc -typecheck -target",
        "arm64-apple-ios\(CheckOptions.iosDeploymentTarget) -sdk SDK); errors point at chapter lines.",
        "The SDK: $\(CheckOptions.iosSDKVariable) if set, else 'xcrun --sdk iphoneos",
        "--show-sdk-path'. Without one, a line says so and nothing else",
        "changes (no failure); an \(CheckOptions.iosSDKVariable) that is no iOS SDK is an error.")

    static let scratchPath = OptionDeclaration.option(
        "scratch-path", valueName: "DIR",
        help: "SwiftPM build folder to use (default: ROOT/.build); needed",
        "when another build holds the default one, e.g. inside 'swift test'")

    /// `--timeout`, `--no-cache`, `--ios`, `--root`, `--scratch-path`: what `check` and `build` take.
    static let verification = [timeout, noCache, ios, root, scratchPath]

    /// `--root DIR`, or the current folder.
    package static func root(_ arguments: Arguments) -> URL {
        URL(fileURLWithPath: arguments.option(root.name) ?? FileManager.default.currentDirectoryPath).standardizedFileURL
    }

    /// `--root DIR` for a command that takes no arguments besides its options.
    static func rootAlone(_ arguments: Arguments) throws -> URL {
        if let extra = arguments.positionals().first { throw UsageError("unexpected argument '\(extra)'") }
        return root(arguments)
    }

    /// Check's options from whichever of `verification` the command declared (the others are
    /// never given, since parsing rejects them).
    static func check(_ arguments: Arguments) -> CheckOptions {
        var options = CheckOptions()
        if let seconds = arguments.seconds(timeout.name) { options.timeoutSeconds = seconds }
        options.usesCache = !arguments.flag(noCache.name)
        options.typeChecksIOS = arguments.flag(ios.name)
        options.scratchPath = arguments.option(scratchPath.name).map { URL(fileURLWithPath: $0).standardizedFileURL }
        return options
    }
}
