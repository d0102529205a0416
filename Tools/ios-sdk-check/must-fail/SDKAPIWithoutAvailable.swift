// must fail: an iOS 16 API from the real SDK (UICalendarView) used without #available while the
// deployment target is iOS 15: the SDK's own availability annotations are enforced.
// expect: 'UICalendarView' is only available in iOS 16.0 or newer
import UIKit

@MainActor func calendar() -> UIView {
    UICalendarView()
}
