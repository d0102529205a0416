@_spi(Harness) import MatchEngine

extension StrictView {
    /// Makes this view a collection view: a scroll view whose layout pass applies its cells'
    /// layout attributes to them itself — alpha 1 and not hidden included — on every layout pass.
    ///
    /// `UICollectionReusableView.apply(_:)`: "The collection view applies those attributes
    /// automatically"; when it applies them again during a transition is not documented, so the
    /// least favourable reading is every layout pass of the collection view (a scroll, an inset
    /// change, an invalidation): a cell concealed by its own alpha comes back (uikit-practice P10).
    /// The cells keep the frames they have (their attributes' frames).
    public func makeCollectionView() {
        isScrollView = true
        layout = { collection in
            for cell in collection.subviews where cell.contentView != nil {
                cell.node.alpha = 1
                cell.node.isHidden = false
            }
        }
        setNeedsLayout()
    }

    /// Makes a collection view cell of `frame` in this collection view: a clear view (a
    /// `UICollectionViewCell` draws no background unless told to) whose `contentView`, filling it,
    /// holds what it shows. Returns the cell; add the content to its `contentView`.
    @discardableResult
    public func makeCollectionViewCell(frame: Rect, name: String) -> StrictView {
        let cell = StrictView(world: world, frame: frame, name: name)
        let content = StrictView(world: world, frame: Rect(origin: .zero, size: frame.size), name: "\(name).contentView")
        cell.addSubview(content)
        cell.contentView = content
        addSubview(cell)
        return cell
    }
}
