/// View states stored compactly: one `CompactState` (160 bytes) per state in one contiguous array,
/// and side tables for what few states have (3-D transforms, uneven corners, clips, content
/// rectangles, shadows). A state read back equals the one appended, bit for bit.
///
/// All of it is plain numbers: copying a store copies six array references; its arrays never
/// hold a reference, so they are copied and freed without retain or release per element.
struct StateStore: Sendable {
    private(set) var states: [CompactState] = []
    private var transforms: [Transform3D] = []
    private var radii: [CornerRadii] = []
    private var clips: [ClipShape] = []
    private var contents: [Rect] = []
    private var shadows: [Shadow] = []

    /// An empty store with room for `capacity` states.
    init(capacity: Int = 0) {
        states.reserveCapacity(capacity)
    }

    /// The number of states.
    var count: Int { states.count }

    /// Bytes held for `count` states: the compact records and the side tables' entries.
    var byteCount: Int {
        states.count * MemoryLayout<CompactState>.stride + transforms.count * MemoryLayout<Transform3D>.stride
            + radii.count * MemoryLayout<CornerRadii>.stride + clips.count * MemoryLayout<ClipShape>.stride
            + contents.count * MemoryLayout<Rect>.stride + shadows.count * MemoryLayout<Shadow>.stride
    }

    /// Appends `state`, packed.
    mutating func append(_ state: ViewState) {
        append(
            position: state.position, size: state.size, transform: state.transform, alpha: state.alpha,
            cornerRadii: state.cornerRadii, backgroundColor: state.backgroundColor, clip: state.clip,
            zPosition: state.zPosition, contentRect: state.contentRect, shadow: state.shadow)
    }

    /// Appends the state with these parts (``ViewState``'s), packed: what `append(_:)` stores of a
    /// ``ViewState`` holding them, for a caller that has the parts but no ``ViewState`` (440 bytes) built.
    mutating func append(
        position: Point, size: Size, transform t: Transform3D, alpha: Double, cornerRadii r: CornerRadii,
        backgroundColor colour: Color?, clip: ClipShape?, zPosition: Double, contentRect: Rect?, shadow: Shadow?
    ) {
        let affine = t.isExactly2DAffine
        append(
            position: position, size: size,
            affine: affine ? (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) : (0, 0, 0, 0, 0, 0),
            transform3D: affine ? -1 : Self.append(t, to: &transforms), alpha: alpha, cornerRadii: r,
            backgroundColor: colour, clip: clip, zPosition: zPosition, contentRect: contentRect, shadow: shadow)
    }

    /// Appends a state whose transform is stored already: `affine` (m11, m12, m21, m22, m41, m42)
    /// inline when `transform3D` is −1, else side-table entry `transform3D` (and `affine` zeros).
    @inline(__always)
    private mutating func append(
        position: Point, size: Size, affine m: (Double, Double, Double, Double, Double, Double), transform3D: Int32,
        alpha: Double, cornerRadii r: CornerRadii, backgroundColor colour: Color?, clip: ClipShape?, zPosition: Double,
        contentRect: Rect?, shadow: Shadow?
    ) {
        let uniform = r.isExactlyUniform
        states.append(
            CompactState(
                x: position.x, y: position.y, width: size.width, height: size.height,
                alpha: alpha, zPosition: zPosition,
                m11: m.0, m12: m.1, m21: m.2, m22: m.3, m41: m.4, m42: m.5,
                cornerRadius: uniform ? r.topLeft : 0,
                red: colour?.red ?? 0, green: colour?.green ?? 0, blue: colour?.blue ?? 0, colourAlpha: colour?.alpha ?? 0,
                transform3D: transform3D,
                radii: uniform ? -1 : Self.append(r, to: &radii),
                clip: clip.map { Self.append($0, to: &clips) } ?? -1,
                content: contentRect.map { Self.append($0, to: &contents) } ?? -1,
                shadow: shadow.map { Self.append($0, to: &shadows) } ?? -1,
                hasColour: colour != nil))
    }

    /// Appends captured view `views[index]`'s own state (`ViewState(view)`: its effective alpha, z 0,
    /// no clip, no content rectangle) with its centre moved to `position`, its alpha set to `alpha`
    /// and its content rectangle to `contentRect`. Reads the record in place (a ``ViewSnapshot``
    /// copied is 272 bytes and up to five retains).
    @inline(__always)
    mutating func append(_ index: Int, of views: [ViewSnapshot], position: Point, alpha: Double, contentRect: Rect?) {
        // The record's packed transform read field by field in place (its six numbers are the
        // compact state's; copied whole, it went through an outlined copy and destroy).
        let affine = views[index].packedTransform.isExactly2DAffine
        append(
            position: position, size: views[index].size,
            affine: affine
                ? (
                    views[index].packedTransform.a, views[index].packedTransform.b, views[index].packedTransform.c,
                    views[index].packedTransform.d, views[index].packedTransform.tx, views[index].packedTransform.ty
                )
                : (0, 0, 0, 0, 0, 0),
            transform3D: affine ? -1 : Self.append(views[index].transform, to: &transforms), alpha: alpha,
            cornerRadii: views[index].cornerRadii, backgroundColor: views[index].backgroundColor, clip: nil, zPosition: 0,
            contentRect: contentRect, shadow: views[index].shadow)
    }

    /// Appends captured view `views[index]`'s own state (as above, without a content rectangle)
    /// with its centre at `position`, its alpha `alpha` and its transform `transform`.
    mutating func append(_ index: Int, of views: [ViewSnapshot], position: Point, alpha: Double, transform: Transform3D) {
        append(
            position: position, size: views[index].size, transform: transform, alpha: alpha,
            cornerRadii: views[index].cornerRadii, backgroundColor: views[index].backgroundColor, clip: nil, zPosition: 0,
            contentRect: nil, shadow: views[index].shadow)
    }

    private static func append<T>(_ value: T, to table: inout [T]) -> Int32 {
        table.append(value)
        return Int32(truncatingIfNeeded: table.count - 1)
    }

    /// State `index`, unpacked.
    subscript(index: Int) -> ViewState {
        states.withUnsafeBufferPointer { unpack($0[index]) }
    }

    /// A compact state of this store, unpacked.
    @inline(__always)
    func unpack(_ s: CompactState) -> ViewState {
        ViewState(
            position: Point(x: s.x, y: s.y), size: Size(width: s.width, height: s.height), transform: transform(of: s),
            alpha: s.alpha, cornerRadii: s.radii < 0 ? CornerRadii(s.cornerRadius) : radii[Int(s.radii)],
            backgroundColor: s.hasColour ? Color(red: s.red, green: s.green, blue: s.blue, alpha: s.colourAlpha) : nil,
            clip: s.clip < 0 ? nil : clips[Int(s.clip)], zPosition: s.zPosition,
            contentRect: contentRect(of: s), shadow: s.shadow < 0 ? nil : shadows[Int(s.shadow)])
    }

    /// A compact state's content rectangle, from its side table.
    func contentRect(of s: CompactState) -> Rect? {
        s.content < 0 ? nil : contents[Int(s.content)]
    }

    /// State `index`'s transform.
    func transform(ofState index: Int) -> Transform3D {
        transform(of: states[index])
    }

    /// A compact state's transform: its affine part, or its side-table entry.
    @inline(__always)
    private func transform(of s: CompactState) -> Transform3D {
        s.transform3D < 0
            ? Transform3D(a: s.m11, b: s.m12, c: s.m21, d: s.m22, tx: s.m41, ty: s.m42) : transforms[Int(s.transform3D)]
    }

    /// Whether states `a` and `b` have different transforms (`!=`, as ``Transform3D`` compares them).
    func transformChanges(from a: Int, to b: Int) -> Bool {
        let x = states[a]
        let y = states[b]
        if x.transform3D < 0, y.transform3D < 0 {
            return x.m11 != y.m11 || x.m12 != y.m12 || x.m21 != y.m21 || x.m22 != y.m22 || x.m41 != y.m41 || x.m42 != y.m42
        }
        return transform(ofState: a) != transform(ofState: b)
    }

    /// The same states in buffers of their own, each of its count, shared with no other store.
    var copied: StateStore {
        var copy = self
        copy.states = states.copiedToSize
        copy.transforms = transforms.copiedToSize
        copy.radii = radii.copiedToSize
        copy.clips = clips.copiedToSize
        copy.contents = contents.copiedToSize
        copy.shadows = shadows.copiedToSize
        return copy
    }

    /// Empties the store; its buffers keep their capacity when nobody else holds them.
    mutating func removeAll() {
        states.removeAll(keepingCapacity: true)
        transforms.removeAll(keepingCapacity: true)
        radii.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        contents.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
    }

    /// Makes room for `capacity` states.
    mutating func reserveCapacity(_ capacity: Int) {
        states.reserveCapacity(capacity)
    }

    /// Replaces state `index`. A side-table entry the old state had is reused for the new one's;
    /// one the new state no longer needs stays in its table, unused (replacing is for the few
    /// states the planner rewrites: sanitized ones, Reduce Motion's).
    mutating func replace(_ index: Int, with state: ViewState) {
        let old = states[index]
        append(state)
        var new = states.removeLast()
        func reuse<T>(_ oldSlot: Int32, _ newSlot: inout Int32, _ table: inout [T]) {
            guard oldSlot >= 0, newSlot >= 0 else { return }
            table[Int(oldSlot)] = table.removeLast()
            newSlot = oldSlot
        }
        // Last appended first: each `removeLast` takes the entry `append` just added.
        reuse(old.shadow, &new.shadow, &shadows)
        reuse(old.content, &new.content, &contents)
        reuse(old.clip, &new.clip, &clips)
        reuse(old.radii, &new.radii, &radii)
        reuse(old.transform3D, &new.transform3D, &transforms)
        states[index] = new
    }

    /// Swaps states `a` and `b` (their side-table entries go with them).
    mutating func swapStates(_ a: Int, _ b: Int) {
        states.swapAt(a, b)
    }

    /// Whether `ViewState.sanitized` would change state `index`, read from its compact form and
    /// its side-table entries (no state is unpacked).
    func needsSanitizing(_ index: Int) -> Bool {
        states.withUnsafeBufferPointer { needsSanitizing($0[index]) }
    }

    /// `ViewState.needsSanitizing` of a compact state of this store: a number is not finite, alpha
    /// is outside 0…1, or the shadow is not already sanitized.
    @inline(__always)
    private func needsSanitizing(_ s: CompactState) -> Bool {
        // A finite number times 0 is 0; infinity or NaN times 0 is NaN: the sum is 0 exactly when
        // every number is finite (and cannot overflow). The inline transform and radius are +0
        // when the state's are in a side table.
        var zero = s.x * 0 + s.y * 0 + s.width * 0 + s.height * 0 + s.alpha * 0 + s.zPosition * 0
        zero += s.m11 * 0 + s.m12 * 0 + s.m21 * 0 + s.m22 * 0 + s.m41 * 0 + s.m42 * 0 + s.cornerRadius * 0
        if s.hasColour { zero += s.red * 0 + s.green * 0 + s.blue * 0 + s.colourAlpha * 0 }
        if s.radii >= 0 {
            let r = radii[Int(s.radii)]
            zero += r.topLeft * 0 + r.topRight * 0 + r.bottomLeft * 0 + r.bottomRight * 0
        }
        if s.content >= 0 {
            let c = contents[Int(s.content)]
            zero += c.origin.x * 0 + c.origin.y * 0 + c.size.width * 0 + c.size.height * 0
        }
        if zero != 0 || !(s.alpha >= 0 && s.alpha <= 1) { return true }
        if s.transform3D >= 0, !transforms[Int(s.transform3D)].isFinite { return true }
        if s.clip >= 0, !clips[Int(s.clip)].isFinite { return true }
        if s.shadow >= 0 {
            let shadow = shadows[Int(s.shadow)]
            return !shadow.isFinite || shadow.sanitized != shadow
        }
        return false
    }

    /// Every state made finite: `ViewState.sanitized` applied to each that needs it.
    mutating func sanitizeAll() {
        var needing: [Int] = []
        states.withUnsafeBufferPointer { states in
            for i in states.indices where needsSanitizing(states[i]) { needing.append(i) }
        }
        for i in needing { replace(i, with: self[i].sanitized) }
    }

    /// Sets the stacking order of state `index` (the planner ranks every stand-in after building it).
    mutating func setZPosition(_ z: Double, ofState index: Int) {
        states[index].zPosition = z
    }
}

extension Array {
    /// A copy in a buffer of its own with no spare capacity.
    var copiedToSize: [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0) }
        }
    }
}
