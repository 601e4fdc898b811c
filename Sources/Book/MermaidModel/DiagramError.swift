import Diagnostics


/// A problem in a diagram's source, located in the chapter that holds it. Diagrams report
/// errors exactly as the rest of the toolchain does (`file:line:column: error: message`,
/// the quoted line with a caret, a hint), so they are the same type.
package typealias DiagramError = SourceError
