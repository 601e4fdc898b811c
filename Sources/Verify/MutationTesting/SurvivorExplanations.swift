import Diagnostics
import Foundation
import Mutation
import MutationResults

/// `MUTANTS.md`: the course's short list of mutants that survive on purpose, each with why
/// (an equivalent mutant, or a gap the chapter leaves deliberately). A table row per mutant:
///
///     | chapters/06-scopes-and-deep-links.md:851 | flip-boolean `false` → `true` | equivalent: … |
///
/// A survivor is explained when a row names its file, line and operator. A row that matches
/// no survivor any more is stale, and reported at its own line so the list stays true.
package struct SurvivorExplanations: Sendable {
    package static let fileName = "MUTANTS.md"
    /// The exercises' rows, kept apart because they quote reference solutions: the learner
    /// edition takes MUTANTS.md but never this file.
    package static let exercisesFileName = "MUTANTS-EXERCISES.md"

    package struct Row: Sendable, Equatable {
        package var file: String
        package var line: Int
        package var mutationOperator: MutationOperator
        package var reason: String
        /// The row's own line, and the file it is in.
        package var sourceLine: Int
        package var listedIn: String = SurvivorExplanations.fileName
    }

    package var rows: [Row]

    package init(rows: [Row] = []) { self.rows = rows }

    /// The rows of `ROOT/MUTANTS.md` and `ROOT/MUTANTS-EXERCISES.md` (none for a missing
    /// file); a malformed row is an error at its file and line.
    package static func load(root: URL) throws -> SurvivorExplanations {
        var rows: [Row] = []
        for name in [fileName, exercisesFileName] {
            guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { continue }
            rows += try parse(text, file: name).rows
        }
        return SurvivorExplanations(rows: rows)
    }

    package static func parse(_ text: String, file: String = fileName) throws -> SurvivorExplanations {
        var rows: [Row] = []
        var errors: [SourceError] = []
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else { continue }
            let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard let first = cells.first, first.contains(".md:") || first.contains(".swift:") else { continue }  // header, rule
            let location = first.split(separator: ":")
            let operatorWord = cells.count > 1 ? String(cells[1].split(separator: " ").first ?? "") : ""
            guard location.count == 2, let number = Int(location[1]), let op = MutationOperator(rawValue: operatorWord),
                cells.count >= 3, !cells[2].isEmpty
            else {
                errors.append(SourceError(
                    file: file, line: offset + 1, column: 1, message: "this row does not name a surviving mutant",
                    hint: "write | FILE:LINE | OPERATOR `original` → `mutated` | why it survives |, as 'workbook mutants' prints them"))
                continue
            }
            rows.append(Row(
                file: String(location[0]), line: number, mutationOperator: op, reason: cells[2], sourceLine: offset + 1,
                listedIn: file))
        }
        if !errors.isEmpty { throw SourceErrors(errors) }
        return SurvivorExplanations(rows: rows)
    }

    /// The row explaining `mutant`, if any.
    package func explanation(of mutant: Mutant) -> Row? {
        rows.first { $0.file == mutant.file && $0.line == mutant.line && $0.mutationOperator == mutant.mutationOperator }
    }

    /// Rows about `files` that explain none of `survivors`, as warnings at their lines.
    package func stale(among survivors: [Mutant], files: Set<String>) -> [SourceError] {
        rows.filter { row in
            files.contains(row.file) && !survivors.contains {
                $0.file == row.file && $0.line == row.line && $0.mutationOperator == row.mutationOperator
            }
        }.map { row in
            SourceError(
                file: row.listedIn, line: row.sourceLine, column: 1,
                message: "no \(row.mutationOperator.rawValue) mutant survives at \(row.file):\(row.line) any more",
                hint: "remove the row, or move it to the line 'workbook mutants' now reports", severity: .warning)
        }
    }
}
