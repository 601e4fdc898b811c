import Diagnostics
import Foundation
import ProcessRunning

/// Starts one of the Swift toolchain's commands (`swift`, `swiftc`) through the contained
/// process runner, with a time limit and the tools' environment allow-list: the one place a
/// failure to start the toolchain becomes an error with its hint.
package enum SwiftTool {
    package static func run(_ tool: String, _ arguments: [String], seconds: Double, in directory: URL)
        throws(ToolError) -> ProcessResult
    {
        let request = ProcessRequest(
            executable: tool, arguments: arguments, workingDirectory: directory,
            environment: EnvironmentPolicy.tool(), limits: .tool(seconds: seconds), sandbox: .none)
        do {
            return try ProcessRunner.run(request)
        } catch {
            throw ToolError(error.message, hint: "check that the Swift toolchain is installed and on PATH")
        }
    }
}
