import Foundation

/// A column-style split view controller with UIKit's API (UIKit reference, rows 40–44).
///
/// - `setViewController(_:for:)` wraps a controller that is not a navigation controller in one
///   it creates (except for the `.compact` column); `viewController(for:)` returns what you set,
///   `children` the wrappers (row 40).
/// - A person resizing the window (`User.changeHorizontalSizeClass(to:of:)`) collapses it in
///   compact width and expands it in regular width (rows 41 and 42). Collapsed, it shows the
///   `.compact` column's controller if one is set, otherwise the primary column's navigation
///   controller with the columns up to the top column stacked on it: each column's navigation
///   controller is pushed as a whole, so a controller inside a column keeps its parent (the
///   column's navigation controller) in both layouts. Which navigation controllers end up where
///   and the containment calls of the move are **unconfirmed**: the simulator sends
///   `willMove(toParent:)`/`didMove(toParent:)` with the new parent only. Collapse and expand
///   are not animated.
/// - `show(_:)`/`hide(_:)` of a column follow `UISplitViewController.h` (row 43); expanded, the
///   display mode changes at once, without a transition.
/// - `showDetailViewController(_:sender:)` and `show(_:sender:)` follow Apple's pages (row 44).
/// - Only the columns the display mode shows get appearance callbacks, and only while the split
///   view controller is on screen (Apple: "Message forwarding").
/// - `.automatic` display mode resolves to `.oneBesideSecondary` (two columns) or
///   `.twoBesideSecondary` (three), `.automatic` split behavior to `.tile`: on a device both
///   depend on the width (simplification).
/// - Classic style (`init(nibName:bundle:)`, `.unspecified`) is minimal: `viewControllers` only,
///   every child on screen, it never collapses, and the column API does nothing, as in UIKit.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    let columnStyle: Style
    /// What the app set for each column, returned by `viewController(for:)`.
    var assigned: [Column: UIViewController] = [:]
    /// The child standing for each column: the navigation controller wrapping what was set
    /// (or the controller itself for `.compact`).
    var columnChild: [Column: UIViewController] = [:]
    /// How the children are laid out now; `isCollapsed` only follows once a transition is over.
    var laidOutCollapsed = false
    var reportsCollapsed = false
    var preferredMode = DisplayMode.automatic
    var currentMode = DisplayMode.automatic
    var preferredBehavior = SplitBehavior.automatic

    /// Weak, as in UIKit.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// A column-style split view controller (`.doubleColumn`, `.tripleColumn`), or a classic
    /// one for `.unspecified`.
    public init(style: Style) {
        columnStyle = style
        super.init(nibName: nil, bundle: nil)
        currentMode = resolved(.automatic)
    }

    /// A classic split view controller (style `.unspecified`).
    public override init(nibName: String?, bundle: Bundle?) {
        columnStyle = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open var style: Style { columnStyle }

    /// True once a collapse has finished, before `splitViewControllerDidCollapse` (row 41).
    open var isCollapsed: Bool { reportsCollapsed }

    /// Ignored while collapsed; otherwise the display mode follows it at once.
    open var preferredDisplayMode: DisplayMode {
        get { preferredMode }
        set {
            preferredMode = newValue
            Simulator.shared.record(.stateChange(
                subject: simulatorName, property: "preferredDisplayMode", value: "\(newValue)"))
            if !laidOutCollapsed { changeDisplayMode(to: resolved(newValue)) }
        }
    }

    /// Never `.automatic`.
    open var displayMode: DisplayMode { currentMode }

    /// State only: it picks the display mode `show(_:)` moves to.
    open var preferredSplitBehavior: SplitBehavior {
        get { preferredBehavior }
        set { preferredBehavior = newValue }
    }

    open var splitBehavior: SplitBehavior { preferredBehavior == .automatic ? .tile : preferredBehavior }

    /// Expanded: the column children in order. Collapsed: only the one shown, the `.compact`
    /// column's controller or the primary's navigation controller (Apple's `viewControllers`
    /// page). Assigning sets the columns in order.
    open var viewControllers: [UIViewController] {
        get {
            guard columnStyle != .unspecified else { return childList }
            if laidOutCollapsed, let compact = columnChild[.compact] { return [compact] }
            if laidOutCollapsed { return columnChild[.primary].map { [$0] } ?? [] }
            return columnOrder.compactMap { columnChild[$0] }
        }
        set {
            guard columnStyle != .unspecified else {
                setClassicChildren(newValue)
                return
            }
            for (column, controller) in zip(columnOrder, newValue) { setViewController(controller, for: column) }
        }
    }

    /// Installs `vc` in `column`, wrapped in a new navigation controller unless it is one or the
    /// column is `.compact` (row 40). Does nothing for a classic split view controller or for
    /// `.supplementary` in a double-column one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard columnStyle != .unspecified, column != .supplementary || columnStyle == .tripleColumn,
              vc !== assigned[column]
        else { return }
        replaceColumn(column, with: vc)
    }

    /// What was set for `column`, not the navigation controller wrapping it (row 40).
    open func viewController(for column: Column) -> UIViewController? {
        assigned[column]
    }

    /// Row 43. Collapsed: pushes the column (and the columns between it and the primary) if it is
    /// not stacked, pops what covers it if it is, nothing if it is on top. Expanded: ignored for
    /// `.secondary` and for a column already shown; otherwise the nearest display mode showing it.
    open func show(_ column: Column) {
        guard columnStyle != .unspecified, column != .compact else { return }
        if laidOutCollapsed { showStackedColumn(column) } else { showExpandedColumn(column) }
    }

    /// Row 43. Collapsed: pops the column if it is on top (never the primary). Expanded: ignored
    /// for `.secondary` and for a hidden column; otherwise the nearest display mode hiding it.
    open func hide(_ column: Column) {
        guard columnStyle != .unspecified, column != .compact else { return }
        if laidOutCollapsed { hideStackedColumn(column) } else { hideExpandedColumn(column) }
    }

    /// Row 44: expanded, installs `vc` as the primary column (as the secondary if `vc` is already
    /// a child of the primary); collapsed, presents it modally.
    open override func show(_ vc: UIViewController, sender: Any?) {
        guard columnStyle != .unspecified, !laidOutCollapsed else {
            present(vc, animated: true)
            return
        }
        let inPrimary = columnChild[.primary].map { primary in vc.parentLink === primary } ?? false
        setViewController(vc, for: inPrimary ? .secondary : .primary)
    }

    /// Row 44: expanded, installs `vc` as the secondary column (nothing if it already is).
    /// Collapsed, the top column's navigation controller shows it, so it is pushed there
    /// (Apple's header, written for the classic style: **unconfirmed** for column style); with
    /// no navigation controller to push it, it is presented modally.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        guard columnStyle != .unspecified, laidOutCollapsed else {
            if columnStyle == .unspecified { present(vc, animated: true) } else { setViewController(vc, for: .secondary) }
            return
        }
        if let navigation = (columnChild[.compact] ?? topStackedNavigation) as? UINavigationController {
            navigation.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: Container behaviour

    override func handles(_ action: ShowAction) -> Bool { true }

    override var appearanceChildren: [UIViewController] {
        guard columnStyle != .unspecified else { return childList }
        if laidOutCollapsed { return (columnChild[.compact] ?? columnChild[.primary]).map { [$0] } ?? [] }
        return visibleColumns(in: currentMode).compactMap { columnChild[$0] }.filter { $0.parentLink === self }
    }

    override func applyHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: collapse()
        case .regular: expand()
        case .unspecified: break
        }
    }
}
