import Diagnostics
import Foundation
import ProcessRunning

/// The runner as the tests run it: a copy of the built binary without its symbol table, its
/// debug information and the module AST SwiftPM embeds for the debugger (`.swift_ast`), all
/// of which name the tests' helpers and types. A submission can read its own executable, so
/// what is left there is the compiled tests and the literals they use — no hidden message
/// (the grader removed those from the source) and no name a debugger would want.
///
/// Made with `objcopy` (binutils, which the Swift toolchain's linker needs anyway) and only
/// when the build changed the binary; without objcopy the copy is made unstripped.
enum SealedRunner {
    /// Called by `GradingBuild` right after a successful build, while it holds the build folder.
    @discardableResult
    static func seal(_ package: GradingPackage) throws -> URL {
        let built = package.binary.resolvingSymlinksInPath()
        let sealed = package.sealedBinary
        let stamp = sealed.appendingPathExtension("stamp")
        let attributes = try? FileManager.default.attributesOfItem(atPath: built.path)
        let identity = "\(attributes?[.size] ?? 0) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        if FileManager.default.isExecutableFile(atPath: sealed.path),
            (try? String(contentsOf: stamp, encoding: .utf8)) == identity
        {
            return sealed
        }
        try FileManager.default.createDirectory(at: sealed.deletingLastPathComponent(), withIntermediateDirectories: true)
        let partial = sealed.appendingPathExtension("partial")
        try? FileManager.default.removeItem(at: partial)
        let request = ProcessRequest(
            executable: "objcopy", arguments: ["--strip-all", "--remove-section=.swift_ast", built.path, partial.path],
            environment: EnvironmentPolicy.tool(), limits: .tool(seconds: 60), sandbox: .none)
        if (try? ProcessRunner.run(request))?.succeeded != true {
            try? FileManager.default.removeItem(at: partial)
            try FileManager.default.copyItem(at: built, to: partial)
        }
        if FileManager.default.fileExists(atPath: sealed.path) { try FileManager.default.removeItem(at: sealed) }
        try FileManager.default.moveItem(at: partial, to: sealed)
        try Data(identity.utf8).write(to: stamp, options: .atomic)
        return sealed
    }
}
