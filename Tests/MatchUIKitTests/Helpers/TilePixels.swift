#if canImport(UIKit)
import UIKit

/// How much of a rendered view is the tile's colour, read pixel by pixel.
///
/// The view is rendered with `drawHierarchy(in:afterScreenUpdates: false)` — the call Apple
/// documents for "a snapshot of the complete view hierarchy as visible onscreen", which, unlike
/// `layer.render(in:)`, also draws the content of snapshot views (`snapshotView(afterScreenUpdates:)`
/// results, which are Match's stand-ins) — at a scale of 1 (one pixel per point) into a standard-range
/// image, then redrawn into an 8-bit sRGB buffer whose bytes are read. `afterScreenUpdates: false`, so
/// reading never forces a render pass of its own (which would change what the test observes).
struct TilePixels: Equatable {
    /// Pixels of the tile's colour (`TileColour.matches`).
    var tile: Int
    /// All pixels of the rendering (width × height at one pixel per point).
    var total: Int
    /// Whether `drawHierarchy` reported a complete rendering.
    var complete: Bool

    /// The tile's share of the rendering, 0…1 (0 for an empty view).
    var fraction: Double { total == 0 ? 0 : Double(tile) / Double(total) }

    /// Renders `view` (its own bounds) and counts its tile-coloured pixels.
    @MainActor
    static func count(in view: UIView) -> TilePixels {
        let bounds = view.bounds
        let width = Int(bounds.width.rounded(.down)), height = Int(bounds.height.rounded(.down))
        guard width > 0, height > 0 else { return TilePixels(tile: 0, total: 0, complete: true) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = false
        format.preferredRange = .standard
        var complete = false
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            complete = view.drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
        guard let cgImage = image.cgImage else { return TilePixels(tile: 0, total: width * height, complete: complete) }
        return TilePixels(tile: tilePixels(in: cgImage, width: width, height: height), total: width * height,
                          complete: complete)
    }

    /// Redraws `image` into an 8-bit RGBA sRGB buffer (premultiplied, as Core Graphics requires) and
    /// counts the pixels whose un-premultiplied colour is the tile's.
    private static func tilePixels(in image: CGImage, width: Int, height: Int) -> Int {
        let bytesPerRow = width * 4
        var bytes = [UInt8](repeating: 0, count: bytesPerRow * height)
        guard let space = CGColorSpace(name: CGColorSpace.sRGB) else { return 0 }
        let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let context = CGContext(
                data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                space: space, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { return 0 }
        var count = 0
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = bytes[i + 3]
            guard alpha > 0 else { continue }
            func straight(_ c: UInt8) -> UInt8 { UInt8(min(255, Int(c) * 255 / Int(alpha))) }
            if TileColour.matches(red: straight(bytes[i]), green: straight(bytes[i + 1]), blue: straight(bytes[i + 2]),
                                  alpha: alpha) {
                count += 1
            }
        }
        return count
    }
}
#endif
