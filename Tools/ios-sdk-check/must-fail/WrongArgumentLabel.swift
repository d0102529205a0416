// must fail: a wrong argument label on a real UIKit API.
// expect: incorrect argument label in call (have 'afterUpdates:', expected 'afterScreenUpdates:')
import UIKit

@MainActor func snapshot(_ view: UIView) -> UIView? {
    view.snapshotView(afterUpdates: true)
}
