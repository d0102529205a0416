/// A value that can be compared with another within an absolute tolerance.
///
/// `==` on Match's geometry types is exact (bit-for-bit on every `Double` component, except that
/// `0.0 == -0.0`). Use this comparison in tests and convergence checks, where rounding is expected.
public protocol ApproximatelyEquatable {
    /// Whether every component of `self` differs from the matching component of `other` by at most
    /// `tolerance` (an absolute difference, in the components' own units).
    ///
    /// Identical components compare equal, infinities included; a NaN component never does.
    func isApproximatelyEqual(to other: Self, tolerance: Double) -> Bool
}

extension Double: ApproximatelyEquatable {
    /// Whether `self` and `other` differ by at most `tolerance`; equal infinities compare equal, NaN never does.
    public func isApproximatelyEqual(to other: Double, tolerance: Double) -> Bool {
        self == other || (self - other).magnitude <= tolerance
    }
}
