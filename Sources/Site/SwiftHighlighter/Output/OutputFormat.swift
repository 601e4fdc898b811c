import SwiftTokenizer

/// A way to present highlighted tokens. Adding a renderer (ANSI, attributed strings, …) means
/// adding one type that conforms to this.
package protocol OutputFormat {
    associatedtype Output
    func render(_ tokens: [Token]) -> Output
}
