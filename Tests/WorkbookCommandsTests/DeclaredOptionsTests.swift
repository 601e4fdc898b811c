import Testing
@testable import WorkbookCommands

/// Every command's options are declared once, and what it says it takes is what it takes:
/// its help lists exactly its declared options, each one parses, and anything else is a usage
/// mistake (64) with the nearest declared option as a hint.
@Suite struct DeclaredOptionsTests {
    /// The `--name`s of the OPTIONS section of a command's help.
    static func listedOptions(_ help: String) -> [String] {
        let section = help.components(separatedBy: "\nOPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
        return section.split(separator: "\n").filter { $0.hasPrefix("  -") }.map { line in
            String(line.split(separator: " ").first { $0.hasPrefix("--") }!)
        }
    }

    /// A value each kind of option accepts.
    static func goodValue(_ option: OptionDeclaration) -> [String] {
        switch option.value {
        case .none: []
        case .text: ["x"]
        case .seconds: ["1.5"]
        case .integer(let range): ["\(range.lowerBound)"]
        case .choice(let words): [words[0]]
        }
    }

    @Test(arguments: CommandRegistry.commands.map({ $0.name }))
    func helpListsExactlyTheDeclaredOptions(_ name: String) throws {
        let command = try #require(CommandRegistry.commands.first { $0.name == name })
        let help = workbook([name, "--help"]).output
        let declared = command.signature.options.map { "--\($0.name)" }
        #expect(Self.listedOptions(help) == declared + ["--help"])
        let usage = try #require(help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") })
        for option in command.signature.options {
            #expect(usage.contains(option.short.map { "[-\($0)" } ?? "[--\(option.name)"), "\(name): --\(option.name)")
        }
    }

    @Test(arguments: CommandRegistry.commands.map({ $0.name }))
    func everyDeclaredOptionIsAccepted(_ name: String) throws {
        let signature = try #require(CommandRegistry.commands.first { $0.name == name }).signature
        for option in signature.options {
            let parsed = try Arguments(["--\(option.name)"] + Self.goodValue(option), signature: signature)
            #expect(option.isFlag ? parsed.flag(option.name) : parsed.option(option.name) == Self.goodValue(option).first)
            if let short = option.short {
                #expect(try Arguments(["-\(short)"] + Self.goodValue(option), signature: signature).option(option.name) != nil)
            }
            if !option.isFlag {
                let inline = try Arguments(["--\(option.name)=" + Self.goodValue(option)[0]], signature: signature)
                #expect(inline.option(option.name) == Self.goodValue(option).first)
            }
        }
    }

    @Test(arguments: CommandRegistry.commands.map({ $0.name }))
    func anUnknownOptionIsAUsageMistakeWithAHint(_ name: String) throws {
        let command = try #require(CommandRegistry.commands.first { $0.name == name })
        let unknown = workbook([name, "--no-such-option"])
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("unknown option '--no-such-option'"))
        let option = try #require(command.signature.options.first)
        let typo = "--" + option.name.dropLast()
        let slip = workbook([name, typo])
        #expect(slip.status == 64, "\(name) \(typo)")
        #expect(slip.output.contains("unknown option '\(typo)'; did you mean '--\(option.name)'?"), "\(slip.output)")
    }

    @Test func badValuesOfDeclaredOptionsAreUsageMistakes() {
        #expect(workbook(["check", "--timout", "3"]).output.contains("did you mean '--timeout'?"))
        for arguments in [["serve", "--port", "70000"], ["grade", "x", "--format", "pdf"], ["check", "--timeout"], ["lessons", "--root=x=y", "--root"]] {
            #expect(workbook(arguments).status == 64, "\(arguments)")
        }
        #expect(workbook(["grade", "x", "--format", "pdf"]).output.contains("--format must be one of text, gradescope, exercism, junit, not 'pdf'"))
        #expect(workbook(["check", "--no-cache=yes"]).output.contains("--no-cache takes no value"))
    }

    @Test func runTakesNoCacheOption() {
        // `run` never uses the cache, so it does not offer to turn it off.
        #expect(workbook(["run", "x", "--no-cache"]).status == 64)
        #expect(!workbook(["run", "--help"]).output.contains("--no-cache"))
    }
}
