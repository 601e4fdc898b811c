import Diagnostics
import Foundation
import ProcessRunning
import SwiftBuild

/// Type-checks app code against a real iOS SDK (`swiftc -typecheck -target arm64-apple-ios17.0
/// -sdk …`), one compiler run per unit, several at once, and reports the errors at the chapter
/// and exercise lines they are in. Nothing is built or run. A unit that passed is remembered by
/// its exact files, the SDK and the compiler, so an unchanged book is not checked again.
package struct IOSTypeChecker: Sendable {
    /// The oldest iOS the course's code must compile for.
    package static let deploymentTarget = "17.0"
    /// The language mode lessons and exercises are compiled in.
    static let swiftVersion = "6"
    /// Bump when what a stamp means changes.
    static let cacheVersion = "1"

    package var sdk: IOSSDK
    package var root: URL
    /// Where the files and the stamps of passed units go.
    package var workFolder: URL
    package var usesCache = true
    /// How long one unit's type-check may take.
    package var seconds: Double = 300
    package var parallelism = max(1, ProcessInfo.processInfo.activeProcessorCount)

    package init(sdk: IOSSDK, root: URL, workFolder: URL) {
        self.sdk = sdk
        self.root = root
        self.workFolder = workFolder
    }

    /// `swiftc`'s arguments for type-checking `files` together.
    package func arguments(for files: [String]) -> [String] {
        [
            "-typecheck", "-target", "arm64-apple-ios\(Self.deploymentTarget)", "-sdk", sdk.path.path,
            "-swift-version", Self.swiftVersion, "-parse-as-library", "-module-name", "AppCode",
        ] + files
    }

    /// First `import UIKit` alone, so an SDK this compiler cannot use is said once, not once
    /// per unit; then every unit.
    package func check(_ units: [IOSTypeCheckUnit]) -> IOSTypeCheckReport {
        let probe = check(Self.probe)
        guard probe.passed else {
            return IOSTypeCheckReport(sdk: sdk, deploymentTarget: Self.deploymentTarget, results: [], sdkProblems: probe.problems)
        }
        let results = units.parallelMap(limit: parallelism) { [self] _, unit in self.check(unit) }
        return IOSTypeCheckReport(sdk: sdk, deploymentTarget: Self.deploymentTarget, results: results)
    }

    private func check(_ unit: IOSTypeCheckUnit) -> IOSTypeCheckResult {
        let stamp = workFolder.appendingPathComponent("passed/\(key(of: unit)).stamp")
        if usesCache, FileManager.default.fileExists(atPath: stamp.path) {
            return IOSTypeCheckResult(unit: unit, problems: [], cached: true)
        }
        do {
            let folder = workFolder.appendingPathComponent(Self.folderName(unit.name))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var paths: [String] = []
            for file in unit.files {
                let url = folder.appendingPathComponent(file.name)
                try Data(file.text.utf8).write(to: url, options: .atomic)
                paths.append(url.path)
            }
            let request = ProcessRequest(
                executable: "swiftc", arguments: arguments(for: paths), workingDirectory: root,
                environment: EnvironmentPolicy.tool(), limits: .tool(seconds: seconds), sandbox: .none)
            let result = try ProcessRunner.run(request)
            if case .timedOut = result.termination {
                return IOSTypeCheckResult(unit: unit, problems: [.tool(ToolError(
                    "type-checking \(unit.name) against the \(sdk.displayName) took longer than \(Int(seconds)) s",
                    hint: "the compiler may be stuck on a complex expression; simplify the code"))], cached: false)
            }
            let problems = problems(in: result.combinedText, succeeded: result.succeeded, unit: unit)
            if problems.isEmpty {
                try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(unit.name.utf8).write(to: stamp, options: .atomic)
            }
            return IOSTypeCheckResult(unit: unit, problems: problems, cached: false)
        } catch {
            return IOSTypeCheckResult(unit: unit, problems: Diagnostic.from(error), cached: false)
        }
    }

    /// The compiler's errors as problems: located at the chapter or exercise line when they are
    /// in the unit's code, else (an import the SDK lacks, a compiler that cannot read the SDK)
    /// one problem with what the compiler said.
    package func problems(in output: String, succeeded: Bool, unit: IOSTypeCheckUnit) -> [Diagnostic] {
        let errors = CompilerDiagnostic.parse(output, relativeTo: root.path).filter { $0.severity == .error }
        if succeeded && errors.isEmpty { return [] }
        let own = errors.filter { unit.origins.contains($0.file) }
        let other = errors.filter { !unit.origins.contains($0.file) }
        var problems: [Diagnostic] = own.enumerated().map { index, error in
            .source(SourceError(
                file: error.file, line: error.line, column: error.column, message: error.message,
                hint: index == own.count - 1
                    ? "\(unit.name) does not type-check against the \(sdk.displayName) with 'import UIKit'"
                        + " in place of the simulator; app code may use only UIKit's own API"
                    : nil))
        }
        if own.isEmpty || !other.isEmpty {
            let detail = other.isEmpty
                ? output.split(separator: "\n").suffix(10).map(String.init) : other.prefix(5).map(\.description)
            problems.append(.tool(ToolError(
                "type-checking \(unit.name) against the \(sdk.displayName) failed", hint: Self.setupHint, detail: detail)))
        }
        return problems
    }

    static let probe = IOSTypeCheckUnit(
        name: "'import UIKit'", lesson: nil, files: [AppCodeFile(name: "Probe.swift", text: "import UIKit\n")], origins: [])

    static let setupHint = "the compiler's words are above; check that the SDK matches the compiler"
        + " (on a Mac, the Swift of the same Xcode), or set IOS_SDK to another SDK"

    /// Everything a unit's result depends on.
    private func key(of unit: IOSTypeCheckUnit) -> String {
        var parts = [
            Self.cacheVersion, SwiftToolchain.identity(), sdk.path.path,
            FileStamp.of(sdk.path.appendingPathComponent("SDKSettings.json")),
        ] + arguments(for: [])
        for file in unit.files { parts += [file.name, file.text] }
        return StableHash.hex(of: parts)
    }

    /// A unit's name as a folder name: `exercises/01-x/solutions/reference` → `exercises-01-x-solutions-reference`.
    static func folderName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}
