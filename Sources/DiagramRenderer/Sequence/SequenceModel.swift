/// A parsed `sequenceDiagram`: who takes part and what happens, in source order.
public struct SequenceDiagram: Sendable, Equatable {
    /// Participants in order of first mention (declaration or use).
    public var participants: [Participant] = []
    public var boxes: [ParticipantBox] = []
    /// Top-level statements; blocks hold their own.
    public var items: [SequenceItem] = []
    public var title: String?
    public var accessibleTitle: String?
    /// Keeps line breaks of a multi-line `accDescr { … }`.
    public var accessibleDescription: String?

    public init() {}

    /// Every message, blocks flattened, in source order.
    public var allMessages: [Message] {
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

public struct Participant: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case participant, actor }
    public var id: String
    public var label: Label
    public var kind: Kind
    /// Index into `SequenceDiagram.boxes`, if declared inside a `box`.
    public var box: Int?
}

/// `box [colour] [title] … end`: a coloured group of participants.
public struct ParticipantBox: Sendable, Equatable {
    public var colour: String?
    public var title: Label?
}

public indirect enum SequenceItem: Sendable, Equatable {
    case message(Message)
    case note(Note)
    case activate(String)
    case deactivate(String)
    case block(Block)
}

public struct Message: Sendable, Equatable {
    public var from: String
    public var to: String
    public var arrow: SequenceArrow
    public var text: Label
    /// `A->>+B`: the target becomes active with this message.
    public var activatesTarget: Bool
    /// `B-->>-A`: the source stops being active with this message.
    public var deactivatesSource: Bool
    /// Set while `autonumber` is on.
    public var number: Int?

    public var isSelfMessage: Bool { from == to }
}

/// The ten classic Mermaid arrows: a line style, a head and whether both ends carry it.
public struct SequenceArrow: Sendable, Equatable, Hashable {
    public enum Line: Sendable, Equatable, Hashable { case solid, dotted }
    public enum Head: Sendable, Equatable, Hashable { case none, filled, cross, open }
    public var line: Line
    public var head: Head
    public var isBidirectional: Bool

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

public struct Note: Sendable, Equatable {
    public enum Placement: Sendable, Equatable { case leftOf, rightOf, over }
    public var placement: Placement
    /// One participant, or two for a note spanning both lifelines (`over` only).
    public var participants: [String]
    public var text: Label
}

/// A framed or shaded part of the diagram: `loop`, `alt`/`else`, `opt`, `par`/`and`,
/// `critical`/`option`, `break` and `rect`.
public struct Block: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case loop, alt, opt, par, critical, `break`, rect
    }
    public var kind: Kind
    /// For `rect`, the background colour as written.
    public var colour: String?
    /// The first section's label follows the keyword; later ones follow `else`, `and`, `option`.
    public var sections: [Section]

    public struct Section: Sendable, Equatable {
        public var label: Label
        public var items: [SequenceItem]
    }
}
