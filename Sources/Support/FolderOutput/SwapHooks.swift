import CFileExchange

/// The points of a swap at which a test may stop the writer, in order.
package enum SwapStep: String, CaseIterable, Sendable {
    /// The staging folder is complete (marker written); the destination is untouched.
    case staged
    /// The fallback only: the old folder is moved aside and the new one not yet in place.
    case betweenRenames = "between-renames"
    /// The new folder is in place; the old one still exists under a leftover's name.
    case swapped
    /// The old folder's marker is removed; the rest of it still exists.
    case removingOld = "removing-old"
}

/// What a swap calls out to, so tests can refuse the exchange or stop between steps. Tests
/// inject them (`SiteWriter.hooks`, `BuildOptions.swapHooks`); nothing reads them from the
/// environment, so a production build always swaps for real.
package struct SwapHooks: Sendable {
    /// Exchanges two paths atomically: 0 or an errno (`cfe_exchange`).
    package var exchange: @Sendable (_ from: String, _ to: String) -> Int32
    /// Called on reaching each step.
    package var reached: @Sendable (SwapStep) -> Void

    package init(
        exchange: @escaping @Sendable (String, String) -> Int32 = { cfe_exchange($0, $1) },
        reached: @escaping @Sendable (SwapStep) -> Void = { _ in }
    ) {
        (self.exchange, self.reached) = (exchange, reached)
    }
}
