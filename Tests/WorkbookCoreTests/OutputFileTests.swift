import Foundation
import Testing
import WorkbookTestSupport
@testable import WorkbookCore

/// `workbook diagram -o PATH` replaces only a new or regular file, and follows links only
/// inside the working folder.
@Suite struct OutputFileTests {
    /// A working folder and a folder outside it, removed afterwards.
    private func folders(_ body: (_ work: String, _ outside: String) throws -> Void) throws {
        let base = temporaryFolder("output-file")
        let work = base.appendingPathComponent("work").path
        let outside = base.appendingPathComponent("outside").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try body(work, outside)
    }

    private func text(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }

    @Test func newAndRegularFilesAreWrittenThroughARename() throws {
        try folders { work, _ in
            try OutputFile.write(Data("one".utf8), to: "a.svg", workingDirectory: work)
            #expect(text(work + "/a.svg") == "one")
            try OutputFile.write(Data("two".utf8), to: work + "/./a.svg", workingDirectory: work)
            #expect(text(work + "/a.svg") == "two")
            #expect(try FileManager.default.contentsOfDirectory(atPath: work) == ["a.svg"], "no temporary file is left")
        }
    }

    @Test func devicesFIFOsAndFoldersAreRefusedAndLeftAlone() throws {
        #expect(OutputFile.kind(ofPath: "/dev/null") == .characterDevice)
        // Only the check runs here: it refuses before anything is written.
        #expect(throws: OutputFile.Refusal(
            message: "'/dev/null' is a character device, not a regular file; it is left as it is",
            hint: "pass the path of a new or regular file, e.g. -o diagram.svg")) {
            _ = try OutputFile.realDestination(of: "/dev/null", workingDirectory: "/")
        }
        try folders { work, _ in
            #expect(mkfifo(work + "/pipe", 0o600) == 0)
            #expect(throws: OutputFile.Refusal.self) { try OutputFile.write(Data("x".utf8), to: "pipe", workingDirectory: work) }
            #expect(OutputFile.kind(ofPath: work + "/pipe") == .fifo)
            try FileManager.default.createDirectory(atPath: work + "/folder", withIntermediateDirectories: false)
            #expect(throws: OutputFile.Refusal.self) { try OutputFile.write(Data("x".utf8), to: "folder", workingDirectory: work) }
            #expect(OutputFile.kind(ofPath: work + "/folder") == .directory)
            #expect(throws: OutputFile.Refusal.self) { try OutputFile.write(Data("x".utf8), to: "none/a.svg", workingDirectory: work) }
        }
    }

    @Test func linksAreFollowedOnlyInsideTheWorkingFolder() throws {
        try folders { work, outside in
            try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/shadow"))
            try FileManager.default.createSymbolicLink(atPath: work + "/leak.svg", withDestinationPath: outside + "/shadow")
            let refusal = try #require(throws: OutputFile.Refusal.self) {
                try OutputFile.write(Data("x".utf8), to: "leak.svg", workingDirectory: work)
            }
            #expect(refusal.message.contains("leads through a symbolic link to '"))
            #expect(refusal.message.hasSuffix("outside the working folder"))
            #expect(text(outside + "/shadow") == "secret")
            #expect(OutputFile.kind(ofPath: work + "/leak.svg") == .symbolicLink)

            // A folder on the way that links out counts too.
            try FileManager.default.createSymbolicLink(atPath: work + "/out", withDestinationPath: outside)
            #expect(throws: OutputFile.Refusal.self) { try OutputFile.write(Data("x".utf8), to: "out/shadow", workingDirectory: work) }
            #expect(text(outside + "/shadow") == "secret")

            // Inside the working folder a link is followed: the file it names is replaced, the link stays.
            try Data("old".utf8).write(to: URL(fileURLWithPath: work + "/real.svg"))
            try FileManager.default.createSymbolicLink(atPath: work + "/alias.svg", withDestinationPath: "real.svg")
            try OutputFile.write(Data("new".utf8), to: "alias.svg", workingDirectory: work)
            #expect(text(work + "/real.svg") == "new")
            #expect(OutputFile.kind(ofPath: work + "/alias.svg") == .symbolicLink)

            // A path without links may name any place.
            try OutputFile.write(Data("free".utf8), to: outside + "/plain.svg", workingDirectory: work)
            #expect(text(outside + "/plain.svg") == "free")
        }
    }
}
