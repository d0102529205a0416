#if canImport(UIKit)
    import MatchEngine
    import UIKit

    /// The `TransitionHost` over real `UIView`s in a transition's container view: primitives only.
    ///
    /// Capture reads the views themselves (`UIView: CapturableView`); stand-ins are
    /// `snapshotView(afterScreenUpdates:)`s; the motion is the baked keyframes inside the one linear
    /// `UIViewPropertyAnimator`. Every decision — what to record, when to lay out, which snapshot to
    /// take when, what to conceal, where to stack, what to put back — is `TransitionSession`'s and
    /// `TransitionController`'s.
    @MainActor
    final class UIKitHost: @MainActor TransitionHost {
        /// The borders `flattenCorners(of:)` took away, by view, for the stand-ins made meanwhile.
        private var flattenedBorders: [ObjectIdentifier: (width: CGFloat, colour: CGColor?)] = [:]
        /// Everything needed to put one view back exactly.
        typealias Record = ViewRecord<UIKitHost>

        /// A layer's shadow properties exactly as set (the objects themselves), to put back.
        struct LayerShadow {
            let color: CGColor?
            let opacity: Float
            let radius: CGFloat
            let offset: CGSize
            let path: CGPath?

            init(_ layer: CALayer) {
                color = layer.shadowColor
                opacity = layer.shadowOpacity
                radius = layer.shadowRadius
                offset = layer.shadowOffset
                path = layer.shadowPath
            }

            func restore(on layer: CALayer) {
                layer.shadowColor = color
                layer.shadowOpacity = opacity
                layer.shadowRadius = radius
                layer.shadowOffset = offset
                layer.shadowPath = path
            }
        }

        /// The transition's container view.
        let container: UIView
        /// Who is using which view (shared by every transition in the container's window).
        let registry: ClaimRegistry

        /// The stand-ins this host made (snapshots and placeholders): their shadow is drawn beneath them.
        private var madeStandIns: Set<ObjectIdentifier> = []
        /// The mask views this host made for clipping states (held, so no other view takes one's identity).
        private var madeMasks: [UIView] = []
        /// The plain views that draw stand-ins' shadows, removed by `restore(_:)`.
        private var shadowViews: [UIView] = []
        /// The display link that sets changing shadows once per frame while the animator runs on its
        /// own (`ShadowFrames`); stopped otherwise.
        private var shadowClock: DisplayLinkClock?

        /// Creates a host for a container, claiming views in `registry`.
        init(container: UIView, registry: ClaimRegistry) {
            self.container = container
            self.registry = registry
        }

        // MARK: Reading

        /// The engine's capture over the views themselves, listing them in the snapshot's order.
        func capture(root: UIView) -> (snapshot: SceneSnapshot, views: [UIView]) {
            var storage: [ViewSnapshot] = []
            return capture(root: root, reusing: &storage)
        }

        /// The same capture into `storage`'s memory (see `TransitionWorkspace`).
        func capture(root: UIView, reusing storage: inout [ViewSnapshot]) -> (snapshot: SceneSnapshot, views: [UIView]) {
            var views: [UIView] = []
            let snapshot = SceneSnapshot.capture(root: root, in: container, reusing: &storage) { views.append($0) }
            return (snapshot, views)
        }

        /// `container.bounds`.
        var containerBounds: Rect { Rect(container.bounds) }

        /// `view.superview`.
        func superview(of view: UIView) -> UIView? { view.superview }

        /// `container.subviews`.
        func containerSubviews() -> [UIView] { container.subviews }

        // MARK: Layout

        /// `view.frame = frame`.
        func setFrame(_ frame: Rect, of view: UIView) { view.frame = frame.cgRect }

        /// `view.layoutIfNeeded()`.
        func layoutIfNeeded(_ view: UIView) { view.layoutIfNeeded() }

        // MARK: Keeping and restoring

        /// Claims in the registry.
        func claim(_ view: UIView, for owner: ObjectIdentifier) -> Bool { registry.claim(ObjectIdentifier(view), for: owner) }

        /// Releases in the registry.
        func release(_ view: UIView, from owner: ObjectIdentifier) { registry.release(ObjectIdentifier(view), from: owner) }

        /// Keeps `work` in the window's registry until claims are given back.
        func whenClaimsReturned(_ work: @escaping () -> Bool) { registry.whenClaimsReturned { _ = work() } }

        /// Hands the registry's waiting work to the next main-queue turn.
        func claimsReturned() { registry.claimsReturned { nextTurn($0) } }

        /// What `RestoreSkeleton.record(_:on:)` keeps.
        func record(_ view: UIView) -> Record { RestoreSkeleton.record(view, on: self) }

        /// Puts views back as `RestoreSkeleton.restore(_:on:)` says, once the shadows' display link
        /// has stopped and the shadow views have gone.
        func restore(_ records: [Record], screenThatStays: UIView) {
            shadowClock?.stop()
            shadowClock = nil
            for v in shadowViews { v.removeFromSuperview() }
            shadowViews = []
            RestoreSkeleton.restore(records, on: self, screenThatStays: screenThatStays)
        }

        // MARK: Stand-ins

        /// `view.snapshotView(afterScreenUpdates:)`, not taking touches (a finger on a flying stand-in
        /// must reach the recognizer that can grab the transition), clipping to its bounds when
        /// asked so the radius it flies with rounds its content (CALayer.h, `masksToBounds`), with
        /// the original's corner curve, and drawing the border of a view `flattenCorners(of:)` took
        /// it from (so the border follows the stand-in's radius; Hero puts the border on its
        /// snapshots too).
        func snapshot(_ view: UIView, afterScreenUpdates: Bool, clipsToBounds: Bool) -> UIView? {
            let snapshot = view.snapshotView(afterScreenUpdates: afterScreenUpdates)
            snapshot?.isUserInteractionEnabled = false
            snapshot?.clipsToBounds = clipsToBounds
            snapshot?.layer.cornerCurve = view.layer.cornerCurve
            if let border = flattenedBorders[ObjectIdentifier(view)] {
                snapshot?.layer.borderWidth = border.width
                snapshot?.layer.borderColor = border.colour
            }
            if let snapshot { madeStandIns.insert(ObjectIdentifier(snapshot)) }
            return snapshot
        }

        /// Sets `layer.cornerRadius` and `layer.borderWidth` to 0 (outside any animation block: a
        /// view's own layer adds no implicit animation) and keeps the border for the stand-in
        /// `snapshot` makes of it meanwhile; the work returned puts both back.
        func flattenCorners(of view: UIView) -> () -> Void {
            let layer = view.layer
            let (radius, width) = (layer.cornerRadius, layer.borderWidth)
            let id = ObjectIdentifier(view)
            if width > 0 { flattenedBorders[id] = (width, layer.borderColor) }
            layer.cornerRadius = 0
            layer.borderWidth = 0
            return { [weak self, weak view] in
                view?.layer.cornerRadius = radius
                view?.layer.borderWidth = width
                self?.flattenedBorders[id] = nil
            }
        }

        /// The window's `snapshotView(afterScreenUpdates: false)` — what is on screen now, even inside
        /// a committing layout pass (UIView.h; uikit-practice P2) — added to the window over its
        /// bounds, above every view in it (the bars included, as Hero's cover lies on the window),
        /// taking no touches. `nil` outside a window.
        func showCover() -> UIView? {
            guard let window = container.window, let cover = window.snapshotView(afterScreenUpdates: false) else { return nil }
            cover.frame = window.bounds
            cover.isUserInteractionEnabled = false
            // Where the window draws nothing the display shows black: so does the cover, or the
            // destination placed beneath it would show through (a page sheet's margins). The black
            // flashes Hero saw (#344, #423) were the snapshot's own content, not a fill.
            // (An overlay window above others draws clear where it draws nothing.)
            cover.backgroundColor = window.backgroundColor ?? (window.windowLevel == .normal ? .black : nil)
            window.addSubview(cover)
            return cover
        }

        /// `cover.removeFromSuperview()`.
        func removeCover(_ cover: UIView) { cover.removeFromSuperview() }

        /// `view.layer.presentation() != nil` ("Returns nil if the layer has not yet been committed", CALayer.h).
        func isRenderedAsItIs(_ view: UIView) -> Bool {
            guard let drawn = view.layer.presentation() else { return false }
            return drawn.opacity == view.layer.opacity && drawn.isHidden == view.layer.isHidden
        }

        /// `DispatchQueue.main.async`: the next turn of the main run loop, after the current one's
        /// Core Animation commit.
        func nextTurn(_ work: @escaping () -> Void) {
            nonisolated(unsafe) let work = work
            DispatchQueue.main.async { work() }
        }

        /// A plain view of the view's size with its background colour (the object) and corner radius.
        func makePlaceholder(for view: UIView) -> UIView {
            let placeholder = UIView(frame: CGRect(origin: .zero, size: view.bounds.size))
            placeholder.backgroundColor = view.backgroundColor
            placeholder.layer.cornerRadius = view.layer.cornerRadius
            placeholder.layer.maskedCorners = view.layer.maskedCorners
            placeholder.clipsToBounds = true
            placeholder.isUserInteractionEnabled = false
            madeStandIns.insert(ObjectIdentifier(placeholder))
            return placeholder
        }

        /// A plain container-sized view.
        func makeDimmingView() -> UIView {
            let dimming = UIView(frame: container.bounds)
            dimming.isUserInteractionEnabled = false
            return dimming
        }

        /// `view.alpha = alpha`.
        func setAlpha(_ alpha: Double, of view: UIView) { view.alpha = CGFloat(alpha) }

        /// A collection view cell's `contentView`: the collection view applies the cell's layout
        /// attributes, alpha included, to the cell itself ("The collection view applies those
        /// attributes automatically", `UICollectionReusableView.apply(_:)`; uikit-practice P10).
        func concealedAlongside(_ view: UIView) -> UIView? { (view as? UICollectionViewCell)?.contentView }

        /// `container.insertSubview(view, at: index)`.
        /// `container.insertSubview(view, at: index)`. A view placed there by its frame gets
        /// `translatesAutoresizingMaskIntoConstraints = true` while it flies: the constraints that
        /// placed it stay with its old superview ("removeFromSuperview … deactivates … constraints"),
        /// and with none left a layout pass could move it ("If this property's value is true, the
        /// system creates a set of constraints that duplicate the behavior specified by the view's
        /// autoresizing mask", D/uiview/translatesautoresizingmaskintoconstraints). Restored by `restore(_:)`.
        func insertIntoContainer(_ view: UIView, at index: Int) {
            if !view.translatesAutoresizingMaskIntoConstraints { view.translatesAutoresizingMaskIntoConstraints = true }
            container.insertSubview(view, at: index)
        }

        /// Removes `view` if it is in the container.
        func removeFromContainer(_ view: UIView) {
            if view.superview === container { view.removeFromSuperview() }
        }

        /// A clear, container-sized view that carries stand-ins (`isUserInteractionEnabled` off, so
        /// touches reach the gesture underneath).
        func makeCarrier() -> UIView {
            let carrier = UIView(frame: CGRect(origin: .zero, size: container.bounds.size))
            carrier.backgroundColor = .clear
            carrier.isUserInteractionEnabled = false
            return carrier
        }

        /// `parent.addSubview(view)`.
        func addSubview(_ view: UIView, to parent: UIView) { parent.addSubview(view) }

        /// Sets the carrier's `transform` to a translation, outside any animation block, so no
        /// animation is added.
        func setOffset(_ offset: Vector, of carrier: UIView) {
            carrier.transform = CGAffineTransform(translationX: CGFloat(offset.dx), y: CGFloat(offset.dy))
        }

        /// A clear view of the content's size with `clipsToBounds` on ("subviews are clipped to the
        /// bounds of the view", D/uiview/clipstobounds; with the layer's corner radius the clip is
        /// rounded), not taking touches, holding `content` as its only subview — untransformed and
        /// at alpha 1 first, so setting its `frame` is defined (D/uiview/frame). An original
        /// (`.useOriginalView`) leaves its superview here; `restore(_:)` puts it back. The content's
        /// own shadow is turned off: like any stand-in this host makes, the frame's shadow is cast by
        /// a shadow view beneath it (see `animate`). A stand-in's border (a flattened view's,
        /// `snapshot`) and corner curve move to the frame, which flies with the plan's radius: a
        /// border "includes the effects of the `cornerRadius' property" of its own layer (CALayer.h),
        /// so on the square content the frame's rounded clip would cut its corners.
        func makeFrame(holding content: UIView) -> UIView {
            let frame = UIView(frame: CGRect(origin: .zero, size: content.bounds.size))
            frame.backgroundColor = .clear
            frame.clipsToBounds = true
            frame.isUserInteractionEnabled = false
            frame.layer.cornerCurve = content.layer.cornerCurve
            if madeStandIns.contains(ObjectIdentifier(content)), content.layer.borderWidth > 0 {
                frame.layer.borderWidth = content.layer.borderWidth
                frame.layer.borderColor = content.layer.borderColor
                content.layer.borderWidth = 0
            }
            content.layer.transform = CATransform3DIdentity
            content.alpha = 1
            content.frame = CGRect(origin: .zero, size: content.bounds.size)
            // The frame's shadow view casts the state's shadow; clipped inside the frame, the content
            // casts none (an original flying itself gets its own back from `restore(_:)`).
            content.layer.shadowOpacity = 0
            // Placed by frame inside the clip frame, like a view inserted into the container.
            if !content.translatesAutoresizingMaskIntoConstraints { content.translatesAutoresizingMaskIntoConstraints = true }
            frame.addSubview(content)
            madeStandIns.insert(ObjectIdentifier(frame))
            return frame
        }

        // MARK: Driving

        /// A linear property animator of `duration` seconds.
        func makeDriver(duration: Double) -> PropertyAnimatorDriver { PropertyAnimatorDriver(duration: duration) }

        /// Sets each view to its first keyframe now, then adds one `addAnimations` block to the
        /// animator holding `UIView.animateKeyframes` (`.calculationModeLinear`) with every track's
        /// keyframes, so the linear animator's `fractionComplete` is the plan's progress. `nil` views
        /// are skipped.
        ///
        /// Shadows are not in those blocks: UIKit documents frame, bounds, center, transform, alpha and
        /// backgroundColor as animatable in a view animation (View Programming Guide for iOS,
        /// "Animations", Table 4-1), not the layer's shadow properties, and `CALayer.shadowPath`
        /// "does not support implicit animation" at all (developer.apple.com/documentation/quartzcore/
        /// calayer/shadowpath). Instead every shadowed track's shadow is set from the animator's
        /// `fractionComplete` (`UIViewAnimating.fractionComplete`: the animation's progress) inside a
        /// `CATransaction` with actions disabled (`CATransaction.setDisableActions(_:)`), so no
        /// animation is added: once now, and then as `ShadowFrames.work` decides — after each call the
        /// engine makes on the animator (a scrub, a pause, a release step), and once per display frame
        /// (a `CADisplayLink`) only while the animator runs on its own and some shadow changes. A held
        /// or paused transition costs no frames (uikit-practice P15); a running one may trail the
        /// keyframed geometry by a frame.
        ///
        /// Whether a snapshot view includes the original's shadow, which lies outside its bounds, is
        /// not documented (`UIView.snapshotView(afterScreenUpdates:)` promises "the current rendered
        /// appearance" only). So a stand-in this host made never casts the shadow itself: it clips to
        /// its rounded bounds (`CALayer.masksToBounds` "includes any corner radius effects"), so
        /// anything its snapshot holds outside them cannot show, and the shadow is cast by a plain,
        /// empty view inserted just below it that follows the same keyframes (geometry and alpha) and
        /// carries an explicit `shadowPath` — the state's path, or its rounded bounds for a shadow that
        /// follows the content (an empty view has no content alpha). Either way a device cannot show
        /// one shadow twice. A real view that flies (a screen root, `.useOriginalView`) casts its own,
        /// and `restore(_:)` puts its shadow properties back.
        func animate(_ plan: TransitionPlan, keyframes: KeyframeSet, views: [UIView?], with driver: PropertyAnimatorDriver) {
            var steps: [[(relativeStart: Double, relativeDuration: Double, state: ViewState)]] = []
            steps.reserveCapacity(views.count)
            for (i, view) in views.enumerated() {
                steps.append(view == nil ? [] : keyframes.animationSteps(ofTrack: i))
                view.map { prepare($0, for: keyframes.keyframe(ofTrack: i, at: 0).state) }
            }
            var shadowed: [(track: Int, layer: CALayer, outlinesContent: Bool)] = []
            var shadowViewOfTrack: [Int: UIView] = [:]
            for (i, view) in views.enumerated() {
                guard let view, plan.tracks.hasShadow(i) else { continue }
                guard madeStandIns.contains(ObjectIdentifier(view)), let superview = view.superview else {
                    shadowed.append((i, view.layer, false))
                    continue
                }
                view.clipsToBounds = true
                let shadowView = UIView(frame: .zero)
                shadowView.isUserInteractionEnabled = false
                superview.insertSubview(shadowView, belowSubview: view)
                Self.place(keyframes.keyframe(ofTrack: i, at: 0).state, on: shadowView)
                shadowViews.append(shadowView)
                shadowViewOfTrack[i] = shadowView
                shadowed.append((i, shadowView.layer, true))
            }
            let duration = driver.animator.duration
            // Captured as values: nothing changes them afterwards, and a `var` captured by reference
            // would not be `Sendable` should a later SDK mark the animation block so.
            driver.animator.addAnimations { [steps, shadowViewOfTrack] in
                // The animator's own duration, not 0: Apple documents a zero duration as "changes are
                // made immediately and without animations" (D/uiview/animatekeyframes(withduration:…)),
                // and a nested animation as inheriting the in-flight one's duration unless
                // `.overrideInheritedDuration` is set (D/uiview/keyframeanimationoptions); with the
                // same duration both readings agree.
                UIView.animateKeyframes(
                    withDuration: duration, delay: 0, options: [.calculationModeLinear],
                    animations: {
                        for (i, view) in views.enumerated() {
                            guard let view else { continue }
                            let shadowView = shadowViewOfTrack[i]
                            for step in steps[i] {
                                UIView.addKeyframe(withRelativeStartTime: step.relativeStart, relativeDuration: step.relativeDuration) {
                                    Self.apply(step.state, to: view)
                                    shadowView.map { Self.place(step.state, on: $0) }
                                }
                            }
                        }
                    }, completion: nil)
            }
            guard !shadowed.isEmpty else { return }
            let follower = ShadowFollower(driver: driver, hasChangingShadow: !ShadowFrames.changingTracks(keyframes).isEmpty) {
                [weak driver] in
                guard let driver else { return }
                let progress = driver.fractionComplete
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for s in shadowed {
                    Self.applyShadow(
                        keyframes.state(ofTrack: s.track, atProgress: progress), to: s.layer, outlinesContent: s.outlinesContent)
                }
                CATransaction.commit()
            }
            shadowClock = follower.clock
        }

        /// Sets a transition's shadows when `ShadowFrames.work` says so: after each call on the
        /// animator, and on display frames while it runs; nothing once it has completed (the
        /// originals are being put back).
        @MainActor
        private final class ShadowFollower {
            let clock = DisplayLinkClock()
            private weak var driver: PropertyAnimatorDriver?
            private let hasChangingShadow: Bool
            private let setShadows: () -> Void
            private var isDone = false

            init(driver: PropertyAnimatorDriver, hasChangingShadow: Bool, setShadows: @escaping () -> Void) {
                self.driver = driver
                self.hasChangingShadow = hasChangingShadow
                self.setShadows = setShadows
                setShadows()
                guard hasChangingShadow else { return }
                // The driver keeps its follower for as long as it lives.
                driver.onCall = { [self] in self.driverCalled() }
                driver.addCompletion { [weak self] _ in
                    self?.isDone = true
                    self?.clock.stop()
                }
            }

            private func driverCalled() {
                guard !isDone, let driver else { return }
                switch ShadowFrames.work(hasChangingShadow: hasChangingShadow, driverIsRunning: driver.isRunning, driverChanged: true) {
                case .none:
                    clock.stop()
                case .updateOnce:
                    setShadows()
                    clock.stop()
                case .everyFrame:
                    setShadows()
                    clock.start { [weak self] _ in self?.displayFrame() }
                }
            }

            private func displayFrame() {
                guard !isDone, let driver else {
                    clock.stop()
                    return
                }
                setShadows()
                if ShadowFrames.work(hasChangingShadow: hasChangingShadow, driverIsRunning: driver.isRunning, driverChanged: false)
                    != .everyFrame
                {
                    clock.stop()
                }
            }
        }

        /// Sets a shadow view's geometry and alpha to a state's (the documented animatable properties
        /// only: bounds, center, transform, alpha).
        static func place(_ state: ViewState, on view: UIView) {
            let placed = LayerGeometry.placement(
                centre: state.position, transform: state.transform, size: state.size, anchorPoint: Point(view.layer.anchorPoint))
            view.bounds.size = CGSize(width: state.size.width, height: state.size.height)
            view.center = placed.position.cgPoint
            view.transform3D = CATransform3D(placed.transform)
            view.alpha = CGFloat(state.alpha)
        }

        /// Sets a layer's five shadow properties to a state's shadow (opacity 0 for none). The path is
        /// the state's path drawn as a rounded rectangle with the state's corner radius, in the
        /// layer's bounds coordinates; a shadow that follows the content keeps `shadowPath` `nil`
        /// unless `outlinesContent` (an empty shadow view has no content to follow: it draws the
        /// rounded bounds).
        static func applyShadow(_ state: ViewState, to layer: CALayer, outlinesContent: Bool) {
            guard let shadow = state.shadow else {
                layer.shadowOpacity = 0
                return
            }
            layer.shadowColor = UIColor(shadow.color).cgColor
            layer.shadowOpacity = Float(shadow.opacity > 0 ? min(shadow.opacity, 1) : 0)
            layer.shadowRadius = CGFloat(shadow.radius > 0 ? shadow.radius : 0)
            layer.shadowOffset = CGSize(width: shadow.offset.dx, height: shadow.offset.dy)
            guard shadow.path != nil || outlinesContent else {
                layer.shadowPath = nil
                return
            }
            let outline = shadow.outline(in: state.size).standardized
            let radius = min(state.cornerRadii.maximum, min(outline.width, outline.height) / 2)
            let rect = CGRect(
                x: outline.origin.x + Double(layer.bounds.origin.x), y: outline.origin.y + Double(layer.bounds.origin.y),
                width: outline.width, height: outline.height)
            let r = CGFloat(max(radius, 0))
            layer.shadowPath =
                UIBezierPath(
                    roundedRect: rect, byRoundingCorners: Self.roundedRectCorners(state.cornerRadii),
                    cornerRadii: CGSize(width: r, height: r)
                ).cgPath
        }

        /// The corners a state rounds (`CornerMask(rounding:)` as `layer.maskedCorners`): a frame or
        /// stand-in that clips must not round a corner its view kept square.
        static func roundedCorners(_ radii: CornerRadii) -> CACornerMask {
            corners(
                radii, topLeft: .layerMinXMinYCorner, topRight: .layerMaxXMinYCorner,
                bottomLeft: .layerMinXMaxYCorner, bottomRight: .layerMaxXMaxYCorner)
        }

        /// The same corners as `UIRectCorner`, for a shadow path.
        static func roundedRectCorners(_ radii: CornerRadii) -> UIRectCorner {
            corners(radii, topLeft: .topLeft, topRight: .topRight, bottomLeft: .bottomLeft, bottomRight: .bottomRight)
        }

        /// `CornerMask(rounding:)` in another corner type.
        private static func corners<Corners: OptionSet>(
            _ radii: CornerRadii, topLeft: Corners, topRight: Corners, bottomLeft: Corners, bottomRight: Corners
        ) -> Corners where Corners.Element == Corners {
            let mask = CornerMask(rounding: radii)
            var corners: Corners = []
            if mask.contains(.topLeft) { corners.insert(topLeft) }
            if mask.contains(.topRight) { corners.insert(topRight) }
            if mask.contains(.bottomLeft) { corners.insert(bottomLeft) }
            if mask.contains(.bottomRight) { corners.insert(bottomRight) }
            return corners
        }

        /// Sets a view to its first state, with a mask view of this host's own when the state clips:
        /// `apply(_:to:)` moves the mask, so a mask the app set is replaced for the flight, never
        /// moved, and `restore(_:)` gives the view the app's mask back as it was.
        func prepare(_ view: UIView, for state: ViewState) {
            if state.clip != nil, !madeMasks.contains(where: { $0 === view.mask }) {
                let mask = UIView(frame: .zero)
                mask.backgroundColor = .black
                view.mask = mask
                madeMasks.append(mask)
            }
            Self.apply(state, to: view)
        }

        /// Sets a view (a direct subview of the container) to a state: its layer is placed for its own
        /// anchor point (`LayerGeometry.placement`).
        static func apply(_ state: ViewState, to view: UIView) {
            let placed = LayerGeometry.placement(
                centre: state.position, transform: state.transform, size: state.size, anchorPoint: Point(view.layer.anchorPoint))
            view.bounds.size = CGSize(width: state.size.width, height: state.size.height)
            view.center = placed.position.cgPoint
            view.transform3D = CATransform3D(placed.transform)
            view.alpha = CGFloat(state.alpha)
            view.layer.cornerRadius = CGFloat(state.cornerRadii.maximum)
            view.layer.maskedCorners = Self.roundedCorners(state.cornerRadii)
            state.backgroundColor.map { view.backgroundColor = UIColor($0) }
            if let clip = state.clip, let mask = view.mask {
                mask.frame = clip.rect.cgRect
                mask.layer.cornerRadius = CGFloat(clip.cornerRadius)
            }
            if let rect = state.contentRect, let content = view.subviews.first {
                // A clipping frame (`makeFrame(holding:)`): its only subview is the content, placed by
                // `center` and `bounds`, both animatable ("Changes to this property can be animated",
                // D/uiview/center, D/uiview/bounds) and valid whatever the transform.
                let placed = LayerGeometry.placement(
                    centre: rect.center, transform: .identity, size: rect.size, anchorPoint: Point(content.layer.anchorPoint))
                content.bounds.size = CGSize(width: rect.size.width, height: rect.size.height)
                content.center = placed.position.cgPoint
            }
        }
    }
#endif
