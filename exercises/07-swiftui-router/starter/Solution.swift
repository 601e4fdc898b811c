import NavigationSimulator
import Observation

// MARK: Given: routes, the sheet, the box office and link outcomes (keep these as they are)

/// A destination on the stack: a value that names a screen, never the screen itself.
enum Route: Hashable, CustomStringConvertible {
    case film(id: Int)
    case cinema(name: String)
    /// The seat picker. While it is on the stack, the box office holds seats for the film.
    case seats(filmID: Int)

    var description: String {
        switch self {
        case .film(let id): "film \(id)"
        case .cinema(let name): "cinema \(name)"
        case .seats(let filmID): "seats \(filmID)"
        }
    }
}

/// A modal destination, shown with `.sheet(item: $router.sheet)`; the value is its own identity.
enum Sheet: Hashable, Identifiable {
    /// The trailer player. While it is up, the box office plays the film's trailer.
    case trailer(filmID: Int)

    var id: Self { self }
}

/// Work the box office does for one screen: seats held, or a trailer playing.
@MainActor
final class Claim {
    let label: String
    private var onEnd: (() -> Void)?

    init(label: String, onEnd: @escaping () -> Void) {
        self.label = label
        self.onEnd = onEnd
    }

    /// Ends the work. A second call does nothing.
    func end() {
        onEnd?()
        onEnd = nil
    }
}

@MainActor
protocol BoxOffice: AnyObject {
    func isShowing(_ filmID: Int) -> Bool
    func holdSeats(for filmID: Int) -> Claim
    func playTrailer(of filmID: Int) -> Claim
}

enum LinkRefusal: Error, Equatable {
    case malformed, otherCity, unknownFilm(Int)
}

enum LinkOutcome: Equatable {
    case opened
    case refused(LinkRefusal)
}

// MARK: The router: yours to write

/// Owns the stack's path and the sheet. The root view binds `NavigationStack(path: $router.path)`
/// and `.sheet(item: $router.sheet)` to it; screens only call its intention methods.
@Observable
@MainActor
final class Router {
    /// Bound to the navigation stack: the person's Back and swipe-back write a shorter array here.
    var path: [Route] = []
    /// Bound to the sheet: the person's swipe-down writes `nil` here.
    var sheet: Sheet? = nil

    let city: String
    @ObservationIgnored private let boxOffice: any BoxOffice

    init(city: String, boxOffice: any BoxOffice) {
        self.city = city
        self.boxOffice = boxOffice
    }

    // Intentions

    func showFilm(_ id: Int) {
        // TODO
    }

    func showCinema(_ name: String) {
        // TODO
    }

    /// Only from that film's screen, when it is on top.
    func pickSeats(for filmID: Int) {
        // TODO
    }

    /// Pops to the root: the film listings.
    func backToListings() {
        // TODO
    }

    /// Only when no sheet is up.
    func watchTrailer(of filmID: Int) {
        // TODO
    }

    /// The sheet's Done button.
    func closeSheet() {
        // TODO
    }

    // Deep links

    /// Validates `url` completely, then dismisses any sheet and assigns the path once.
    @discardableResult
    func open(_ url: URL) -> LinkOutcome {
        // TODO
        .refused(.malformed)
    }
}
