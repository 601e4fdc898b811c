import Foundation
import Testing
import WorkbookTestSupport

/// `Package.swift` says what each module may use; the `import` lines say what it does use.
/// This keeps the two in step: a dependency nobody imports is a wire to cut, and an import
/// nobody declared only builds by accident (through another module's dependencies).
@Suite struct ManifestImportsTests {
    /// Modules of the toolchain and the system, which no target declares.
    static let system: Set<String> = [
        "Foundation", "FoundationXML", "Glibc", "Darwin", "Dispatch", "Observation", "Testing", "XCTest",
    ]

    @Test func everyTargetImportsExactlyWhatItDeclares() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = ManifestTargets.parse(manifest)
        #expect(targets.count > 10, "the manifest parser found only \(targets.map(\.name))")
        // A dependency on an executable is a build order, not an import: SwiftPM builds the
        // program beside its dependents (DiagramRenderer's layout helper, `workbook-layout`).
        let programs = Set(targets.filter(\.isExecutable).map(\.name))
        for target in targets where !target.isSystemLibrary {
            let imports = try Self.imports(below: repositoryRoot.appendingPathComponent(target.path))
            let used = imports.subtracting(Self.system).subtracting([target.name])
            let declared = Set(target.dependencies)
            let undeclared = used.subtracting(declared)
            let unused = declared.subtracting(used).subtracting(programs)
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring it in Package.swift")
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) in Package.swift but never imports it")
        }
    }

    @Test func theParserReadsTargetsAndTheirDependencies() {
        let targets = ManifestTargets.parse("""
            let a: [Target] = [
                .target(name: "A", dependencies: ["B", "C"]),
                .testTarget(
                    name: "ATests",
                    dependencies: ["A"]),
                .target(name: "Support", dependencies: [], path: "Tests/Support"),
                .systemLibrary(name: "CLib", pkgConfig: "lib"),
            ]
            """)
        #expect(targets.map(\.name) == ["A", "ATests", "Support", "CLib"])
        #expect(targets[0].dependencies == ["B", "C"])
        #expect(targets[1].path == "Tests/ATests")
        #expect(targets[2].path == "Tests/Support")
        #expect(targets[3].isSystemLibrary)
    }

    /// Every module named by an `import` (or `@testable import`) line of a Swift file below `folder`.
    static func imports(below folder: URL) throws -> Set<String> {
        var names: Set<String> = []
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return names }
        for case let url as URL in walker where url.pathExtension == "swift" {
            // File-level imports start their line; indented ones are inside string literals.
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix(" ") {
                var words = line.split(separator: " ").map(String.init)
                if words.first?.hasPrefix("@") == true { words.removeFirst() }
                guard words.count >= 2, words[0] == "import" else { continue }
                names.insert(String(words[1].split(separator: ".")[0]))
            }
        }
        return names
    }
}

/// The targets of a manifest written in this package's style, read from its text (running
/// SwiftPM inside `swift test` would wait on the build folder's lock).
struct ManifestTargets {
    var name: String
    var dependencies: [String]
    var path: String
    var isSystemLibrary: Bool
    var isExecutable = false

    static func parse(_ manifest: String) -> [ManifestTargets] {
        let kinds = [".target(", ".testTarget(", ".executableTarget(", ".systemLibrary("]
        var result: [ManifestTargets] = []
        var rest = Substring(manifest)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let kind = String(rest[start])
            let call = balanced(rest[start.upperBound...])
            rest = rest[call.endIndex...]
            guard let name = firstString(after: "name:", in: call) else { continue }
            let dependencies = list(after: "dependencies:", in: call)
            let folder = kind == ".testTarget(" ? "Tests" : "Sources"
            let path = firstString(after: "path:", in: call) ?? "\(folder)/\(name)"
            result.append(ManifestTargets(
                name: name, dependencies: dependencies, path: path, isSystemLibrary: kind == ".systemLibrary(",
                isExecutable: kind == ".executableTarget("))
        }
        // The generated lesson targets are built by a `map`, not listed one by one.
        return result.filter { !$0.name.contains("$") }
    }

    /// The text up to the parenthesis that closes the call.
    private static func balanced(_ text: Substring) -> Substring {
        var depth = 1
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return text[..<index] }
            default: break
            }
        }
        return text
    }

    private static func firstString(after label: String, in text: Substring) -> String? {
        guard let range = text.range(of: label) else { return nil }
        let after = text[range.upperBound...].drop { $0 == " " }
        guard after.first == "\"", let end = after.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(after[after.index(after: after.startIndex)..<end])
    }

    private static func list(after label: String, in text: Substring) -> [String] {
        guard let range = text.range(of: label), let open = text[range.upperBound...].firstIndex(of: "["),
            let close = text[open...].firstIndex(of: "]")
        else { return [] }
        return text[open..<close].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
