/// One planted mistake: where it is (the chapter or solution line a reader knows), what the
/// code said and what the mutant makes it say. `id` is what the schema's switch selects.
package struct Mutant: Codable, Equatable, Hashable, Sendable {
    package var id: Int
    package var mutationOperator: MutationOperator
    package var file: String
    package var line: Int
    package var column: Int
    /// The code as written (first line only when it spans several).
    package var original: String
    /// The code as the mutant has it, written the way an author would read it.
    package var mutated: String

    package init(
        id: Int, mutationOperator: MutationOperator, file: String, line: Int, column: Int, original: String, mutated: String
    ) {
        self.id = id
        self.mutationOperator = mutationOperator
        self.file = file
        self.line = line
        self.column = column
        self.original = original
        self.mutated = mutated
    }

    enum CodingKeys: String, CodingKey {
        case id, mutationOperator = "operator", file, line, column, original, mutated
    }

    /// `FILE:LINE:COLUMN`, as errors print it.
    package var location: String { "\(file):\(line):\(column)" }
}
