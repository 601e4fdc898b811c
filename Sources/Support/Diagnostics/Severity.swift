/// How bad a diagnostic is. An error stops the stage that found it; a warning is printed
/// with the rest and stops nothing — for input that is legal but almost certainly not
/// what the author meant (a ```` ```Swift ```` fence, which is shown and never compiled).
package enum Severity: String, Equatable, Sendable {
    case error
    case warning
}
