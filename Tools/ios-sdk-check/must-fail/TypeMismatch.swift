// must fail: a type mismatch against a real UIKit property.
// expect: cannot assign value of type 'String' to type 'CGFloat'
import UIKit

@MainActor func fade(_ view: UIView) {
    view.alpha = "opaque"
}
