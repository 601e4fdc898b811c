extension Simulator {
    /// The console and exception texts UIKit produces in the situations the simulator reproduces,
    /// so tests can compare what was raised or warned with UIKit's wording (rows 2, 6 and 20).
    /// A simulator name (`Simulator.UIKitMessages`), since no UIKit app has it.
    public enum UIKitMessages {
        /// Raised by `pushViewController` for an instance already in the stack (UIKit reference, row 2).
        public static let pushingSameInstance =
            "pushing the same view controller instance more than once is not supported"

        /// Raised by `popToViewController` for a controller not in the stack (UIKit reference, row 6).
        public static let popToMissingController = "Tried to pop to a view controller that doesn't exist."

        /// The start of the warning for presenting while already presenting (UIKit reference, row 20).
        public static let presentWhilePresentingPrefix = "Attempt to present"

        /// The full warning UIKit prints when `presenter` already presents `current` (row 20).
        public static func presentWhilePresenting(
            _ controller: String, on presenter: String, alreadyPresenting current: String
        ) -> String {
            "\(presentWhilePresentingPrefix) \(controller) on \(presenter) which is already presenting \(current)"
        }

        /// The warning UIKit prints for a `dismiss` during a running presentation or dismissal.
        /// The simulator ignores such a call, as UIKit does.
        public static func dismissDuringTransition(_ controller: String) -> String {
            "Attempt to dismiss from view controller \(controller) while a presentation or dismiss is in progress!"
        }
    }
}

extension Simulator.UIKitMessages {
    /// The warning UIKit prints when the presenter is not in a window; nothing is presented.
    public static func presentOffScreen(_ controller: String, on presenter: String) -> String {
        "\(presentWhilePresentingPrefix) \(controller) on \(presenter) whose view is not in the window hierarchy!"
    }
}
