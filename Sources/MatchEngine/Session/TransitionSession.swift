/// Why a session refused a call. Nothing changes when one is thrown.
public enum SessionError: Error, Sendable, Hashable {
    /// The call needs a started transition.
    case notStarted
    /// `start` or `startInteractive` was already called.
    case alreadyStarted
    /// The transition has completed (finished or cancelled); the session is spent.
    case completed
    /// Another session is using one of these views.
    case viewsInUse
    /// The driver refused the call (see `DriverError`).
    case driver(DriverError)
}

/// One transition from start to restore: capture → match → plan → bake → install stand-ins →
/// drive → restore.
///
/// Timed or interactive; a timed transition can be grabbed (`pause`), scrubbed (`update`) and
/// released (`finish` / `cancel`), and reversed mid-flight. On completion — exactly once, with
/// `completed` — every stand-in is gone and every original view is back at its recorded superview,
/// index, geometry, alpha and hidden flag; the destination root stays in the container if and only
/// if the transition completed.
public final class TransitionSession<Host: TransitionHost> {
    /// Where the session is.
    public enum Phase: Sendable, Hashable {
        /// Created, not started.
        case idle
        /// Stand-ins installed; the driver runs or is held.
        case active
        /// Done: `true` if it finished, `false` if cancelled.
        case completed(Bool)
    }

    /// The host.
    public let host: Host
    /// The screen being left.
    public let sourceRoot: Host.View
    /// The screen being shown.
    public let destinationRoot: Host.View
    /// What kind of transition and with which effect.
    public let context: TransitionContext
    /// Where the session is.
    public private(set) var phase: Phase = .idle
    /// The match, once started.
    public private(set) var match: MatchResult?
    /// The plan, once started.
    public private(set) var plan: TransitionPlan?
    /// The driver, once started: the same object for the whole transition.
    public private(set) var driver: Host.Driver?
    /// Both captured scenes, the match and the plan, once started (for debug export and previews).
    public private(set) var recording: TransitionRecording?

    private var completions: [(Bool) -> Void] = []
    private var records: [Host.Record] = []
    private var temporaryViews: [Host.View] = []
    private var hiddenOriginals: [Host.View] = []
    private var claimed: [Host.View] = []
    private var destinationWasInContainer = false
    private var gestureTracker: GestureTracker?

    /// Creates a session; nothing happens until `start()` or `startInteractive()`.
    public init(host: Host, source: Host.View, destination: Host.View, context: TransitionContext) {
        self.host = host
        sourceRoot = source
        destinationRoot = destination
        self.context = context
    }

    /// Adds a handler called exactly once, when the transition completes, with whether it finished.
    public func onCompletion(_ handler: @escaping (Bool) -> Void) {
        if case let .completed(done) = phase { handler(done) } else { completions.append(handler) }
    }

    /// The plan progress, 0…1 (0 before start).
    public var progress: Double { driver?.fractionComplete ?? 0 }

    /// Whether the driver is advancing on its own.
    public var isRunning: Bool { driver?.isRunning ?? false }

    /// Prepares and starts a timed transition.
    public func start() throws(SessionError) {
        let d = try prepare()
        do { try d.start() } catch { throw .driver(error) }
    }

    /// Prepares an interactive transition, held at progress 0 for `update(progress:)`.
    public func startInteractive() throws(SessionError) {
        let d = try prepare()
        do { try d.pause() } catch { throw .driver(error) }
    }

    /// Holds a running transition where it is (grabbing it mid-flight); returns the progress.
    @discardableResult
    public func pause() throws(SessionError) -> Double {
        let d = try activeDriver()
        do { try d.pause() } catch { throw .driver(error) }
        return d.fractionComplete
    }

    /// Moves a held transition to `progress` (clamped into 0…1; NaN counts as 0). A running one is held first.
    public func update(progress: Double) throws(SessionError) {
        let d = try activeDriver()
        do {
            if d.isRunning { try d.pause() }
            try d.scrub(to: progress)
        } catch { throw .driver(error) }
    }

    /// Releases toward the end. `initialVelocity` is the completion spring's, in remaining
    /// distances per second (see `GestureTracker.Release.initialVelocity`); 0 eases in from rest.
    public func finish(initialVelocity: Double = 0) throws(SessionError) {
        try release(forward: true, initialVelocity: initialVelocity)
    }

    /// Releases back toward the start: the transition is cancelled when it gets there.
    public func cancel(initialVelocity: Double = 0) throws(SessionError) {
        try release(forward: false, initialVelocity: initialVelocity)
    }

    /// Turns a running or held transition round, heading for the other end from where it is.
    public func reverse() throws(SessionError) {
        let d = try activeDriver()
        d.isReversed.toggle()
        if !d.isRunning { do { try d.start() } catch { throw .driver(error) } }
    }

    /// Ends at once, without animation, at the end (`true`) or the start (`false`).
    public func complete(finished: Bool) throws(SessionError) {
        let d = try activeDriver()
        d.stop(withoutFinishing: false)
        do { try d.finish(at: finished ? .end : .start) } catch { throw .driver(error) }
    }

    // MARK: Gestures

    /// A pan began: hold the transition and track the finger from the current progress.
    public func gestureBegan(direction: Vector, distance: Double) throws(SessionError) {
        let p = try pause()
        gestureTracker = GestureTracker(direction: direction, distance: distance, startProgress: p)
    }

    /// The pan moved: scrub to the tracked progress (rubber-banded results are clamped to 0…1 here).
    public func gestureChanged(translation: Vector) throws(SessionError) {
        guard let tracker = gestureTracker else { throw .notStarted }
        try update(progress: min(max(tracker.progress(translation: translation), 0), 1))
    }

    /// The pan ended: finish or cancel as the tracker decides, with the finger's velocity carried
    /// into the completion spring. Returns the decision.
    @discardableResult
    public func gestureEnded(translation: Vector, velocity: Vector) throws(SessionError) -> GestureTracker.Release {
        guard let tracker = gestureTracker else { throw .notStarted }
        let decision = tracker.release(translation: translation, velocity: velocity)
        gestureTracker = nil
        try release(forward: decision.finishes, initialVelocity: decision.initialVelocity)
        return decision
    }

    // MARK: Internals

    private func activeDriver() throws(SessionError) -> Host.Driver {
        switch phase {
        case .idle: throw .notStarted
        case .completed: throw .completed
        case .active: return driver!
        }
    }

    private func release(forward: Bool, initialVelocity: Double) throws(SessionError) {
        let d = try activeDriver()
        do {
            if d.isRunning { try d.pause() }
            d.isReversed = !forward
            let v = initialVelocity.isFinite ? initialVelocity : 0
            try d.continue(timing: .spring(Spring.smooth, initialVelocity: v), durationFactor: 0)
        } catch { throw .driver(error) }
    }

    private func prepare() throws(SessionError) -> Host.Driver {
        switch phase {
        case .active: throw .alreadyStarted
        case .completed: throw .completed
        case .idle: break
        }
        let (source, sourceViews) = host.capture(root: sourceRoot)
        let (destination, destinationViews) = host.capture(root: destinationRoot)
        let owner = ObjectIdentifier(self)
        for view in sourceViews + destinationViews {
            guard host.claim(view, for: owner) else {
                for v in claimed { host.release(v, from: owner) }
                claimed = []
                throw .viewsInUse
            }
            claimed.append(view)
        }
        let match = Matcher.match(source: source, destination: destination)
        let plan = Planner.plan(match: match, source: source, destination: destination, context: context)
        let keyframes = plan.keyframes(tolerance: 0.5)
        self.match = match
        self.plan = plan
        recording = TransitionRecording(source: source, destination: destination, context: context, match: match, plan: plan)

        // Record every original view the transition touches, before touching any.
        var touched: [Host.View] = [sourceRoot, destinationRoot]
        var seen = Set([ObjectIdentifier(sourceRoot), ObjectIdentifier(destinationRoot)])
        for track in plan.tracks {
            guard let ref = track.view else { continue }
            let v = ref.side == .source ? sourceViews[ref.index] : destinationViews[ref.index]
            if seen.insert(ObjectIdentifier(v)).inserted { touched.append(v) }
        }
        for pair in match.pairs {
            for v in [sourceViews[pair.source], destinationViews[pair.destination]] where seen.insert(ObjectIdentifier(v)).inserted {
                touched.append(v)
            }
        }
        records = touched.map(host.record)

        // Views that fly on their own are hidden in place; their stand-ins exclude each other.
        // (The roots animate themselves, so they are never hidden nor excluded.)
        let sortedSource = match.participants(on: .source).filter { $0 != 0 }
        let sortedDestination = match.participants(on: .destination).filter { $0 != 0 }
        let flying = sortedSource.map { sourceViews[$0] } + sortedDestination.map { destinationViews[$0] }

        var animated: [Host.View] = []
        animated.reserveCapacity(plan.count)
        var flyingOriginals = Set<ObjectIdentifier>()
        for track in plan.tracks {
            let view: Host.View
            switch track.role {
            case .root(.source): view = sourceRoot
            case .root(.destination): view = destinationRoot
            case .dimming:
                view = host.makeDimmingView()
                temporaryViews.append(view)
            default:
                let ref = track.view!
                let views = ref.side == .source ? sourceViews : destinationViews
                let scene = ref.side == .source ? source : destination
                let sorted = ref.side == .source ? sortedSource : sortedDestination
                if scene[ref.index].modifiers.contains(.useOriginalView) {
                    // The view itself flies; it is recorded, so restore puts it back where it was.
                    view = views[ref.index]
                    flyingOriginals.insert(ObjectIdentifier(view))
                } else {
                    // Flying descendants: the sorted flying indices inside the subtree, found by bisection.
                    let first = Self.lowerBound(sorted, ref.index + 1)
                    let last = Self.lowerBound(sorted, scene[ref.index].subtreeEnd)
                    view = host.makeStandIn(for: views[ref.index], excluding: sorted[first..<last].map { views[$0] })
                    temporaryViews.append(view)
                }
            }
            animated.append(view)
        }
        for v in flying where !flyingOriginals.contains(ObjectIdentifier(v)) {
            host.setHidden(true, for: v)
            hiddenOriginals.append(v)
        }
        for (i, view) in animated.enumerated() { host.insertIntoContainer(view, zPosition: plan.tracks[i].from.zPosition) }
        if !plan.tracks.contains(where: { $0.role == .root(.destination) }) {
            host.insertIntoContainer(destinationRoot, zPosition: .greatestFiniteMagnitude)
        }

        let d = host.makeDriver(duration: plan.totalDuration)
        driver = d
        phase = .active
        d.addCompletion { [weak self] position in self?.finalize(completed: position == .end) }
        host.animate(plan, keyframes: keyframes, views: animated, with: d)
        return d
    }

    private static func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private func finalize(completed: Bool) {
        guard case .active = phase else { return }
        for v in temporaryViews { host.removeFromContainer(v) }
        temporaryViews = []
        host.restore(records)
        records = []
        hiddenOriginals = []
        if completed { host.placeDestination(destinationRoot) }
        let owner = ObjectIdentifier(self)
        for v in claimed { host.release(v, from: owner) }
        claimed = []
        phase = .completed(completed)
        let handlers = completions
        completions = []
        for handler in handlers { handler(completed) }
    }
}
