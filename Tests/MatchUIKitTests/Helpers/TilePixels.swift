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
        static func count(in view: UIView) -> TilePixels {
            let bounds = view.bounds
            let width = Int(bounds.width.rounded(.down))
            let height = Int(bounds.height.rounded(.down))
            guard width > 0, height > 0, let space = CGColorSpace(name: CGColorSpace.sRGB) else {
                return TilePixels(tile: 0, total: 0, complete: true)
            }
            let bytesPerRow = width * 4
            var bytes = [UInt8](repeating: 0, count: bytesPerRow * height)
            let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
                guard
                    let context = CGContext(
                        data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                        space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
                else { return false }
                // UIKit draws top-down: flip, then bring the view's bounds to the origin.
                context.translateBy(x: 0, y: CGFloat(height))
                context.scaleBy(x: 1, y: -1)
                context.translateBy(x: -bounds.minX, y: -bounds.minY)
                UIGraphicsPushContext(context)
                defer { UIGraphicsPopContext() }
                return view.drawHierarchy(in: bounds, afterScreenUpdates: false)
            }
            return TilePixels(tile: tilePixels(in: bytes), total: width * height, complete: complete)
        }

        /// The pixels of an RGBA buffer (premultiplied, as Core Graphics writes it) whose
        /// un-premultiplied colour is the tile's.
        private static func tilePixels(in bytes: [UInt8]) -> Int {
            var count = 0
            for i in stride(from: 0, to: bytes.count - 3, by: 4) {
                let alpha = bytes[i + 3]
                guard alpha > 0 else { continue }
                func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, Int(c) * 255 / Int(alpha))) }
                if TileColour.matches(
                    red: straight(bytes[i]), green: straight(bytes[i + 1]), blue: straight(bytes[i + 2]),
                    alpha: alpha)
                {
                    count += 1
                }
            }
            return count
        }
    }
#endif
