/// One Swift file as the comparison reads it: where it is (as the reports name it) and its text.
/// Reading files is the caller's job, so this module only ever compares text it is given.
package struct CodeFile: Sendable, Equatable {
    /// As the reports show it, e.g. `Solution.swift` or `Sources/App/Router.swift`.
    package var path: String
    package var text: String

    package init(path: String, text: String) { (self.path, self.text) = (path, text) }
}

/// One learner's submission: a name the reports use and the files handed in.
package struct LearnerSubmission: Sendable, Equatable {
    /// The learner's folder or file name; names are what the ranking breaks ties by.
    package var name: String
    package var files: [CodeFile]

    package init(name: String, files: [CodeFile]) { (self.name, self.files) = (name, files) }
}
