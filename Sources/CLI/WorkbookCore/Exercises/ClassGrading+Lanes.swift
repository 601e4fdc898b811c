import Foundation
import Grading

/// The lanes' graders, lent one at a time: a grader's package and build folder are never
/// used by two grades at once.
final class GraderPool: @unchecked Sendable {
    private let lock = NSCondition()
    private var free: [Grader]

    init(graders: [Grader]) { free = graders }

    func withGrader<Value>(_ body: (Grader) throws -> Value) throws -> Value {
        lock.lock()
        while free.isEmpty { lock.wait() }
        let grader = free.removeLast()
        lock.unlock()
        defer {
            lock.lock()
            free.append(grader)
            lock.signal()
            lock.unlock()
        }
        return try body(grader)
    }
}

/// How far a run has got and how long the rest should take: the mean time per hand-in graded
/// so far (already divided by the lanes) times the hand-ins left.
final class Pace: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var done: Int
    private var gradedSeconds = 0.0
    private var graded = 0

    init(total: Int, alreadyDone: Int) {
        self.total = total
        self.done = alreadyDone
    }

    /// Counts one more hand-in, and its seconds unless nil (one with nothing to build says
    /// nothing of the pace); returns how many are done and the estimate (nil before any).
    func oneMore(seconds: Double?) -> (done: Int, remaining: Double?) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if let seconds {
            graded += 1
            gradedSeconds += seconds
        }
        let left = total - done
        if left == 0 { return (done, 0) }
        return (done, graded == 0 ? nil : gradedSeconds / Double(graded) * Double(left))
    }
}

/// One feedback file per learner, in the run's format, named after the learner (characters a
/// file name cannot safely hold become `_`; two learners whose names collide get `-2`, `-3`).
struct FeedbackFiles: Sendable {
    var folder: URL
    var format: GradeFormat
    /// Learner's submission (`shownAs`) → file name.
    var names: [String: String]

    init(folder: URL, format: GradeFormat, entries: [ClassFolder.Entry]) {
        self.folder = folder
        self.format = format
        var used: Set<String> = []
        var names: [String: String] = [:]
        let suffix = format.fileSuffix
        for entry in entries {
            let base = Self.safeName(entry.learner)
            var name = base + suffix
            var number = 2
            while used.contains(name.lowercased()) {
                name = "\(base)-\(number)\(suffix)"
                number += 1
            }
            used.insert(name.lowercased())
            names[entry.shownAs] = name
        }
        self.names = names
    }

    /// Written whole, then renamed into place.
    func write(_ text: String, for entry: ClassFolder.Entry) {
        guard let name = names[entry.shownAs] else { return }
        try? Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
    }

    static func safeName(_ learner: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-+@")
        var name = String(learner.map { allowed.contains($0) ? $0 : "_" }.prefix(100))
        while name.hasPrefix(".") { name = "_" + name.dropFirst() }
        return name.isEmpty ? "_" : name
    }
}

extension GradeFormat {
    /// The feedback file's ending: Gradescope's and Exercism's formats are JSON, JUnit's XML.
    var fileSuffix: String {
        switch self {
        case .text: ".txt"
        case .gradescope: ".results.json"
        case .exercism: ".results.json"
        case .junit: ".junit.xml"
        }
    }
}
