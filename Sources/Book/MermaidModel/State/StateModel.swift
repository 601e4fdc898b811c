import Diagnostics

/// A parsed `stateDiagram-v2` (or `stateDiagram`): states, the transitions between them,
/// notes, and composite states holding states of their own.
///
/// States are kept flat, each naming the scope it sits in, because a transition may join
/// states of different scopes and the renderer, the summary and the trace check all walk
/// the same list. `[*]` is one start and one end pseudo-state per scope, as in Mermaid.
package struct StateDiagram: Sendable, Equatable {
    package var direction: Flowchart.Direction = .topToBottom
    /// Every state, pseudo-states included, in order of first mention.
    package var states: [StateNode] = []
    /// Transitions in source order.
    package var transitions: [StateTransition] = []
    package var notes: [StateNote] = []
    /// Labels drawn differently from how they are written (an unsupported tag shown as its text).
    package var warnings: [SourceError] = []
    /// `classDef name css`: declarations by class name.
    package var classDefinitions: [String: [StyleDeclaration]] = [:]
    package var title: String?
    package var accessibleTitle: String?
    package var accessibleDescription: String?
    /// The chapter line of the `stateDiagram-v2` header, where whole-diagram problems point.
    package var headerLine = 1

    package init() {}

    package func state(_ id: String) -> StateNode? {
        states.first { $0.id == id }
    }

    /// The states directly inside `scope`, in order of first mention.
    package func members(of scope: StateScope) -> [StateNode] {
        states.filter { $0.scope == scope }
    }

    /// The composite states that hold `id`, innermost first.
    package func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var current = state(id)?.scope.composite
        while let composite = current, !result.contains(composite) {
            result.append(composite)
            current = state(composite)?.scope.composite
        }
        return result
    }

    /// States a reader can name: everything but the start, end and choice/fork/join points.
    package var namedStates: [StateNode] {
        states.filter { $0.kind == .simple || $0.kind == .composite }
    }
}

/// Where a state sits: the top level (`composite == nil`), or one concurrent region of a
/// composite state (region 0 unless the composite is split with `--`).
package struct StateScope: Sendable, Hashable {
    package var composite: String?
    package var region: Int

    package init(composite: String?, region: Int = 0) {
        self.composite = composite
        self.region = region
    }

    package static let root = StateScope(composite: nil)

    /// The ID of this scope's start (`start == true`) or end pseudo-state. `[` never appears
    /// in an author's ID, so these cannot clash with one.
    package func pseudoStateID(start: Bool) -> String {
        "[*]\(start ? "start" : "end")@\(composite ?? "")#\(region)"
    }
}

package struct StateNode: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        case simple, composite, start, end, choice, fork, join
    }

    package var id: String
    package var kind: Kind
    package var scope: StateScope
    /// The name drawn on the state: its ID, or the text of `state "…" as ID`.
    package var title: Label
    /// Whether `title` came from `state "…" as ID` rather than the ID.
    package var hasExplicitTitle = false
    /// `ID : text` lines, in order.
    package var descriptions: [Label] = []
    /// Classes from `:::name` and `class ids name`.
    package var classes: [String] = []
    /// Declarations from `style id css`.
    package var style: [StyleDeclaration] = []
    /// A composite's `direction` line.
    package var direction: Flowchart.Direction?
    /// A composite's concurrent regions (1 without `--`).
    package var regionCount = 1
    /// Where the state is first mentioned, in chapter coordinates.
    package var line: Int
    package var column: Int

    /// The lines drawn inside the state: a lone description replaces the ID (as Mermaid
    /// draws it); otherwise the title, then the descriptions under a rule.
    package var shownName: Label {
        if descriptions.count == 1, !hasExplicitTitle { return descriptions[0] }
        return title
    }

    /// Descriptions drawn under the name, below a rule.
    package var shownDescriptions: [Label] {
        if descriptions.count == 1, !hasExplicitTitle { return [] }
        return descriptions
    }

    package var isPseudoState: Bool { kind != .simple && kind != .composite }
}

package struct StateTransition: Sendable, Equatable {
    package var from: String
    package var to: String
    package var label: Label?
    package var line: Int
    package var column: Int
}

package struct StateNote: Sendable, Equatable {
    package enum Side: String, Sendable, Equatable { case left, right }
    package var target: String
    package var side: Side
    package var text: Label
    package var line: Int
}
