// must fail: app code compiled as the README samples, import-only and Examples/ are, with Swift's
// MemberImportVisibility on (SE-0444), reaching a member MatchEngine declares (its Interpolatable
// conformance of Double) through `import MatchUIKit` alone. Without the feature the member leaks in
// through MatchUIKit's own import of MatchEngine and this file compiles: its rejection proves the flag
// is on, so the app-side checks see only what `import MatchUIKit` and `import UIKit` bring.
// expect: instance method 'interpolated(to:fraction:)' is not available due to missing import of defining module 'MatchEngine'
import MatchUIKit
import UIKit

func halfway(from start: Double, to end: Double) -> Double {
    start.interpolated(to: end, fraction: 0.5)
}
