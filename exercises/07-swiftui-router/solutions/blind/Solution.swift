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
    var path: [Route] = [] {
        didSet { reconcilePath(from: oldValue) }
    }
    /// Bound to the sheet: the person's swipe-down writes `nil` here.
    var sheet: Sheet? = nil {
        didSet { reconcileSheet(from: oldValue) }
    }

    let city: String
    @ObservationIgnored private let boxOffice: any BoxOffice
    /// One slot per route of `path`: the seat claim of a `.seats` route, `nil` for the others.
    @ObservationIgnored private var routeClaims: [Claim?] = []
    /// The trailer's claim while the sheet is `.trailer`.
    @ObservationIgnored private var sheetClaim: Claim?

    init(city: String, boxOffice: any BoxOffice) {
        self.city = city
        self.boxOffice = boxOffice
    }

    // Intentions: each is one plain write; the reactions live in `didSet`.

    func showFilm(_ id: Int) {
        path.append(.film(id: id))
    }

    func showCinema(_ name: String) {
        path.append(.cinema(name: name))
    }

    /// Only from that film's screen, when it is on top.
    func pickSeats(for filmID: Int) {
        guard path.last == .film(id: filmID) else { return }
        path.append(.seats(filmID: filmID))
    }

    /// Pops to the root: the film listings.
    func backToListings() {
        path = []
    }

    /// Only when no sheet is up.
    func watchTrailer(of filmID: Int) {
        guard sheet == nil else { return }
        sheet = .trailer(filmID: filmID)
    }

    /// The sheet's Done button.
    func closeSheet() {
        sheet = nil
    }

    // Deep links

    /// Validates `url` completely, then dismisses any sheet and assigns the path once.
    @discardableResult
    func open(_ url: URL) -> LinkOutcome {
        switch routes(for: url) {
        case .failure(let refusal):
            return .refused(refusal)
        case .success(let routes):
            if sheet != nil {
                sheet = nil          // policy: replace; ends the trailer first
            }
            path = routes            // one assignment
            return .opened
        }
    }

    /// Parses and validates a link without changing anything.
    private func routes(for url: URL) -> Result<[Route], LinkRefusal> {
        guard url.scheme == "cinema", let host = url.host, !host.isEmpty else {
            return .failure(.malformed)
        }
        guard host == city else { return .failure(.otherCity) }
        var parts = url.pathComponents.filter { $0 != "/" }[...]
        var routes: [Route] = []
        while let kind = parts.popFirst() {
            switch kind {
            case "film":
                guard let text = parts.popFirst(), let id = Int(text) else {
                    return .failure(.malformed)
                }
                guard boxOffice.isShowing(id) else { return .failure(.unknownFilm(id)) }
                routes.append(.film(id: id))
            case "cinema":
                guard let name = parts.popFirst(), !name.isEmpty else {
                    return .failure(.malformed)
                }
                routes.append(.cinema(name: name))
            case "seats":
                guard case .film(let id) = routes.last else { return .failure(.malformed) }
                routes.append(.seats(filmID: id))
            default:
                return .failure(.malformed)
            }
        }
        return routes.isEmpty ? .failure(.malformed) : .success(routes)
    }

    // Reactions: whoever wrote the property, the router reconciles its work here.

    /// Compares the old and new path by position: the shared prefix stays with its claims, the
    /// rest of the old path left (claims ended topmost first), the rest of the new path arrived.
    private func reconcilePath(from old: [Route]) {
        let shared = zip(old, path).prefix { $0 == $1 }.count
        let kept = min(shared, routeClaims.count)
        while routeClaims.count > kept {
            routeClaims.removeLast()?.end()
        }
        for route in path[kept...] {
            if case .seats(let filmID) = route {
                routeClaims.append(boxOffice.holdSeats(for: filmID))
            } else {
                routeClaims.append(nil)
            }
        }
    }

    /// Ends the old sheet's work and starts the new one's, whoever changed the sheet.
    private func reconcileSheet(from old: Sheet?) {
        guard old != sheet else { return }
        if let claim = sheetClaim {
            sheetClaim = nil
            claim.end()
        }
        if case .trailer(let filmID) = sheet {
            sheetClaim = boxOffice.playTrailer(of: filmID)
        }
    }
}
