@testable import Submission
import NavigationSimulator

// Each test builds a fresh Router for the city "paris" over a fake box office that writes
// every call into `events`; the test plays both the screens (calling intentions) and the
// person (the simulator's `User` gestures, which write the bound properties).

@MainActor
private final class FakeBoxOffice: BoxOffice {
    var events: [String] = []
    let showing: Set<Int> = [3, 7, 9]

    func isShowing(_ filmID: Int) -> Bool { showing.contains(filmID) }

    func holdSeats(for filmID: Int) -> Claim {
        events.append("hold seats \(filmID)")
        return Claim(label: "seats \(filmID)") { [weak self] in self?.events.append("release seats \(filmID)") }
    }

    func playTrailer(of filmID: Int) -> Claim {
        events.append("play trailer \(filmID)")
        return Claim(label: "trailer \(filmID)") { [weak self] in self?.events.append("stop trailer \(filmID)") }
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

/// points: 1
@MainActor func intentionsBuildThePath() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(7)
    router.showCinema("Rex")
    router.pickSeats(for: 7)
    expectEqual(router.path, [.film(id: 7), .cinema(name: "Rex")],
                "seats are refused unless that film's screen is on top")
    router.showFilm(7)
    router.pickSeats(for: 7)
    expectEqual(router.path, [.film(id: 7), .cinema(name: "Rex"), .film(id: 7), .seats(filmID: 7)],
                "each accepted intention adds its route")
    expectEqual(boxOffice.events, ["hold seats 7"], "the seat picker joining the path holds seats")
}

/// points: 2
@MainActor func backTapReleasesTheSeats() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(7)
    router.pickSeats(for: 7)
    User.tapBackButton(in: router, path: \.path)
    expectEqual(router.path, [.film(id: 7)], "the person's Back removes the seat picker")
    expectEqual(boxOffice.events, ["hold seats 7", "release seats 7"],
                "the router sees the shorter path and releases the seats")
}

/// points: 1
@MainActor func validLinkReplacesThePath() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(3)
    let outcome = open("cinema://paris/cinema/Le%20Grand%20Rex/film/9/seats", in: router)
    expectEqual(outcome, .opened, "a valid link is opened")
    expectEqual(router.path, [.cinema(name: "Le Grand Rex"), .film(id: 9), .seats(filmID: 9)],
                "its routes replace the path")
    expectEqual(boxOffice.events, ["hold seats 9"], "and its seat picker holds seats")
}

/// points: 1
@MainActor func badLinksAreRefused() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(7)
    router.pickSeats(for: 7)
    let outcomes = [
        "https://paris/film/7",
        "cinema://paris/film/seven",
        "cinema://london/film/7",
        "cinema://paris/film/5",
    ].map { open($0, in: router) }
    expectEqual(outcomes, [.refused(.malformed), .refused(.malformed), .refused(.otherCity), .refused(.unknownFilm(5))],
                "a malformed link, another city's link and an unknown film are refused")
    expectEqual(router.path, [.film(id: 7), .seats(filmID: 7)], "a refused link leaves the path as it was")
    expectEqual(boxOffice.events, ["hold seats 7"], "and touches no claim")
}

/// points: 1
@MainActor func trailerSheetPlaysWhileUp() {
    let (router, boxOffice) = makeRouter()
    router.showFilm(7)
    router.watchTrailer(of: 7)
    expectEqual(router.sheet, .trailer(filmID: 7), "the trailer sheet is router state")
    router.closeSheet()
    expectEqual(router.sheet, nil, "Done clears it")
    expectEqual(boxOffice.events, ["play trailer 7", "stop trailer 7"],
                "the trailer plays while the sheet is up and stops when it goes")
}
