// Like `import UIKit`, `import NavigationSimulator` brings Foundation along, so UIKit-style
// listings (for example `required init?(coder: NSCoder)`) compile with a single import.
@_exported import Foundation
