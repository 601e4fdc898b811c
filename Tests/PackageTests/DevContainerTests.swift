import Foundation
import Testing
import WorkbookTestSupport

/// `.devcontainer/devcontainer.json` opens the workbook (and the learner edition, which
/// carries it) in Codespaces or VS Code on any system. After the container is made it runs
/// the README's two commands, read from the README here, so that changing one without the
/// other fails.
@Suite struct DevContainerTests {
    static func readme() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The commands of the README's first `sh` block, without their trailing comments.
    static func readmeCommands() throws -> [String] {
        let lines = try readme().components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "```sh"), "the README has no sh block")
        let end = try #require(lines[(start + 1)...].firstIndex(of: "```"), "the README's sh block is not closed")
        return lines[(start + 1)..<end].map { line in
            let command = line.range(of: " #").map { String(line[..<$0.lowerBound]) } ?? line
            return command.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    static func configuration() throws -> [String: Any] {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent(".devcontainer/devcontainer.json"))
        // The format allows comments; this file has none, so that any JSON reader reads it.
        let object = try JSONSerialization.jsonObject(with: data)
        return try #require(object as? [String: Any], "devcontainer.json is not a JSON object")
    }

    @Test func theReadmeHasTwoCommands() throws {
        let commands = try Self.readmeCommands()
        #expect(commands.count == 2, "\(commands)")
        #expect(commands.first?.hasPrefix("scripts/install-system-packages") == true)
    }

    @Test func afterCreationTheContainerRunsTheReadmesCommandsInOrder() throws {
        let configuration = try Self.configuration()
        let command = try #require(configuration["postCreateCommand"] as? String, "postCreateCommand is one shell command")
        #expect(command == (try Self.readmeCommands()).joined(separator: " && "))
    }

    /// The Swift image of the toolchain the README names, on Debian, whose packages the install
    /// script asks for.
    @Test func theImageIsTheReadmesToolchainOnDebian() throws {
        let configuration = try Self.configuration()
        let image = try #require(configuration["image"] as? String)
        let readme = try Self.readme()
        let named = try #require(readme.firstMatch(of: /with the Swift (\d+\.\d+) toolchain/), "the README names no toolchain")
        #expect(image == "swift:\(named.output.1)-bookworm")
        #expect(configuration["build"] == nil && configuration["dockerFile"] == nil, "one image, not a build")
    }
}
