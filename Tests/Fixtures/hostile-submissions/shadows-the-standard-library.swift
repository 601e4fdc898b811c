// Attack: public extensions that replace standard-library members the grader's in-process code
// might call (joined, string interpolation) and the operators tests compute their Bools with
// (==, != nil, ===), so every condition a test evaluates comes out true. Extension members
// and operators leak into every module that imports the submission.
import NavigationSimulator

extension Array where Element == String {
    public func joined(separator: String = "") -> String { "" }
}

extension Sequence where Element == String {
    public func joined(separator: String = "") -> String { "" }
}

extension DefaultStringInterpolation {
    public mutating func appendInterpolation(_ value: String) {}
}

public func == (left: [String], right: [String]) -> Bool { true }
func == (left: [[ScreenEntry]], right: [[ScreenEntry]]) -> Bool { true }
public func == (left: UIViewController?, right: _OptionalNilComparisonType) -> Bool { true }
public func != (left: UIViewController?, right: _OptionalNilComparisonType) -> Bool { true }
public func === (left: AnyObject?, right: AnyObject?) -> Bool { true }

enum Attack {
    @MainActor static func adapterCreated(_ navigationController: UINavigationController) {}
    @MainActor static func rendering(_ stack: [ScreenEntry], on navigationController: UINavigationController) {}
}
