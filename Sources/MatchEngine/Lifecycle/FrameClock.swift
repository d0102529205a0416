/// A display-frame clock: `CADisplayLink` on UIKit, a test's hand on the strict host.
///
/// The transition controller uses it only while a released transition travels to its end, to set
/// the driver's progress once per frame (see `ReleaseMotion`).
package protocol FrameClock: AnyObject {
    /// The current time, in seconds, on the clock's own time base (`CACurrentMediaTime()`).
    var now: Double { get }
    /// Calls `onFrame` with the frame's time once per display frame until `stop()`; starting a
    /// started clock replaces its callback.
    func start(_ onFrame: @escaping (Double) -> Void)
    /// Stops the callbacks (a no-op when stopped).
    func stop()
}
