/// A value that can be compared with another within an absolute tolerance.
///
/// `==` on Match's geometry types is exact (bit-for-bit on every `Double` component, except that
/// `0.0 == -0.0`). Use this comparison in tests and convergence checks, where rounding is expected.
package protocol ApproximatelyEquatable {
    /// Whether every component of `self` differs from the matching component of `other` by at most
    /// `tolerance` (an absolute difference, in the components' own units).
    ///
    /// Identical components compare equal, infinities included; a NaN component never does.
    func isApproximatelyEqual(to other: Self, tolerance: Double) -> Bool
}

extension Double: ApproximatelyEquatable {
    /// Whether `self` and `other` differ by at most `tolerance`; equal infinities compare equal, NaN never does.
    package func isApproximatelyEqual(to other: Double, tolerance: Double) -> Bool {
        self == other || (self - other).magnitude <= tolerance
    }
}

/// A value made of a fixed list of `Double` components, approximately equal to another when every
/// component is, one by one: the one comparison of Match's vector-like geometry types.
///
/// A conforming type names its components once, in `components`; `isApproximatelyEqual(to:tolerance:)`
/// follows from it.
package protocol ComponentwiseApproximatelyEquatable: ApproximatelyEquatable {
    /// The fixed-size list of a value's components.
    associatedtype Components: SIMD where Components.Scalar == Double
    /// Every component, in declaration order.
    var components: Components { get }
}

extension ComponentwiseApproximatelyEquatable {
    /// Whether every component is within `tolerance` of `other`'s (in the components' own units:
    /// points for points, sizes, vectors and radii), compared in declaration order.
    public func isApproximatelyEqual(to other: Self, tolerance: Double) -> Bool {
        let mine = components
        let theirs = other.components
        for i in mine.indices where !mine[i].isApproximatelyEqual(to: theirs[i], tolerance: tolerance) {
            return false
        }
        return true
    }
}
