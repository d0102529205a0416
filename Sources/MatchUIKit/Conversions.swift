#if canImport(UIKit)
    import MatchEngine
    import UIKit

    extension Rect {
        /// The engine's rectangle for a Core Graphics one.
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension Rect {
        /// Core Graphics' rectangle for an engine one.
        var cgRect: CGRect { CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
    }

    extension Point {
        /// The engine's point for a Core Graphics one.
        init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
        /// Core Graphics' point for an engine one.
        var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    extension Vector {
        /// The engine's vector for a Core Graphics point used as a translation or velocity.
        init(_ point: CGPoint) { self.init(dx: Double(point.x), dy: Double(point.y)) }
    }

    extension Size {
        /// The engine's size for a Core Graphics one.
        init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
    }

    extension CornerMask {
        /// The engine's corner mask for Core Animation's.
        init(_ mask: CACornerMask) {
            var m: CornerMask = []
            if mask.contains(.layerMinXMinYCorner) { m.insert(.topLeft) }
            if mask.contains(.layerMaxXMinYCorner) { m.insert(.topRight) }
            if mask.contains(.layerMinXMaxYCorner) { m.insert(.bottomLeft) }
            if mask.contains(.layerMaxXMaxYCorner) { m.insert(.bottomRight) }
            self = m
        }
    }

    extension CACornerMask {
        /// Core Animation's corner mask for the engine's.
        init(_ mask: CornerMask) {
            var m: CACornerMask = []
            if mask.contains(.topLeft) { m.insert(.layerMinXMinYCorner) }
            if mask.contains(.topRight) { m.insert(.layerMaxXMinYCorner) }
            if mask.contains(.bottomLeft) { m.insert(.layerMinXMaxYCorner) }
            if mask.contains(.bottomRight) { m.insert(.layerMaxXMaxYCorner) }
            self = m
        }
    }

    extension Transform3D {
        /// The engine's transform for a `CATransform3D`: the same sixteen elements in the same layout.
        init(_ t: CATransform3D) {
            self.init(
                m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
                m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
                m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
                m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
        }
    }

    extension CATransform3D {
        /// Core Animation's transform for an engine one (same layout).
        init(_ t: Transform3D) {
            self.init(
                m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
                m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
                m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
                m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
        }
    }

    extension Color {
        /// The engine's colour for a `UIColor`: its extended-range sRGB components
        /// (`getRed(_:green:blue:alpha:)`, which "can have any value" for a colour outside sRGB, such as
        /// Display P3), unclamped; a dynamic colour first resolved against `traits`
        /// (`resolvedColor(with:)`), or as it is drawn now when `traits` is `nil`. `nil` when the colour
        /// has no such components — a pattern image, a CMYK or Lab `CGColor` — for which `getRed`
        /// returns `false` and leaves its arguments alone (UIColor.h).
        @MainActor
        init?(_ colour: UIColor, resolvingAgainst traits: UITraitCollection? = nil) {
            let resolved = traits.map { colour.resolvedColor(with: $0) } ?? colour
            var components = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
            let converted = withUnsafeMutablePointer(to: &components.0) { r in
                withUnsafeMutablePointer(to: &components.1) { g in
                    withUnsafeMutablePointer(to: &components.2) { b in
                        withUnsafeMutablePointer(to: &components.3) { a in resolved.getRed(r, green: g, blue: b, alpha: a) }
                    }
                }
            }
            guard converted else { return nil }
            self.init(
                red: Double(components.0), green: Double(components.1), blue: Double(components.2), alpha: Double(components.3))
        }
    }

    extension UIColor {
        /// A `UIColor` for an engine colour, in extended-range sRGB (`init(red:green:blue:alpha:)`
        /// never clamps its components): red, green and blue as they are, so a colour read from a
        /// Display P3 one comes back the same; alpha into 0…1; a component that is not finite, 0.
        convenience init(_ colour: Color) {
            func finite(_ v: Double) -> CGFloat { v.isFinite ? CGFloat(v) : 0 }
            self.init(
                red: finite(colour.red), green: finite(colour.green), blue: finite(colour.blue),
                alpha: finite(min(max(colour.alpha, 0), 1)))
        }
    }
#endif
