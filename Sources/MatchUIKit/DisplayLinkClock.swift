#if canImport(UIKit)
    import MatchEngine
    import QuartzCore
    import UIKit

    /// The engine's `FrameClock` over a `CADisplayLink` on the main run loop: a released transition's
    /// progress is set once per display frame.
    ///
    /// The link targets a small proxy that holds the clock weakly, so the link (which retains its
    /// target) never keeps the clock alive; a proxy whose clock is gone invalidates its link.
    @MainActor
    final class DisplayLinkClock: @MainActor FrameClock {
        private var link: CADisplayLink?
        private var onFrame: ((Double) -> Void)?

        /// Creates a stopped clock.
        init() {}

        /// `CACurrentMediaTime()`, in seconds: the display link's time base.
        var now: Double { CACurrentMediaTime() }

        /// Calls `onFrame` with each frame's `targetTimestamp` (when it will be shown, seconds on the
        /// `now` time base) until `stop()`; starting again replaces the callback.
        func start(_ onFrame: @escaping (Double) -> Void) {
            self.onFrame = onFrame
            guard link == nil else { return }
            let link = CADisplayLink(target: DisplayLinkProxy(self), selector: #selector(DisplayLinkProxy.tick(_:)))
            // As fast as the display allows (ProMotion: 120 Hz), so a release is as smooth as the finger was.
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        /// Invalidates the link and drops the callback (a no-op when stopped).
        func stop() {
            link?.invalidate()
            link = nil
            onFrame = nil
        }

        fileprivate func tick(_ timestamp: Double) { onFrame?(timestamp) }
    }

    /// The display link's target: forwards to a clock it holds weakly.
    @MainActor
    private final class DisplayLinkProxy: NSObject {
        weak var clock: DisplayLinkClock?

        init(_ clock: DisplayLinkClock) {
            self.clock = clock
            super.init()
        }

        @objc func tick(_ link: CADisplayLink) {
            guard let clock else {
                link.invalidate()
                return
            }
            clock.tick(Double(link.targetTimestamp))
        }
    }
#endif
