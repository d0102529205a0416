extension Transform3D {
    /// The transform as Core Animation applies it to flat content: the plane-to-plane homography
    /// (rows and columns x, y, w) with the z row and column replaced by the identity's.
    ///
    /// Core Animation renders a layer's sublayers flattened into the layer's plane, so each level
    /// of a tree maps z = 0 points to z = 0 points; for such points this matrix and the original
    /// agree exactly, and unlike a matrix with its z column zeroed it stays invertible and
    /// decomposable, and products of planar matrices stay planar.
    @usableFromInline package var planar: Transform3D {
        var m = self
        m.m13 = 0
        m.m23 = 0
        m.m43 = 0
        m.m31 = 0
        m.m32 = 0
        m.m34 = 0
        m.m33 = 1
        return m
    }
}
