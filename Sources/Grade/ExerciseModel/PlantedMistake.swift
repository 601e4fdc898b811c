/// In an exercise where the learner writes the tests, one implementation of the subject with a
/// mistake planted in it: the learner's tests earn its points by failing against it while
/// passing against the correct subject. Read from `solutions/mistakes/<name>/`, whose first
/// file starts with `// Mistake: …` (what the README describes to the learner) and
/// `// points: N`. The grader has them; learners get only the description.
package struct PlantedMistake: Sendable, Equatable {
    /// The folder name, e.g. `keeps-finished-child`; the grade's row is named after it.
    package var name: String
    package var mistake: String
    package var points: Int
    /// Files replacing the subject's, one for one.
    package var files: [SourceFile]

    package init(name: String, mistake: String, points: Int, files: [SourceFile]) {
        (self.name, self.mistake, self.points, self.files) = (name, mistake, points, files)
    }
}
