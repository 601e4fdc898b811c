/// One problem a stage found, located in a file or not. Stages collect these as values
/// (`[Diagnostic]`); the command line decides how they look.
package enum Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    case source(SourceError)
    case tool(ToolError)

    /// The file the problem is in, when it has a place.
    package var file: String? {
        if case .source(let error) = self { return error.file }
        return nil
    }

    package var message: String {
        switch self {
        case .source(let error): error.message
        case .tool(let error): error.message
        }
    }

    /// Tool errors are always errors.
    package var severity: Severity {
        if case .source(let error) = self { return error.severity }
        return .error
    }

    package var description: String { DiagnosticFormatter.plain.format(self) }
}

extension Diagnostic {
    /// Wraps whatever a stage threw: located errors stay located, anything else becomes a
    /// tool error with its description.
    package static func from(_ error: any Error) -> [Diagnostic] {
        switch error {
        case let error as SourceError: [.source(error)]
        case let errors as SourceErrors: errors.errors.map(Diagnostic.source)
        case let error as ToolError: [.tool(error)]
        case let error as Diagnostic: [error]
        case let list as DiagnosticList: list.diagnostics
        default: [.tool(ToolError(String(describing: error)))]
        }
    }
}

/// Diagnostics thrown together, e.g. every lesson's problems when verification fails.
package struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    package var description: String { DiagnosticFormatter.plain.format(diagnostics) }
}
