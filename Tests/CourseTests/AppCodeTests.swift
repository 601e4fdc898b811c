import Foundation
import MarkdownModel
import SwiftHighlighter
import SwiftTokenizer
import Testing
import WorkbookTestSupport

/// App code in a listing — the types and functions it declares — uses only API that real UIKit
/// has, so it compiles unchanged on iOS. Only top-level statements, which play the person and
/// make the checks, may drive the simulator.
@Suite struct AppCodeTests {
    @Test func appCodeNeverUsesSimulatorOnlyAPI() throws {
        var declarations = 0
        for (document, block) in try ChapterDocuments.codeBlocks(language: "swift") {
            let scan = SimulatorOnlyUse.scan(block.code)
            declarations += scan.declarations
            for use in scan.uses {
                Issue.record("""
                    \(document.file):\(block.firstCodeLine + use.line): \(use.declaration) uses simulator-only '\(use.name)'; \
                    app code must compile on iOS (drive the simulator from top-level code, or mark a test double with '// Driver:')
                    """)
            }
        }
        #expect(declarations > 50, "the scan found \(declarations) declarations")
    }

    @Test func theSimulatorOnlyNamesAreReadFromItsSources() {
        let names = SimulatorOnlyUse.simulatorOnlyNames
        #expect(names.isSuperset(of: ["Simulator", "User", "EventLog", "SimulatorEvent", "ObservableNavigationPath", "InteractiveGesture"]))
        #expect(!names.contains { $0.hasPrefix("UI") }, "UIKit's own names are app code's to use")
    }

    @Test func theRuleSeesUsesInsideDeclarationsOnly() {
        let code = """
            let log = Simulator.shared.log
            final class Coordinator {
                func start() {
                    Simulator.shared.settle()
                    print("Simulator in a string is fine") // and User.tapBackButton in a comment
                }
                var lines: [String] { appLog.log.lines }
            }
            User.tapBackButton(in: nav)
            // Driver: plays the person for the checks.
            @MainActor final struct Person { func back() { User.tapBackButton(in: nav) } }
            @MainActor func helper() { _ = ObservableNavigationPath<Int>() }
            """
        let scan = SimulatorOnlyUse.scan(code)
        #expect(scan.uses.map(\.name) == ["Simulator", ".log", "ObservableNavigationPath"])
        #expect(scan.uses.map(\.line) == [3, 6, 11])
        #expect(scan.uses.map(\.declaration) == ["class Coordinator", "class Coordinator", "func helper"])
        #expect(scan.declarations == 3)
    }
}

/// Finds simulator-only names inside the declarations of a listing.
enum SimulatorOnlyUse {
    struct Use: Equatable {
        var name: String
        /// Zero-based line within the listing.
        var line: Int
        var declaration: String
    }

    /// The simulator's public types that UIKit does not have: every public type whose name does
    /// not start with `UI` (`Simulator`, `User`, `EventLog`, `InteractiveGesture`, …), read from
    /// its sources so a new one is covered without editing this list.
    static let simulatorOnlyNames: Set<String> = {
        let folder = repositoryRoot.appendingPathComponent("Sources/Runtime/NavigationSimulator")
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        let declaration = /(?m)^(?:public|open)(?: final)? (?:class|enum|struct|protocol) ([A-Za-z]+)/
        var names: Set<String> = []
        for file in files where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in text.matches(of: declaration) where !match.1.hasPrefix("UI") { names.insert(String(match.1)) }
        }
        return names
    }()
    /// Members only the simulator's own types have: `log` (`Simulator.shared.log`). Nothing is
    /// added to UIKit's types (a controller's log name is `Simulator.shared.name(of:)`).
    static let simulatorOnlyMembers: Set<String> = ["log"]
    static let modifiers: Set<String> = ["final", "private", "fileprivate", "internal", "public", "package", "open", "nonisolated", "static"]
    static let declarationKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "func", "actor"]

    static func scan(_ code: String) -> (uses: [Use], declarations: Int) {
        let tokens = SwiftHighlighter().tokens(code)
        var uses: [Use] = []
        var declarations = 0
        var depth = 0
        var line = 0
        /// The declaration being read at depth 0 and whether it is exempt; nil at top level.
        var current: (name: String, exempt: Bool, opened: Bool)?
        var lastComment = ""
        var previousSignificant: Token?
        for (index, token) in tokens.enumerated() {
            defer {
                line += token.text.filter { $0 == "\n" }.count
                if token.kind != .whitespace && !isComment(token) { previousSignificant = token }
            }
            switch token.kind {
            case .comment, .docComment:
                lastComment = token.text
                continue
            case .whitespace, .string, .number, .interpolationDelimiter:
                continue
            case _ where isWord(token) && depth == 0 && current == nil && declarationKeywords.contains(token.text):
                let name = tokens[(index + 1)...].first(where: isWord)?.text ?? ""
                current = (token.text + " " + name, lastComment.hasPrefix("// Driver:"), false)
                declarations += 1
            case _ where isWord(token) && current != nil:
                let isMember = previousSignificant?.text == "."
                if !isMember, simulatorOnlyNames.contains(token.text),
                   token.text != "User" || tokens[(index + 1)...].first(where: { $0.kind != .whitespace })?.text == "." {
                    if current?.exempt == false { uses.append(Use(name: token.text, line: line, declaration: current!.name)) }
                } else if isMember, simulatorOnlyMembers.contains(token.text), current?.exempt == false {
                    uses.append(Use(name: "." + token.text, line: line, declaration: current!.name))
                }
            case .punctuation where token.text == "{":
                depth += 1
                current?.opened = true
            case .punctuation where token.text == "}":
                depth -= 1
                if depth == 0, current?.opened == true { current = nil }
            default:
                break
            }
            // A '// Driver:' comment covers the next declaration, through its attributes and modifiers.
            if token.kind != .whitespace, token.kind != .attribute, token.kind != .directive, !modifiers.contains(token.text) {
                lastComment = ""
            }
        }
        return (uses, declarations)
    }

    /// An identifier or keyword, whatever the highlighter made of it.
    private static func isWord(_ token: Token) -> Bool {
        [.keyword, .contextualKeyword, .type, .identifier, .property, .call].contains(token.kind)
    }

    private static func isComment(_ token: Token) -> Bool { token.kind == .comment || token.kind == .docComment }
}
