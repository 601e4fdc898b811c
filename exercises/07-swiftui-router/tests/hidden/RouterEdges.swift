@testable import Submission
import NavigationSimulator
import Observation

// Each test builds a fresh Router for the city "paris" over a fake box office that writes
// every call into `events` and watches every claim it hands out without keeping it alive.

@MainActor
private final class WeakClaim {
    weak var claim: Claim?

    init(_ claim: Claim) {
        self.claim = claim
    }
}

@MainActor
private final class FakeBoxOffice: BoxOffice {
    var events: [String] = []
    let showing: Set<Int> = [3, 7, 9]
    private var handedOut: [WeakClaim] = []

    /// The labels of the claims still alive, in the order they were handed out.
    var aliveClaims: [String] { handedOut.compactMap { $0.claim?.label } }

    func isShowing(_ filmID: Int) -> Bool { showing.contains(filmID) }

    func holdSeats(for filmID: Int) -> Claim {
        events.append("hold seats \(filmID)")
        return watch(Claim(label: "seats \(filmID)") { [weak self] in self?.events.append("release seats \(filmID)") })
    }

    func playTrailer(of filmID: Int) -> Claim {
        events.append("play trailer \(filmID)")
        return watch(Claim(label: "trailer \(filmID)") { [weak self] in self?.events.append("stop trailer \(filmID)") })
    }

    private func watch(_ claim: Claim) -> Claim {
        handedOut.append(WeakClaim(claim))
        return claim
    }
}

/// Counts the changes Observation reports for whatever `read` reads, as SwiftUI would see them.
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

@MainActor
private func makeRouter() -> (Router, FakeBoxOffice) {
    Simulator.shared.reset()
    let boxOffice = FakeBoxOffice()
    return (Router(city: "paris", boxOffice: boxOffice), boxOffice)
}

@MainActor
private func open(_ link: String, in router: Router) -> LinkOutcome? {
    URL(string: link).map { router.open($0) }
}

/// points: 2
/// rule: "When that route leaves the path, however it leaves, the router ends the claim and lets go of it."
/// rule: "Each writes the property once and calls nothing on the router, so the router must learn of it by observing `path` and `sheet`."
@MainActor func swipesBackEndOnlyTheSeatsThatLeft() {
    let (router, boxOffice) = makeRouter()
    router.showCinema("Rex")
    router.showFilm(7)
    router.pickSeats(for: 7)
    User.swipeBack(in: router, path: \.path)
    observe(router.path, "a swipe back removes the seat picker")
    observe(boxOffice.events, "the router notices and releases the seats")
    observe(boxOffice.aliveClaims, "and lets go of the released claim")
    User.swipeBack(in: router, path: \.path)
    User.swipeBack(in: router, path: \.path)
    observe(router.path, "two more swipes reach the listings")
    observe(boxOffice.events, "routes without work release nothing more")
}

/// points: 2
/// rule: "Each writes the property once and calls nothing on the router"
/// rule: "`pickSeats(for:)` appends `.seats(filmID:)` only when the last route is that film's `.film(id:)`"
@MainActor func intentionsSeeThePathThePersonLeft() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(7)
    router.showCinema("Rex")
    router.pickSeats(for: 7)
    observe(router.path, "seats are refused while the cinema is on top")
    User.tapBackButton(in: router, path: \.path)
    router.pickSeats(for: 9)
    router.pickSeats(for: 7)
    observe(router.path, "after the person's Back the film is on top again, so its seats, and only its, are accepted")
    observe(boxOffice.events, "and held")
    User.tapBackButton(in: router, path: \.path)
    router.showFilm(9)
    observe(router.path, "the next intention builds on the path the person left")
    observe(boxOffice.events, "the seats were released by the Back, not later")
}

/// points: 1
/// rule: "Claims of routes that left are ended topmost first"
/// rule: "`backToListings()` empties the path."
@MainActor func backToListingsEndsEveryHoldTopmostFirst() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(3)
    router.pickSeats(for: 3)
    router.showFilm(9)
    router.pickSeats(for: 9)
    boxOffice.events.removeAll()
    router.backToListings()
    observe(router.path, "the path is empty")
    observe(boxOffice.events, "both holds are released, the top one first")
    observe(boxOffice.aliveClaims, "and neither claim is kept")
}

/// points: 2
/// rule: "assigns all the link's routes to `path` in one assignment, which an observer sees as exactly one change of `path`"
@MainActor func linkIsAppliedAsOneChange() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(3)
    let changes = ChangeCounter { _ = router.path }
    let outcome = open("cinema://paris/cinema/Rex/film/9/seats", in: router)
    observe(outcome, "the link is opened")
    observe(router.path, "with all its routes")
    observe(changes.count, "as one change an observer sees, not one per route")
    observe(boxOffice.events, "holding the linked film's seats once")
}

/// points: 1
/// rule: "Routes the new path shares from the start with the old one keep their claims."
/// rule: "every later route of the old path has left, and every later route of the new path has arrived"
@MainActor func linkKeepsTheClaimsOfTheSharedStart() {
    let (router, boxOffice) = makeRouter()
    _ = open("cinema://paris/film/9/seats", in: router)
    let changes = ChangeCounter { _ = router.path }
    boxOffice.events.removeAll()
    _ = open("cinema://paris/film/9/seats", in: router)
    observe(boxOffice.events, "reopening the link on screen keeps its seats")
    observe(boxOffice.aliveClaims, "and the same claim")
    _ = open("cinema://paris/film/9/cinema/Rex", in: router)
    observe(router.path, "a link that shares the first route replaces the rest")
    observe(boxOffice.events, "releasing the seats it replaced")
    observe(changes.count, "each link one change")
}

/// points: 1
/// rule: "Compare the old and new path position by position"
/// rule: "Claims of routes that left are ended topmost first, before any new seats are held."
@MainActor func replacedPathReleasesWhatItReplaced() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(3)
    router.pickSeats(for: 3)
    _ = open("cinema://paris/cinema/Rex/film/9/seats", in: router)
    observe(boxOffice.events, "a longer path in place of the old one releases the old seats before holding new ones")
    _ = open("cinema://paris/cinema/Rex/film/3", in: router)
    observe(boxOffice.events, "a path of the same length in place of it releases the seats on top")
    observe(boxOffice.aliveClaims, "no claim of a replaced route is kept")
}

/// points: 2
/// rule: "a host other than `city` is `.refused(.otherCity)`, whatever the parts say"
/// rule: "then the first part that fails decides"
/// rule: "anything else that does not fit the format is `.refused(.malformed)`"
/// rule: "A link needs at least one part."
@MainActor func refusalsFollowTheOrder() {
    let (router, _) = makeRouter()
    let outcomes = [
        "https://paris/film/7",
        "cinema:film/7",
        "cinema:///film/7",
        "cinema://paris",
        "cinema://paris/seats",
        "cinema://paris/cinema/Rex/seats",
        "cinema://paris/film",
        "cinema://paris/cinema",
        "cinema://paris/show/7",
        "cinema://london/film/4",
        "cinema://paris/film/4/film/x",
        "cinema://paris/film/x/film/4",
        "cinema://paris/film/7/seats/seats",
    ].map { open($0, in: router) }
    observe(outcomes, "each link is refused with the first check it fails")
    observe(router.path, "and the path never moved")
}

/// points: 2
/// rule: "A refused link changes nothing: not the path, not the sheet, no claim, and an observer sees no change of `path`."
@MainActor func refusedLinkChangesNothing() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(3)
    router.pickSeats(for: 3)
    router.watchTrailer(of: 3)
    let changes = ChangeCounter { _ = router.path }
    boxOffice.events.removeAll()
    let outcome = open("cinema://paris/film/9/seats/film/4", in: router)
    observe(outcome, "the second film is unknown")
    observe(router.path, "so the path stays as it was, first film included")
    observe(router.sheet, "the trailer stays up")
    observe(boxOffice.events, "no claim is touched")
    observe(changes.count, "and an observer sees no change")
}

/// points: 2
/// rule: "If a sheet is up, the router first clears it (which ends its trailer), and then assigns all the link's routes"
@MainActor func linkUnderASheetClosesItFirst() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(3)
    router.pickSeats(for: 3)
    router.watchTrailer(of: 3)
    boxOffice.events.removeAll()
    let outcome = open("cinema://paris/film/9/seats", in: router)
    observe(outcome, "a valid link under a sheet is opened")
    observe(router.sheet, "the sheet is cleared")
    observe(router.path, "and the link's routes are the path")
    observe(boxOffice.events, "the trailer stops before the path changes")
    observe(boxOffice.aliveClaims, "only the new seats are held")
}

/// points: 2
/// rule: "When the sheet is cleared, by Done, by the person's swipe-down or by a link, the router ends the claim and lets go of it."
/// rule: "After a swipe-down no sheet is up, so `watchTrailer(of:)` works again."
@MainActor func swipeDownIsClearedForTheRouterToo() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(7)
    router.watchTrailer(of: 7)
    User.swipeDownSheet(in: router, item: \.sheet)
    observe(router.sheet, "the person's swipe-down clears the sheet")
    observe(boxOffice.events, "and the router stops the trailer")
    observe(boxOffice.aliveClaims, "and lets go of its claim")
    router.watchTrailer(of: 9)
    observe(router.sheet, "a new trailer can be shown afterwards")
    observe(boxOffice.events, "and plays")
}

/// points: 1
/// rule: "`watchTrailer(of:)` sets the sheet to `.trailer(filmID:)` only when no sheet is up, and otherwise does nothing."
/// rule: "`closeSheet()` sets the sheet to `nil`."
@MainActor func oneSheetAtATime() {
    let (router, boxOffice) = makeRouter()
    router.watchTrailer(of: 7)
    router.watchTrailer(of: 9)
    observe(router.sheet, "a second trailer is refused while one is up")
    router.closeSheet()
    observe(boxOffice.events, "only the first one played, and Done stopped it")
    observe(boxOffice.aliveClaims, "and its claim is gone")
}
