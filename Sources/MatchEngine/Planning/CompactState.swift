/// A ``ViewState`` as a plan stores it: 160 bytes instead of 440, trivially copyable (no references,
/// so arrays of them copy with `memcpy` and need no retain or release).
///
/// What almost every state has is stored inline: centre, size, alpha, z, the transform's 2-D affine
/// part (6 numbers), one corner radius, the background colour. What few states have — a transform
/// that is not 2-D affine, uneven corner radii, a clip, a content rectangle, a shadow — is an index
/// into the side tables of the `StateStore` holding the state (−1 when there is none), so a state
/// pays for it only when it has it. Packing and unpacking keep every number's bits: a state
/// unpacked equals the one packed, bit for bit, signed zeros and NaN payloads included.
struct CompactState: Sendable {
    var x, y, width, height: Double
    var alpha, zPosition: Double
    /// The transform's m11, m12, m21, m22, m41, m42 when `transform3D` is −1; the other ten entries
    /// are then those of the identity (+0 and 1, bit for bit).
    var m11, m12, m21, m22, m41, m42: Double
    /// The four corner radii when `radii` is −1 (they are all this number, bit for bit).
    var cornerRadius: Double
    /// The background colour's components when `hasColour`.
    var red, green, blue, colourAlpha: Double
    /// Indices into the store's side tables, −1 for none.
    var transform3D, radii, clip, content, shadow: Int32
    var hasColour: Bool
}

extension Transform3D {
    /// Whether the entries a 2-D affine transform does not use are the identity's, bit for bit
    /// (+0 off the diagonal, 1 on it), so six numbers give the matrix back exactly. One OR of
    /// the bits, no branch per entry, inlined where the planner packs each state.
    @inlinable @inline(__always)
    var isExactly2DAffine: Bool {
        let one = Double(1).bitPattern
        return m13.bitPattern | m14.bitPattern | m23.bitPattern | m24.bitPattern | m31.bitPattern | m32.bitPattern
            | m34.bitPattern | m43.bitPattern | (m33.bitPattern ^ one) | (m44.bitPattern ^ one) == 0
    }
}

extension CornerRadii {
    /// Whether the four radii have the same bits, so one number gives them back exactly.
    var isExactlyUniform: Bool {
        let r = topLeft.bitPattern
        return topRight.bitPattern == r && bottomLeft.bitPattern == r && bottomRight.bitPattern == r
    }
}
