import Foundation
import ProcessRunning

/// The `workbook-layout` processes that run Graphviz for this process: one per core at most,
/// each started on first use, reused for layout after layout, and replaced after a crash or a
/// deadline (which end it). Callers on different threads lay out in parallel.
final class LayoutHelpers: @unchecked Sendable {
    /// A fresh helper for every layout: libgvc can corrupt its heap on one chart without
    /// crashing and then crash, or lay out differently, on the next (seen with the chart in
    /// `LayoutProcessTests`), so no layout may depend on the ones before it. Starting one costs
    /// about 25 ms (`workbook bench`, release: 40 ms for the 200-node chart, 15 ms reusing one).
    ///
    /// `WORKBOOK_LAYOUTS_PER_HELPER=N` lets one helper do N layouts instead, for measuring
    /// (`workbook-bench`), where throughput matters more than layouts independent of one another.
    static let shared = LayoutHelpers(
        limit: max(1, ProcessInfo.processInfo.activeProcessorCount),
        layoutsPerHelper: max(1, Int(ProcessInfo.processInfo.environment[layoutsPerHelperVariable] ?? "") ?? 1))

    static let layoutsPerHelperVariable = "WORKBOOK_LAYOUTS_PER_HELPER"

    /// Names the helper program when it is not next to the running program (tests, fuzzers).
    static let pathVariable = "WORKBOOK_LAYOUT_HELPER"
    /// Set (to anything) to start the helper without an address-space limit, for builds with
    /// AddressSanitizer, which reserves terabytes of address space up front.
    static let unlimitedVariable = "WORKBOOK_LAYOUT_UNLIMITED"

    private let limit: Int
    /// The helper program; nil: the environment's, or the one beside this program.
    private let program: String?
    private let lock = NSCondition()
    private var idle: [HelperProcess] = []
    private var running = 0

    /// How many layouts one helper does before it is replaced.
    private let layoutsPerHelper: Int
    private var layoutsDone: [ObjectIdentifier: Int] = [:]

    init(limit: Int, layoutsPerHelper: Int = 1, program: String? = nil) {
        self.limit = limit
        self.layoutsPerHelper = layoutsPerHelper
        self.program = program
    }

    /// Sends one request to an idle helper (starting one if none is idle and fewer than the
    /// limit run) and returns its reply.
    func exchange(_ request: [UInt8], deadline seconds: Double) throws(HelperProcess.Failure) -> [UInt8] {
        let helper = try take()
        do {
            let reply = try helper.exchange(request, deadline: seconds)
            give(back: helper)
            return reply
        } catch {
            give(back: nil)
            throw error
        }
    }

    private func take() throws(HelperProcess.Failure) -> HelperProcess {
        lock.lock()
        while idle.isEmpty && running >= limit { lock.wait() }
        if let helper = idle.popLast() {
            lock.unlock()
            return helper
        }
        running += 1
        lock.unlock()
        do {
            return try Self.start(program ?? Self.program())
        } catch {
            give(back: nil)
            throw error
        }
    }

    /// Returns a helper to the idle list, or gives up its place (nil: it has ended).
    private func give(back helper: HelperProcess?) {
        lock.lock()
        var keep = helper
        if let helper {
            let done = layoutsDone[ObjectIdentifier(helper), default: 0] + 1
            if done >= layoutsPerHelper {
                layoutsDone[ObjectIdentifier(helper)] = nil
                helper.finish()
                keep = nil
            } else {
                layoutsDone[ObjectIdentifier(helper)] = done
            }
        }
        if let keep { idle.append(keep) } else { running -= 1 }
        lock.signal()
        lock.unlock()
    }

    /// The helper program: the environment's choice, or the one beside this program.
    static func program() -> String {
        ProcessInfo.processInfo.environment[pathVariable] ?? besideThisProgram()
    }

    /// Starts one helper, contained: no more address space than a layout could need and no
    /// files, and without Swift's backtracer, so a crash is reported at once, by its signal.
    static func start(_ path: String) throws(HelperProcess.Failure) -> HelperProcess {
        let environment = ProcessInfo.processInfo.environment
        // Enough for any chart within the size limits many times over; a runaway layout meets
        // it (and fails) long before it could exhaust the machine.
        let memory: UInt64? = environment[unlimitedVariable] == nil ? 2 << 30 : nil
        var keep: [String: String] = ["SWIFT_BACKTRACE": "enable=no"]
        for name in ["PATH", "ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"] { keep[name] = environment[name] }
        return try HelperProcess(
            path: path, arguments: [path], environment: keep,
            limits: ProcessLimits(wallSeconds: 0, memoryBytes: memory, fileSizeBytes: 1 << 20))
    }

    /// `workbook-layout` in the folder of the running executable (`workbook`, a test bundle):
    /// SwiftPM builds it there, as a dependency of this module.
    static func besideThisProgram() -> String {
        let program = RunningProgram.path ?? CommandLine.arguments.first ?? "workbook"
        return URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent("workbook-layout").path
    }
}
