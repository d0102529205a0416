// The declared QuartzCore module: the layer API Match uses (CATransform3D is the C struct in
// CoreGraphicsC.h). Source:
// CALayer  https://developer.apple.com/documentation/quartzcore/calayer (cornerRadius, transform)
@_exported import CoreGraphics
@_exported import ObjectiveC

open class CALayer: NSObject {
    open var cornerRadius: CGFloat { get { fatalError() } set { fatalError() } }
    open var transform: CATransform3D { get { fatalError() } set { fatalError() } }
}
