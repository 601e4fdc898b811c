/// `import X` lines, and what a file type-checked for iOS imports instead.
enum ImportLine {
    /// The module a top-level `import` line names (`@preconcurrency import X`, `import struct X.Y`
    /// included); nil for any other line.
    static func module(in line: String) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard line.first.map({ !$0.isWhitespace }) ?? false, words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }

    /// UIKit first, SwiftUI when the code is SwiftUI code (it imports SwiftUI or Observation, or
    /// names the simulator's SwiftUI stand-in), then the code's other imports in order. The
    /// workbook's own modules are dropped: the simulator stands for UIKit, and LessonKit's
    /// checks are not app code.
    static func iosImports(for code: [String]) -> [String] {
        let named = code.compactMap(module(in:))
        let isSwiftUI = named.contains("SwiftUI") || named.contains("Observation")
            || code.contains { $0.contains("ObservableNavigationPath") }
        var result = ["UIKit"] + (isSwiftUI ? ["SwiftUI"] : [])
        for module in named where !["NavigationSimulator", "LessonKit"].contains(module) && !result.contains(module) {
            result.append(module)
        }
        return result
    }
}
