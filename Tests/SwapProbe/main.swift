import Foundation
import FolderOutput
import WorkbookCommands
import WorkbookCore

/// `workbook-swap-probe SCRIPT ARGS…`: `workbook build ARGS…`, the real command, with swap
/// hooks injected as SCRIPT says — a comma-separated list of `no-exchange` (behave as on a
/// file system that refuses the exchange), `pause=STEP` (print `paused at STEP` to standard
/// error and sleep there for up to 120 s, for a test to kill the process or start another)
/// and `resume=PATH` (end the pause as soon as PATH exists). Test-only: the tool itself
/// never takes hooks from outside.
func hooks(_ script: String) -> SwapHooks {
    var hooks = SwapHooks()
    var pause: SwapStep?
    var resume: String?
    for option in script.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        if option == "no-exchange" {
            hooks.exchange = { _, _ in EINVAL }
        } else if option.hasPrefix("pause=") {
            pause = SwapStep(rawValue: String(option.dropFirst(6)))
        } else if option.hasPrefix("resume=") {
            resume = String(option.dropFirst(7))
        }
    }
    if let pause {
        hooks.reached = { [resume] reached in
            guard reached == pause else { return }
            FileHandle.standardError.write(Data("paused at \(pause.rawValue)\n".utf8))
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline, !(resume.map { FileManager.default.fileExists(atPath: $0) } ?? false) {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }
    return hooks
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let script = arguments.first else {
    FileHandle.standardError.write(Data("usage: workbook-swap-probe SCRIPT [build options]\n".utf8))
    exit(64)
}
let swap = hooks(script)
exit(WorkbookTool.build(Array(arguments.dropFirst()), output: .standard) { $0.swapHooks = swap })
