// The C geometry structs, as CGGeometry.h and CATransform3D.h declare them on 64-bit platforms:
// https://developer.apple.com/documentation/corefoundation/cgfloat
// https://developer.apple.com/documentation/corefoundation/cgpoint
// https://developer.apple.com/documentation/corefoundation/cgsize
// https://developer.apple.com/documentation/corefoundation/cgrect
// https://developer.apple.com/documentation/corefoundation/cgvector
// https://developer.apple.com/documentation/quartzcore/catransform3d
// The importer maps the CGFloat typedef to the CoreGraphics module's Swift struct, as on Apple platforms.
typedef double CGFloat;

struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;

struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;

struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;

struct CATransform3D {
    CGFloat m11, m12, m13, m14;
    CGFloat m21, m22, m23, m24;
    CGFloat m31, m32, m33, m34;
    CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;
