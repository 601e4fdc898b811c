import BookModel
import ExerciseModel

/// The order a learner walks the course in: the chapters in book order, each exercise right
/// after the part it practises (its prompt's "Practises:" chapter), so previous/next and ←/→
/// lead through every chapter and every exercise once. An exercise whose chapter is not in
/// the book comes after the last chapter, so none is left out of the walk.
struct CourseOrder: Sendable {
    struct Stop: Sendable, Equatable {
        var title: String
        var page: String
    }

    let stops: [Stop]

    init(book: Book, exercises: [Exercise], pages: [String: String]) {
        var stops: [Stop] = []
        var placed = Set<String>()
        for chapter in book.chapters {
            stops.append(Stop(title: chapter.document.title ?? chapter.fileName, page: pages[chapter.fileName]!))
            for exercise in exercises where exercise.prompt.chapter == chapter.path {
                stops.append(Self.stop(exercise))
                placed.insert(exercise.id)
            }
        }
        stops += exercises.filter { !placed.contains($0.id) }.map(Self.stop)
        self.stops = stops
    }

    private static func stop(_ exercise: Exercise) -> Stop {
        Stop(title: "Exercise \(ExerciseNumber(exercise).text): \(exercise.prompt.title)", page: ExercisePages.pageName(for: exercise))
    }

    /// The stops before and after `page`; nil at either end or for a page off the walk.
    func neighbours(of page: String) -> (previous: Stop?, next: Stop?) {
        guard let index = stops.firstIndex(where: { $0.page == page }) else { return (nil, nil) }
        return (index > 0 ? stops[index - 1] : nil, index + 1 < stops.count ? stops[index + 1] : nil)
    }
}

/// An exercise's number as the navigation shows it: its folder's `NN-` prefix without
/// leading zeros ("01-auth-handover" → "1"), or the whole ID when it has no number.
struct ExerciseNumber: Sendable {
    let text: String

    init(_ exercise: Exercise) {
        let digits = exercise.id.prefix { $0.isNumber }
        text = Int(digits).map(String.init) ?? exercise.id
    }
}
