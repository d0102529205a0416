#if canImport(UIKit)
    import UIKit

    /// How much of a rendered view is the tile's colour, read pixel by pixel.
    ///
    /// The view is drawn with `drawHierarchy(in:afterScreenUpdates: false)` — the call Apple documents
    /// for "a snapshot of the complete view hierarchy as visible onscreen", which, unlike
    /// `layer.render(in:)`, also draws the content of snapshot views (`snapshotView(afterScreenUpdates:)`
    /// results, which are Match's stand-ins) — at one pixel per point, straight into an 8-bit RGBA sRGB
    /// bitmap (pushed as UIKit's current context) whose bytes are then read. `afterScreenUpdates:
    /// false`, so reading never forces a render pass of its own, which would change what the test
    /// observes.
    struct TilePixels: Equatable {
        /// Pixels of the tile's colour (`TileColour.matches`).
        var tile: Int
        /// All pixels of the rendering (width × height at one pixel per point).
        var total: Int
        /// Whether `drawHierarchy` reported a complete rendering.
        var complete: Bool

        /// The tile's share of the rendering, 0…1 (0 for an empty view).
        var fraction: Double { total == 0 ? 0 : Double(tile) / Double(total) }

        /// Draws `view` (its own bounds) and counts its tile-coloured pixels.
        @MainActor
        static func count(in view: UIView) -> TilePixels { Rendering(of: view).tilePixels }
    }

    /// A view drawn into an RGBA bitmap at one pixel per point, in its bounds' coordinates.
    struct Rendering {
        /// Premultiplied RGBA, row by row from the top.
        var bytes: [UInt8]
        var width: Int
        var height: Int
        /// Whether `drawHierarchy` reported a complete rendering.
        var complete: Bool

        /// Draws `view` (its own bounds) with `drawHierarchy(in:afterScreenUpdates: false)`.
        @MainActor
        init(of view: UIView) {
            let bounds = view.bounds
            width = max(0, Int(bounds.width.rounded(.down)))
            height = max(0, Int(bounds.height.rounded(.down)))
            bytes = [UInt8](repeating: 0, count: width * 4 * height)
            guard width > 0, height > 0, let space = CGColorSpace(name: CGColorSpace.sRGB) else {
                complete = true
                return
            }
            let (w, h, bytesPerRow) = (width, height, width * 4)
            complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
                guard
                    let context = CGContext(
                        data: buffer.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                        space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
                else { return false }
                // UIKit draws top-down: flip, then bring the view's bounds to the origin.
                context.translateBy(x: 0, y: CGFloat(h))
                context.scaleBy(x: 1, y: -1)
                context.translateBy(x: -bounds.minX, y: -bounds.minY)
                UIGraphicsPushContext(context)
                defer { UIGraphicsPopContext() }
                return view.drawHierarchy(in: bounds, afterScreenUpdates: false)
            }
        }

        /// Whether the pixel at (`x`, `y`) (points from the top-left) is the tile's colour;
        /// `false` outside the rendering.
        func isTile(x: Int, y: Int) -> Bool {
            guard x >= 0, y >= 0, x < width, y < height else { return false }
            let i = (y * width + x) * 4
            let alpha = bytes[i + 3]
            guard alpha > 0 else { return false }
            func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, Int(c) * 255 / Int(alpha))) }
            return TileColour.matches(
                red: straight(bytes[i]), green: straight(bytes[i + 1]), blue: straight(bytes[i + 2]), alpha: alpha)
        }

        /// The tile-coloured pixels and the total.
        var tilePixels: TilePixels {
            var count = 0
            for y in 0..<height {
                for x in 0..<width where isTile(x: x, y: y) { count += 1 }
            }
            return TilePixels(tile: count, total: width * height, complete: complete)
        }

        /// The corner radius, in points, that the tile-coloured pixels inside `rect` (this rendering's
        /// coordinates) show at its top-left corner: a rounded corner of radius r leaves its first
        /// pixel on the diagonal r(1 − 1/√2) points in, so the distance walked along the diagonal to
        /// the first tile pixel, divided by 1 − 1/√2, is the radius (± 3.4 pt, one pixel step).
        /// `nil` when the diagonal meets no tile pixel before the rectangle's middle.
        func cornerRadius(atTopLeftOf rect: CGRect) -> CGFloat? {
            let (x0, y0) = (Int(rect.minX.rounded(.up)), Int(rect.minY.rounded(.up)))
            let steps = Int(min(rect.width, rect.height) / 2)
            guard steps > 0 else { return nil }
            for k in 0..<steps where isTile(x: x0 + k, y: y0 + k) {
                return CGFloat(k) / (1 - 1 / 2.0.squareRoot())
            }
            return nil
        }
    }
#endif
