import Testing
@testable import DiagramRenderer

/// Participant names with the punctuation Mermaid allows: spaces, parentheses, `'`, `.`, `/`, `-`.
@Suite("Sequence participant names")
struct SequenceNameTests {
    @Test("Declared names may hold spaces and parentheses; only a one-word name takes an alias")
    func declarations() throws {
        let diagram = try sequence(
            "participant Auth Server (GitHub)", "participant API as Auth API (v2)", "actor User's Browser",
            "participant Auth Server as AS")
        #expect(diagram.participants.map(\.id) == ["Auth Server (GitHub)", "API", "User's Browser", "Auth Server as AS"])
        #expect(diagram.participants.map(\.label.plainText) == ["Auth Server (GitHub)", "Auth API (v2)", "User's Browser", "Auth Server as AS"])
        #expect(diagram.participants.map(\.kind) == [.participant, .participant, .actor, .participant])
    }

    @Test("Messages to and from such names, and names with '.', '/' and '-'")
    func messages() throws {
        let diagram = try sequence(
            "participant Auth Server (GitHub)", "actor User's Browser",
            "User's Browser->>Auth Server (GitHub): sign in",
            "Auth Server (GitHub) -->> User's Browser: code",
            "User's Browser->>+api.example.com/v2: token",
            "api.example.com/v2-->>-auth-service: check",
            "auth-service-xUser's Browser: refused",
            "auth-service--)api.example.com/v2: later")
        let messages = diagram.allMessages
        #expect(messages.map(\.from) == ["User's Browser", "Auth Server (GitHub)", "User's Browser", "api.example.com/v2", "auth-service", "auth-service"])
        #expect(messages.map(\.to) == ["Auth Server (GitHub)", "User's Browser", "api.example.com/v2", "auth-service", "User's Browser", "api.example.com/v2"])
        #expect(messages.map(\.arrow.head) == [.filled, .filled, .filled, .filled, .cross, .open])
        #expect(messages[2].activatesTarget && messages[3].deactivatesSource)
        #expect(diagram.participants.map(\.id) == ["Auth Server (GitHub)", "User's Browser", "api.example.com/v2", "auth-service"])
    }

    @Test("Notes and activations name the same participants")
    func notesAndActivations() throws {
        let diagram = try sequence(
            "participant Auth Server (GitHub)", "activate Auth Server (GitHub)",
            "note over Auth Server (GitHub), web-app: spans both", "deactivate Auth Server (GitHub)")
        guard case .note(let note) = diagram.items[1] else { Issue.record("expected a note"); return }
        #expect(note.participants == ["Auth Server (GitHub)", "web-app"])
        #expect(diagram.items.count == 3)
    }

    @Test("What Mermaid does not allow in a name is a located error", arguments: [
        ("(GitHub)->>B: x", 1, "cannot start"),
        ("A->>(B): x", 5, "start"),
        ("participant A<B", 14, "cannot appear"),
        ("participant A:B", 14, "cannot appear"),
        ("A+B->>C: x", 1, "unrecognised statement"),
    ])
    func errors(body: String, column: Int, message: String) throws {
        let error = try #require(parseError("sequenceDiagram\n" + body))
        #expect(error.line == 2, "\(error)")
        #expect(error.column == column, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test("A diagram with such names renders them in its boxes")
    func renders() throws {
        let svg = try render("sequenceDiagram\n  participant Auth Server (GitHub)\n  Client->>Auth Server (GitHub): login")
        #expect(SVGInspection(svg).parsed)
        #expect(svg.contains(">Auth Server (GitHub)<"))
        #expect(svg.contains(">login<"))
    }
}
