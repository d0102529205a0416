extension ViewState {
    /// This state moved as if it were inside `reference` while `reference` changes to `target`:
    /// the container-space map that takes `reference`'s rectangle onto `target`'s, applied to this
    /// state's geometry. With `scalingSize`, a change of size is carried as a scale.
    func carried(from reference: ViewState, to target: ViewState, scalingSize: Bool) -> ViewState {
        if reference == target { return self }
        // A map that only translates (neither end transformed, no resize carried): move the centre.
        if transform.isIdentity, reference.transform.isIdentity, target.transform.isIdentity,
            !scalingSize || reference.size == target.size
        {
            var s = self
            s.position = position + (target.position - reference.position)
            return s
        }
        guard let back = reference.toContainer.inverted() else { return self }
        var resize = Transform3D.identity
        if scalingSize, reference.size.width > 0, reference.size.height > 0 {
            resize = .scale(x: target.size.width / reference.size.width, y: target.size.height / reference.size.height)
        }
        let map = back.concatenating(resize).concatenating(target.toContainer)
        let moved = toContainer.concatenating(map)
        var s = self
        s.position = Point.zero.applying(moved)
        s.transform = moved.concatenating(.translation(x: -s.position.x, y: -s.position.y)).planar
        return s
    }
}
