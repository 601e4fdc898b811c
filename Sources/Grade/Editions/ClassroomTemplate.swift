import ExerciseModel
import Foundation

/// A GitHub Classroom template repository for one exercise: the learner edition with only that
/// exercise (its prompt, starter and public tests — never hidden tests or solutions, the same
/// leak scan as `release`), a README that starts with the learner's two commands, and the
/// autograding workflow (`ClassroomWorkflow`). Hidden tests stay with the instructor, who
/// grades the collected repositories with `workbook grade-all`.
package struct ClassroomTemplate: Sendable {
    package var root: URL
    package var exercise: Exercise

    package init(root: URL, exercise: Exercise) {
        self.root = root
        self.exercise = exercise
    }

    package var workflow: ClassroomWorkflow { ClassroomWorkflow(exercise) }

    /// What was written, for the command to print.
    package struct Summary: Sendable {
        package var edition: LearnerEdition.Summary
        package var workflow: ClassroomWorkflow
    }

    package func write(to destination: URL) throws -> Summary {
        var edition = LearnerEdition(root: root)
        edition.onlyExercise = exercise.id
        edition.readmeText = readme
        edition.extraFiles = [ClassroomWorkflow.path: workflow.yaml]
        return Summary(edition: try edition.write(to: destination), workflow: workflow)
    }

    /// What every push runs, in the README's words.
    func onGitHub(points: Int) -> String {
        if exercise.writesTests {
            return """
                Here you write the tests. Every push runs them on GitHub (`\(ClassroomWorkflow.path)`)
                against the correct implementation, where every one must pass. Your points are the
                planted mistakes your tests catch, and the mistakes are not in this repository: your
                instructor grades them after the deadline.
                """
        }
        return """
            Every push runs the public tests on GitHub (`\(ClassroomWorkflow.path)`): one step per
            test, worth its points, \(points) in all. The exercise also has hidden tests, which are not
            in this repository: your instructor grades them after the deadline, so a full score here is
            the public tests' alone.
            """
    }

    /// The learner's two commands first, then what the repository is and how it is graded.
    package var readme: String {
        let points = workflow.steps.map(\.points).reduce(0, +)
        return """
            # \(exercise.prompt.title)

            ```sh
            scripts/install-system-packages && swift run workbook grade \(exercise.id)   # \(exercise.writesTests ? "run your tests against the correct code" : "grade your work with the public tests")
            swift run workbook hint \(exercise.id)                                       # one more hint each time
            ```

            This repository is your copy of one exercise of the Coordinator Workbook. Read the prompt in
            [`exercises/\(exercise.id)/README.md`](exercises/\(exercise.id)/README.md), then edit the files in
            `exercises/\(exercise.id)/starter/`. The chapter it practises is `\(exercise.prompt.chapter)`.

            \(onGitHub(points: points))

            The first command installs what the workbook needs (Debian or Ubuntu packages, with `sudo`
            when not run as root) and builds it; later grades recompile only your files.
            """
    }
}
