import CLibFuzzer
import Foundation

/// Every harness's `main`. The fuzz build (`scripts/fuzz`: `-sanitize=fuzzer,address
/// -DFUZZING`) hands the check to libFuzzer's driver with the command line's flags; a plain
/// build replays the files named on the command line (``Replay``).
///
/// Why not libFuzzer's own `main`: SwiftPM links every executable target with its
/// `<Target>_main` as `main`, so the harness keeps `main` and calls `LLVMFuzzerRunDriver`.
package enum FuzzMain {
    package typealias Check = (UnsafeBufferPointer<UInt8>) -> Void

    package static func run(_ check: @escaping Check) -> Never {
        #if FUZZING
        current = check
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            FuzzMain.current?(UnsafeBufferPointer(start: data, count: size))
            return 0
        })
        #else
        Replay.run(CommandLine.arguments.dropFirst(), check)
        #endif
    }

    /// The check libFuzzer's C callback calls; set once, before the driver starts.
    nonisolated(unsafe) private static var current: Check?
}
