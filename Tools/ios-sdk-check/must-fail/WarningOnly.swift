// must fail: only a warning (a `var` never mutated), which the check treats as an error.
// expect: error: variable 'frame' was never mutated; consider changing to 'let' constant
import UIKit

@MainActor func width(of view: UIView) -> CGFloat {
    var frame = view.frame
    return frame.width
}
