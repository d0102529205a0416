#if canImport(UIKit)
    import UIKit

    /// A display link's target (a link retains its target): calls `onFrame` each frame while it
    /// returns `true` — a caller captures its owner weakly and returns `false` once it is gone — and
    /// invalidates the link the first time it returns `false`.
    @MainActor
    final class FrameCallback: NSObject {
        private let onFrame: (CADisplayLink) -> Bool

        init(_ onFrame: @escaping (CADisplayLink) -> Bool) {
            self.onFrame = onFrame
            super.init()
        }

        /// A display link calling `onFrame` (`FrameCallback`), not yet added to a run loop.
        static func link(_ onFrame: @escaping (CADisplayLink) -> Bool) -> CADisplayLink {
            let target = FrameCallback(onFrame)
            return CADisplayLink(target: target, selector: #selector(FrameCallback.tick(_:)))
        }

        @objc func tick(_ link: CADisplayLink) {
            if !onFrame(link) { link.invalidate() }
        }
    }
#endif
