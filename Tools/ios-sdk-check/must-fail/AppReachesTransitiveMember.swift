// must fail: app code compiled as the README samples, import-only and Examples/ are, with Swift's
// MemberImportVisibility on (SE-0444), reaching a member declared in a module it does not import
// (MemberImportProbe, which MemberImportProbeUser imports, as MatchUIKit imports MatchEngine).
// Without the feature the member leaks in through the import of the importing module and this
// file compiles: its rejection proves the flag is on, so the app-side checks see only what
// `import MatchUIKit` and `import UIKit` bring. (MatchEngine declares no public member on a type
// an app can name without importing it, so it is not the probe any more.)
// expect: property 'memberImportProbe' is not available due to missing import of defining module 'MemberImportProbe'
import MemberImportProbeUser

func probed(_ value: Int) -> Int {
    value.memberImportProbe
}
