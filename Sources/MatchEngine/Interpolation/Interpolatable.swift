/// A value that can be blended with another of its type.
package protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other`.
    ///
    /// `fraction` is not clamped: springs overshoot, so values below 0 and above 1 extrapolate.
    /// At 0 the result is exactly `self`, at 1 exactly `other`.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// `self + (other − self) × fraction`, exact at both ends.
    package func interpolated(to other: Double, fraction: Double) -> Double {
        // a + (b − a)·1 can differ from b in the last bit; the ends must be exact.
        fraction == 1 ? other : self + (other - self) * fraction
    }
}

extension Point: Interpolatable {
    /// Both coordinates interpolated linearly.
    package func interpolated(to other: Point, fraction: Double) -> Point {
        Point(x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
    }
}

extension Vector: Interpolatable {
    /// Both components interpolated linearly.
    package func interpolated(to other: Vector, fraction: Double) -> Vector {
        Vector(
            dx: dx.interpolated(to: other.dx, fraction: fraction), dy: dy.interpolated(to: other.dy, fraction: fraction))
    }
}

extension Size: Interpolatable {
    /// Width and height interpolated linearly.
    package func interpolated(to other: Size, fraction: Double) -> Size {
        Size(
            width: width.interpolated(to: other.width, fraction: fraction),
            height: height.interpolated(to: other.height, fraction: fraction))
    }
}

extension Rect: Interpolatable {
    /// Origin and size interpolated linearly (so every edge moves linearly).
    package func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(
            origin: origin.interpolated(to: other.origin, fraction: fraction),
            size: size.interpolated(to: other.size, fraction: fraction))
    }
}

extension Color: Interpolatable {
    /// Each sRGB component and alpha interpolated linearly and independently, unpremultiplied,
    /// which is what Core Animation does for `backgroundColor`. The result is not clamped
    /// (`clamped` does that for display).
    package func interpolated(to other: Color, fraction: Double) -> Color {
        Color(
            red: red.interpolated(to: other.red, fraction: fraction),
            green: green.interpolated(to: other.green, fraction: fraction),
            blue: blue.interpolated(to: other.blue, fraction: fraction),
            alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
    }
}

extension CornerRadii: Interpolatable {
    /// Each corner's radius interpolated linearly.
    package func interpolated(to other: CornerRadii, fraction: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft.interpolated(to: other.topLeft, fraction: fraction),
            topRight: topRight.interpolated(to: other.topRight, fraction: fraction),
            bottomLeft: bottomLeft.interpolated(to: other.bottomLeft, fraction: fraction),
            bottomRight: bottomRight.interpolated(to: other.bottomRight, fraction: fraction))
    }
}

extension Vector3: Interpolatable {
    /// Each component interpolated linearly.
    package func interpolated(to other: Vector3, fraction: Double) -> Vector3 {
        Vector3(
            x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction),
            z: z.interpolated(to: other.z, fraction: fraction))
    }
}

extension Vector4: Interpolatable {
    /// Each component interpolated linearly.
    package func interpolated(to other: Vector4, fraction: Double) -> Vector4 {
        Vector4(
            x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction),
            z: z.interpolated(to: other.z, fraction: fraction), w: w.interpolated(to: other.w, fraction: fraction))
    }
}

extension Quaternion: Interpolatable {
    /// Spherical linear interpolation along the shorter arc (`slerp(to:fraction:)`), exact at both ends.
    package func interpolated(to other: Quaternion, fraction: Double) -> Quaternion {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        return slerp(to: other, fraction: fraction)
    }
}
