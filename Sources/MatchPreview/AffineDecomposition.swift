import Foundation
import MatchEngine

/// The affine part of a transform as SVG's translate(x y) rotate(rotation) scale(scaleX scaleY)
/// skewX(skew), angles in degrees: rotation from the image of the x axis, scaleX its length,
/// scaleY the determinant over scaleX (negative for a mirror image), skew what remains.
struct AffineDecomposition {
    var x, y, rotation, scaleX, scaleY, skew: Double

    init(_ m: Transform3D) {
        let a = m.m11
        let b = m.m12
        let c = m.m21
        let d = m.m22
        x = m.m41
        y = m.m42
        scaleX = (a * a + b * b).squareRoot()
        guard scaleX > 1e-12 else {
            // The x axis collapses: nothing is drawn wide, whatever the rest.
            rotation = 0
            scaleY = d
            skew = 0
            return
        }
        rotation = Self.degrees(atan2(b, a))
        scaleY = (a * d - b * c) / scaleX
        skew = Self.degrees(atan((a * c + b * d) / (scaleX * scaleX)))
    }

    static func degrees(_ radians: Double) -> Double { radians * 180 / Double.pi }
}
