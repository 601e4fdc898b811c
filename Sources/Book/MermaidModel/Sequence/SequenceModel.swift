import Diagnostics

/// A parsed `sequenceDiagram`: who takes part and what happens, in source order.
package struct SequenceDiagram: Sendable, Equatable {
    /// Participants in order of first mention (declaration or use).
    package var participants: [Participant] = []
    package var boxes: [ParticipantBox] = []
    /// Top-level statements; blocks hold their own.
    package var items: [SequenceItem] = []
    package var title: String?
    package var accessibleTitle: String?
    /// Keeps line breaks of a multi-line `accDescr { … }`.
    package var accessibleDescription: String?
    /// What the diagram shows differently from how it is written (an unsupported tag).
    package var warnings: [SourceError] = []

    package init() {}

    /// Every message, blocks flattened, in source order.
    package var allMessages: [Message] {
        var result: [Message] = []
        func visit(_ items: [SequenceItem]) {
            for item in items {
                switch item {
                case .message(let message): result.append(message)
                case .block(let block): block.sections.forEach { visit($0.items) }
                default: break
                }
            }
        }
        visit(items)
        return result
    }

    func participantIndex(_ id: String) -> Int? {
        participants.firstIndex { $0.id == id }
    }
}

package struct Participant: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case participant, actor }
    package var id: String
    package var label: Label
    package var kind: Kind
    /// Index into `SequenceDiagram.boxes`, if declared inside a `box`.
    package var box: Int?
}

/// `box [colour] [title] … end`: a coloured group of participants.
package struct ParticipantBox: Sendable, Equatable {
    package var colour: String?
    package var title: Label?
}

package indirect enum SequenceItem: Sendable, Equatable {
    case message(Message)
    case note(Note)
    case activate(String)
    case deactivate(String)
    case block(Block)
}

package struct Message: Sendable, Equatable {
    package var from: String
    package var to: String
    package var arrow: SequenceArrow
    package var text: Label
    /// `A->>+B`: the target becomes active with this message.
    package var activatesTarget: Bool
    /// `B-->>-A`: the source stops being active with this message.
    package var deactivatesSource: Bool
    /// Set while `autonumber` is on.
    package var number: Int?
    /// After `create participant B`: this message creates its target, whose box appears here.
    package var createsTarget = false
    /// After `destroy B`: this message ends B's lifeline (B sends or receives it).
    package var destroys: String?
    /// Where the message is written: the chapter's line and column, for trace checks.
    package var line = 0
    package var column = 1

    package var isSelfMessage: Bool { from == to }
}

/// The ten classic Mermaid arrows: a line style, a head and whether both ends carry it.
package struct SequenceArrow: Sendable, Equatable, Hashable {
    package enum Line: Sendable, Equatable, Hashable { case solid, dotted }
    package enum Head: Sendable, Equatable, Hashable { case none, filled, cross, open }
    package var line: Line
    package var head: Head
    package var isBidirectional: Bool

    /// The operators the workbook accepts, as written.
    static let operators: [String: SequenceArrow] = [
        "->": .init(line: .solid, head: .none, isBidirectional: false),
        "-->": .init(line: .dotted, head: .none, isBidirectional: false),
        "->>": .init(line: .solid, head: .filled, isBidirectional: false),
        "-->>": .init(line: .dotted, head: .filled, isBidirectional: false),
        "-x": .init(line: .solid, head: .cross, isBidirectional: false),
        "--x": .init(line: .dotted, head: .cross, isBidirectional: false),
        "-)": .init(line: .solid, head: .open, isBidirectional: false),
        "--)": .init(line: .dotted, head: .open, isBidirectional: false),
        "<<->>": .init(line: .solid, head: .filled, isBidirectional: true),
        "<<-->>": .init(line: .dotted, head: .filled, isBidirectional: true),
    ]
}

package struct Note: Sendable, Equatable {
    package enum Placement: Sendable, Equatable { case leftOf, rightOf, over }
    package var placement: Placement
    /// One participant, or two for a note spanning both lifelines (`over` only).
    package var participants: [String]
    package var text: Label
}

/// A framed or shaded part of the diagram: `loop`, `alt`/`else`, `opt`, `par`/`and`,
/// `critical`/`option`, `break` and `rect`.
package struct Block: Sendable, Equatable {
    package enum Kind: String, Sendable, Equatable {
        case loop, alt, opt, par, critical, `break`, rect
    }
    package var kind: Kind
    /// For `rect`, the background colour as written.
    package var colour: String?
    /// The first section's label follows the keyword; later ones follow `else`, `and`, `option`.
    package var sections: [Section]

    package struct Section: Sendable, Equatable {
        package var label: Label
        package var items: [SequenceItem]
        /// The chapter line of the keyword that opens the section (`alt`, `else`, …).
        package var line = 0
        package var column = 1
    }
    /// The chapter line of the block's closing `end`.
    package var endLine = 0
}
