import BookModel
import LessonGeneration
import Mutation
import MutationResults

/// A lesson's mutants and the program that holds them all: the lesson's `main.swift` with each
/// listing replaced by its schema, still under the listing's `#sourceLocation`, so compiler
/// errors, crashes and failed checks name chapter lines exactly as in `workbook check`.
struct LessonSchema: Sendable {
    let lesson: Lesson
    let schema: MutationSchema

    init(_ lesson: Lesson) {
        self.lesson = lesson
        schema = MutationSchema(lesson.snippets.map {
            MutationSource(file: $0.chapter, firstLine: $0.block.firstCodeLine, code: $0.block.codeLines.joined(separator: "\n"))
        })
    }

    var mutants: [Mutant] { schema.mutants }

    /// The program with every mutant but the discarded ones, and where each landed.
    func program(discarding discarded: Set<Int>) -> (text: String, rendered: [MutationSchema.RenderedSource]) {
        let rendered = schema.render(discarding: discarded)
        let code = rendered.map { $0.text.components(separatedBy: "\n") }
        return (LessonSourceGenerator.mainSource(for: lesson, code: code), rendered)
    }
}
