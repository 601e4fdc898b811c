/// A piece of Swift the engine may mutate: one listing of a chapter, or one file of a
/// reference solution. `firstLine` is the file line of the code's first line, so mutants are
/// reported where the author wrote them.
package struct MutationSource: Sendable, Equatable {
    package var file: String
    package var firstLine: Int
    package var code: String

    package init(file: String, firstLine: Int, code: String) {
        self.file = file
        self.firstLine = firstLine
        self.code = code
    }
}
