import NavigationSimulator
import Observation
import Testing

/// Owns a path and a sheet the way an app's router would, and remembers every write it saw.
@Observable
@MainActor
private final class PathOwner {
    var path: [Int] = [] {
        didSet { writes.append(path) }
    }
    var sheet: String? {
        didSet { sheetWrites.append(sheet) }
    }
    @ObservationIgnored private(set) var writes: [[Int]] = []
    @ObservationIgnored private(set) var sheetWrites: [String?] = []

    /// In an `@Observable` class, assigning a property that has a default value runs its
    /// `didSet` even here in `init` (a plain class would not), so the record starts after them.
    init(path: [Int], sheet: String? = nil) {
        self.path = path
        self.sheet = sheet
        writes = []
        sheetWrites = []
    }
}

/// Counts the changes Observation reports for what `read` reads, re-arming after each one.
@MainActor
private final class ChangeCounter {
    private(set) var count = 0
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        arm()
    }

    private func arm() {
        withObservationTracking { read() } onChange: { [weak self] in
            MainActor.assumeIsolated {
                self?.count += 1
                self?.arm()
            }
        }
    }
}

/// UIKit reference, row 26, for a path held in an app's own property: the gestures of
/// `NavigationSimulator/SwiftUI/NavigationStackGestures.swift`.
@MainActor
struct SectionF_NavigationStackGestureTests {
    @Test func row26_backTapWritesTheShorterPathOnce() {
        Simulator.shared.reset()
        let owner = PathOwner(path: [1, 2, 3])
        User.tapBackButton(in: owner, path: \.path)
        #expect(owner.path == [1, 2])
        #expect(owner.writes == [[1, 2]])
        #expect(logLines == ["user: tapBackButton(path)"])
    }

    @Test func row26_swipeBackWritesTheShorterPathOnce() {
        Simulator.shared.reset()
        let owner = PathOwner(path: [4, 5])
        User.swipeBack(in: owner, path: \.path, named: "library")
        User.swipeBack(in: owner, path: \.path, named: "library")
        #expect(owner.writes == [[4], []])
        #expect(logLines == ["user: swipeBack(library)", "user: swipeBack(library)"])
    }

    @Test func row26_atTheRootThereIsNothingToPop() {
        Simulator.shared.reset()
        let owner = PathOwner(path: [])
        User.tapBackButton(in: owner, path: \.path)
        User.swipeBack(in: owner, path: \.path)
        #expect(owner.writes.isEmpty)
        #expect(logLines == ["user: tapBackButton(path)", "user: swipeBack(path)"])
    }

    @Test func row26_observationSeesOneChangePerGesture() {
        Simulator.shared.reset()
        let owner = PathOwner(path: [1, 2, 3])
        let changes = ChangeCounter { _ = owner.path }
        User.tapBackButton(in: owner, path: \.path)
        User.swipeBack(in: owner, path: \.path)
        #expect(changes.count == 2)
        #expect(owner.path == [1])
    }

    @Test func sheetSwipeDownWritesNilOnce() {
        Simulator.shared.reset()
        let owner = PathOwner(path: [], sheet: "editor")
        User.swipeDownSheet(in: owner, item: \.sheet)
        User.swipeDownSheet(in: owner, item: \.sheet)
        #expect(owner.sheet == nil)
        #expect(owner.sheetWrites == [nil])
        #expect(logLines == ["user: swipeDownSheet(sheet)", "user: swipeDownSheet(sheet)"])
    }
}
