#if canImport(UIKit)
import MatchEngine
import UIKit

// The UIKit adapter lands with the "MatchUIKit" issue; until then this module only re-exports
// nothing and compiles to an empty shell on every platform.
#endif
