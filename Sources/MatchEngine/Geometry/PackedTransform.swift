/// A ``Transform3D`` kept in as few bytes as it needs, for records that every view has
/// (`CapturedLayer`, ``ViewSnapshot``): one byte says it is the identity, six numbers hold a 2-D
/// affine transform, and only a transform that uses the other ten entries is boxed.
///
/// 64 bytes instead of 128, and the identity (almost every view's) told from one byte, so capture
/// reads one cache line of a view's transform instead of two or three: at 10 000 views a side,
/// capture waits on memory for most of its time, and each line a view's record spans is a wait.
/// Reads back bit for bit (signed zeros and NaN payloads included). Equal, and hashed, as the
/// matrix it holds, so records compare as they did when they stored the matrix itself.
@usableFromInline
struct PackedTransform: Sendable {
    /// How the matrix is held.
    @usableFromInline
    enum Kind: UInt8, Sendable {
        /// Exactly the identity, bit for bit (+0 off the diagonal).
        case identity
        /// A 2-D affine matrix: `a b c d tx ty` are `m11 m12 m21 m22 m41 m42`, every other entry
        /// the identity's, bit for bit.
        case affine
        /// Any other matrix, in `box`.
        case full
    }

    @usableFromInline var kind: Kind
    @usableFromInline var a, b, c, d, tx, ty: Double
    /// The matrix when `kind` is `.full`, else `nil`.
    @usableFromInline var box: SharedBox<Transform3D>?

    @inlinable
    init(kind: Kind, a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, box: SharedBox<Transform3D>?) {
        self.kind = kind
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
        self.box = box
    }

    /// The identity.
    @inlinable
    static var identity: PackedTransform {
        PackedTransform(kind: .identity, a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, box: nil)
    }

    /// `matrix`, packed.
    @inlinable
    init(_ matrix: Transform3D) {
        guard matrix.isExactly2DAffine else {
            self.init(kind: .full, a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, box: SharedBox(matrix))
            return
        }
        self.init(
            kind: matrix.affineBitsAwayFromIdentity == 0 ? .identity : .affine, a: matrix.m11, b: matrix.m12, c: matrix.m21, d: matrix.m22,
            tx: matrix.m41, ty: matrix.m42, box: nil)
    }

    /// The matrix, bit for bit as packed.
    @inlinable
    var matrix: Transform3D {
        switch kind {
        case .identity: return .identity
        case .affine: return Transform3D(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        case .full: return box.unsafelyUnwrapped.value
        }
    }

    /// Whether the matrix is the identity (`Transform3D.isIdentity`: each entry `==` the identity's,
    /// so −0 counts as 0). One byte read for the packed identity.
    @inlinable
    var isIdentity: Bool {
        switch kind {
        case .identity: return true
        case .affine: return a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
        case .full: return box.unsafelyUnwrapped.value.isIdentity
        }
    }

    /// Sets this to the identity, field by field (a box held before is released): building an
    /// identity value and assigning it goes through the compiler's outlined copy and destroy of a
    /// value that may hold a box (~90 instructions), for every view capture records.
    @inlinable @inline(__always)
    mutating func setIdentity() {
        if box != nil { box = nil }
        kind = .identity
        a = 1
        b = 0
        c = 0
        d = 1
        tx = 0
        ty = 0
    }

    /// Whether the matrix is exactly 2-D affine (`Transform3D.isExactly2DAffine`): held in the six numbers.
    @inlinable
    var isExactly2DAffine: Bool { kind != .full }
}

/// A stored form of a ``Transform3D`` (`PackedTransform`, `BoxedTransform`) that compares and hashes
/// as the matrix it holds, whatever form it holds it in.
@usableFromInline
protocol HashableAsMatrix: Hashable {
    /// The matrix held.
    var matrix: Transform3D { get }
}

extension HashableAsMatrix {
    /// Whether the two matrices are equal (``Transform3D``'s `==`: −0 equals +0, NaN nothing).
    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.matrix == rhs.matrix
    }

    /// Hashes the matrix (as ``Transform3D`` does).
    @inlinable
    func hash(into hasher: inout Hasher) {
        matrix.hash(into: &hasher)
    }
}

extension PackedTransform: HashableAsMatrix {}

extension PackedTransform: Codable {
    /// Encodes the matrix, as ``Transform3D`` encodes itself.
    @usableFromInline
    func encode(to encoder: any Encoder) throws {
        try matrix.encode(to: encoder)
    }

    /// Decodes a matrix, as ``Transform3D`` decodes itself, and packs it.
    @usableFromInline
    init(from decoder: any Decoder) throws {
        self.init(try Transform3D(from: decoder))
    }
}

extension Transform3D {
    /// Zero exactly when the six entries a 2-D affine transform uses (`m11 m12 m21 m22 m41 m42`)
    /// have the identity's bits (1, +0); with `isExactly2DAffine`, the matrix is the identity
    /// bit for bit.
    @inlinable @inline(__always)
    var affineBitsAwayFromIdentity: UInt64 {
        let one = Double(1).bitPattern
        return (m11.bitPattern ^ one) | m12.bitPattern | m21.bitPattern | (m22.bitPattern ^ one) | m41.bitPattern
            | m42.bitPattern
    }
}

/// A transform that is almost always the identity (a layer's sublayer transform), boxed otherwise:
/// 8 bytes in a record, and the identity told without reading a matrix. Reads back bit for bit;
/// equal, and hashed, as the matrix it holds.
@usableFromInline
struct BoxedTransform: Sendable, HashableAsMatrix {
    /// `nil` for a matrix that is exactly the identity, bit for bit.
    @usableFromInline var box: SharedBox<Transform3D>?

    /// `matrix`, boxed unless it is exactly the identity.
    @inlinable
    init(_ matrix: Transform3D) {
        box = matrix.isExactly2DAffine && matrix.affineBitsAwayFromIdentity == 0 ? nil : SharedBox(matrix)
    }

    /// The matrix, bit for bit as boxed.
    @inlinable
    var matrix: Transform3D { box?.value ?? .identity }
}
