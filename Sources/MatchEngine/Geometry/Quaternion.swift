/// A rotation as a unit quaternion `(x, y, z, w)`, `w` the scalar part, in Core Animation's axes.
///
/// `Quaternion(angle:axis:)` and ``Transform3D/rotation(angle:x:y:z:)`` describe the same rotation.
package struct Quaternion: Sendable, Hashable, Codable {
    /// The x component of the vector part.
    package var x: Double
    /// The y component of the vector part.
    package var y: Double
    /// The z component of the vector part.
    package var z: Double
    /// The scalar part, cos(angle / 2).
    package var w: Double

    /// Creates a quaternion from its components; they are stored as given, not normalised.
    package init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// A rotation by `angle` radians about `axis`, normalised; a zero or non-finite axis gives `.identity`.
    package init(angle: Double, axis: Vector3) {
        let length = axis.length
        guard angle.isFinite, length > 0, length.isFinite else {
            self = .identity
            return
        }
        let s = sine(angle / 2) / length
        self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: cosine(angle / 2))
    }

    /// No rotation.
    package static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The four-dimensional dot product.
    package func dot(_ other: Quaternion) -> Double {
        x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// The quaternion divided by its length (`.identity` for a zero or non-finite quaternion).
    package var normalized: Quaternion {
        let length = dot(self).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// The rotation as a 3×3 matrix in the row-vector convention, embedded in a ``Transform3D``.
    package var rotationTransform: Transform3D {
        Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Spherical linear interpolation along the shorter arc; `fraction` is not clamped, so values
    /// outside 0…1 keep turning at the same angular speed. Nearly equal rotations (cosine of the
    /// half-angle above 1 − 1e-12) interpolate linearly and renormalise, where the slerp formula
    /// would divide by ~0.
    package func slerp(to other: Quaternion, fraction: Double) -> Quaternion {
        Slerp(from: self, to: other).value(at: fraction)
    }
}

/// A slerp between two rotations with everything that does not depend on the fraction worked out
/// once, so a track evaluated every frame pays only for two sines.
struct Slerp: Sendable, Hashable {
    let from: Quaternion
    let to: Quaternion
    let angle: Double
    let sinAngle: Double
    let isNearlyParallel: Bool

    init(from: Quaternion, to other: Quaternion) {
        var target = other
        var cosAngle = from.dot(other)
        if cosAngle < 0 {
            // q and −q are the same rotation; going to the nearer one takes the short way round.
            target = Quaternion(x: -other.x, y: -other.y, z: -other.z, w: -other.w)
            cosAngle = -cosAngle
        }
        self.from = from
        to = target
        isNearlyParallel = cosAngle > 1 - 1e-12
        angle = isNearlyParallel ? 0 : arcCosine(cosAngle)
        sinAngle = isNearlyParallel ? 0 : sine(angle)
    }

    func value(at fraction: Double) -> Quaternion {
        let a: Double
        let b: Double
        if isNearlyParallel {
            a = 1 - fraction
            b = fraction
        } else {
            a = sine((1 - fraction) * angle) / sinAngle
            b = sine(fraction * angle) / sinAngle
        }
        let q = Quaternion(
            x: from.x * a + to.x * b, y: from.y * a + to.y * b, z: from.z * a + to.z * b, w: from.w * a + to.w * b)
        return isNearlyParallel ? q.normalized : q
    }
}

/// Compared component by component: q and −q, the same rotation, are not approximately equal.
extension Quaternion: ComponentwiseApproximatelyEquatable {
    /// x, y, z, w.
    package var components: SIMD4<Double> { SIMD4(x, y, z, w) }
}
