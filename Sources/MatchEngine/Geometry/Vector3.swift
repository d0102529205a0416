/// A three-component vector: a translation, a scale, or an axis, in Core Animation's axes.
package struct Vector3: Sendable, Hashable, Codable {
    /// The x component.
    package var x: Double
    /// The y component (downward on screen).
    package var y: Double
    /// The z component (toward the viewer).
    package var z: Double

    /// Creates a vector from its components.
    package init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The zero vector.
    package static let zero = Vector3(x: 0, y: 0, z: 0)

    /// The Euclidean length, without intermediate overflow for large components.
    package var length: Double {
        let scale = max(x.magnitude, max(y.magnitude, z.magnitude))
        guard scale > 0, scale.isFinite else { return scale }
        let a = x / scale
        let b = y / scale
        let c = z / scale
        return scale * (a * a + b * b + c * c).squareRoot()
    }

    /// The dot product.
    package func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

    /// The cross product `self × other`.
    package func cross(_ other: Vector3) -> Vector3 {
        Vector3(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    /// Every component multiplied by `factor`.
    package func scaled(by factor: Double) -> Vector3 {
        Vector3(x: x * factor, y: y * factor, z: z * factor)
    }

    /// `self × a + other × b`, component-wise.
    func combined(_ a: Double, with other: Vector3, _ b: Double) -> Vector3 {
        Vector3(x: x * a + other.x * b, y: y * a + other.y * b, z: z * a + other.z * b)
    }
}

extension Vector3: ComponentwiseApproximatelyEquatable {
    /// x, y, z.
    package var components: SIMD3<Double> { SIMD3(x, y, z) }
}

/// A four-component homogeneous vector: a projected point or a transform's perspective part.
package struct Vector4: Sendable, Hashable, Codable {
    /// The x component.
    package var x: Double
    /// The y component.
    package var y: Double
    /// The z component.
    package var z: Double
    /// The homogeneous component.
    package var w: Double

    /// Creates a vector from its components.
    package init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }
}

extension Vector4: ComponentwiseApproximatelyEquatable {
    /// x, y, z, w.
    package var components: SIMD4<Double> { SIMD4(x, y, z, w) }
}
