import Diagnostics
import Foundation
import MarkdownModel

/// What a finished child process left behind.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
    public var seconds: Double
    /// True when the process was killed for running past its time limit.
    public var timedOut: Bool

    /// Both streams, for showing a person what a tool said.
    public var combinedOutput: String { standardOutput + standardError }
}

/// Runs tools (`swift build`, `swiftc`, lesson binaries) and collects their output. Both
/// pipes are drained while the process runs, so a chatty child can never block on a full pipe.
public enum ProcessRunner {
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: Double? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice

        let start = Date()
        do {
            try process.run()
        } catch {
            throw ToolError("cannot start '\(executable)': \(error.localizedDescription)",
                hint: "check that the Swift toolchain is installed and on PATH")
        }
        let errorData = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(error.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let killer = timeout.map { seconds in
            let item = DispatchWorkItem { if process.isRunning { process.terminate() } }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
            return item
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        killer?.cancel()
        let seconds = Date().timeIntervalSince(start)
        return ProcessResult(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self),
            seconds: seconds,
            timedOut: process.terminationReason == .uncaughtSignal && timeout.map { seconds >= $0 } == true)
    }
}

/// Hands bytes from the reading thread back to the caller.
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}
