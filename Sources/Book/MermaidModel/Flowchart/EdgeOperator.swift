/// Reads edge operators such as `-->`, `o--o`, `-..->`, `==>` and `~~~`, with Mermaid's
/// greedy rules (`dev---ops` is a circle-headed edge to `ps`, as in Mermaid itself).
struct EdgeOperator: Equatable {
    var line: FlowEdge.Line
    var head: FlowEdge.End
    var tail: FlowEdge.End
    var length: Int
    /// The opening half of a labelled edge (`--`, `==`, `-.`): text and a closing operator follow.
    var opensText: Bool
    var range: Range<Int>

    static func end(for character: Character?) -> FlowEdge.End? {
        switch character {
        case ">": .arrow
        case "x": .cross
        case "o": .circle
        default: nil
        }
    }

    /// Reads an operator at `start`; nil if none starts there.
    static func read(_ chars: [Character], at start: Int, allowTail: Bool = true) -> EdgeOperator? {
        func at(_ index: Int) -> Character? { index < chars.count ? chars[index] : nil }
        var cursor = start
        var tail = FlowEdge.End.none
        if allowTail {
            if at(cursor) == "<" {
                tail = .arrow
                cursor += 1
            } else if let character = at(cursor), character == "x" || character == "o",
                let next = at(cursor + 1), next == "-" || next == "=",
                at(cursor + 2) == "-" || at(cursor + 2) == "=" || at(cursor + 2) == "."
            {
                tail = character == "x" ? .cross : .circle
                cursor += 1
            }
        }
        guard let body = at(cursor) else { return nil }
        switch body {
        case "-" where at(cursor + 1) == ".":
            var dots = 0
            cursor += 1
            while at(cursor) == "." { dots += 1; cursor += 1 }
            guard at(cursor) == "-" else {
                return EdgeOperator(line: .dotted, head: .none, tail: tail, length: dots, opensText: true, range: start..<cursor)
            }
            cursor += 1
            let head = end(for: at(cursor)) ?? .none
            if head != .none { cursor += 1 }
            return EdgeOperator(line: .dotted, head: head, tail: tail, length: dots, opensText: false, range: start..<cursor)
        case "-", "=":
            var count = 0
            while at(cursor) == body { count += 1; cursor += 1 }
            let line: FlowEdge.Line = body == "=" ? .thick : .normal
            if count >= 2, let head = end(for: at(cursor)) {
                return EdgeOperator(line: line, head: head, tail: tail, length: count - 1, opensText: false, range: start..<(cursor + 1))
            }
            if count >= 3 {
                return EdgeOperator(line: line, head: .none, tail: tail, length: count - 2, opensText: false, range: start..<cursor)
            }
            if count == 2 {
                return EdgeOperator(line: line, head: .none, tail: tail, length: 1, opensText: true, range: start..<cursor)
            }
            return nil
        case "~":
            var count = 0
            while at(cursor) == "~" { count += 1; cursor += 1 }
            guard count >= 3, tail == .none else { return nil }
            return EdgeOperator(line: .invisible, head: .none, tail: .none, length: count - 2, opensText: false, range: start..<cursor)
        default:
            return nil
        }
    }

    /// Reads the closing half of a labelled edge at `start` (`-->`, `.->`, `==>`).
    static func readClosing(_ chars: [Character], at start: Int, line: FlowEdge.Line) -> EdgeOperator? {
        func at(_ index: Int) -> Character? { index < chars.count ? chars[index] : nil }
        switch line {
        case .dotted:
            var cursor = start
            if at(cursor) == "-" { cursor += 1 }
            var dots = 0
            while at(cursor) == "." { dots += 1; cursor += 1 }
            guard dots > 0, at(cursor) == "-" else { return nil }
            cursor += 1
            let head = end(for: at(cursor)) ?? .none
            if head != .none { cursor += 1 }
            return EdgeOperator(line: .dotted, head: head, tail: .none, length: dots, opensText: false, range: start..<cursor)
        case .normal, .thick:
            guard let found = read(chars, at: start, allowTail: false), found.line == line, !found.opensText else { return nil }
            return found
        case .invisible:
            return nil
        }
    }
}
