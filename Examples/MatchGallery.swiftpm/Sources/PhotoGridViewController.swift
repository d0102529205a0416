import MatchUIKit
import UIKit

/// A grid of coloured "photos"; tapping one pushes its detail screen, the photo flying between them.
final class PhotoGridViewController: UICollectionViewController {
    static let colors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
        .systemIndigo, .systemPurple, .systemPink,
    ]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        // Look each flying view up again when a detail screen is popped — the photo and the two
        // labels inside it: the cell may have scrolled or been reused.
        navigationController?.matchCoordinator?.sourceViewProvider = { [weak self] id in
            self?.visibleView(for: id)
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? PhotoCell {
            cell.show(item: indexPath.item, color: Self.colors[indexPath.item % Self.colors.count])
        }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = PhotoDetailViewController(item: indexPath.item, color: Self.colors[indexPath.item % Self.colors.count])
        // Through Match, so a tap that lands while a transition runs waits for it instead of
        // nesting a second push inside it.
        navigationController?.matchCoordinator?.push(detail)
    }

    /// The view tagged `id` in a visible cell (its content view or a label inside it), if any.
    private func visibleView(for id: TransitionID) -> UIView? {
        for cell in collectionView.visibleCells {
            if let view = Self.view(taggedWith: id, in: cell.contentView) { return view }
        }
        return nil
    }

    private static func view(taggedWith id: TransitionID, in root: UIView) -> UIView? {
        if root.matchID == id { return root }
        for child in root.subviews {
            if let view = view(taggedWith: id, in: child) { return view }
        }
        return nil
    }
}

/// One photo of the grid; its content view carries the photo's transition ID, and two labels
/// inside it fly to the detail screen's: the name (the same text, larger: one snapshot scales
/// uniformly, no crossfade) and the kind (a label that gets wider: it moves without scaling).
final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    private let name = UILabel()
    private let kind = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        name.font = .preferredFont(forTextStyle: .caption1)
        name.textColor = .white
        kind.font = .preferredFont(forTextStyle: .caption2)
        kind.textColor = .white
        kind.text = "Study"
        for label in [name, kind] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            name.bottomAnchor.constraint(equalTo: kind.topAnchor, constant: -2),
            kind.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            kind.widthAnchor.constraint(equalToConstant: 44),
            kind.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(item: Int, color: UIColor) {
        // The photo is drawn by, and tagged on, the content view, not the cell. While the photo
        // flies, its original is hidden, but a collection view may make its cells visible again
        // in any layout pass; a cell's own background (`backgroundColor`, `backgroundView`,
        // `backgroundConfiguration`) is drawn outside its content view and would then show
        // beside the flying photo (docs/strict-host.md, the collection-view row). So the cell
        // itself stays clear.
        contentView.backgroundColor = color
        contentView.layer.cornerRadius = 12
        contentView.transitionID = "photo-\(item)"
        name.text = "Photo \(item + 1)"
        name.transitionID = "name-\(item)"
        kind.transitionID = "kind-\(item)"
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        // A recycled cell must not fly as its old item.
        contentView.transitionID = nil
        name.transitionID = nil
        kind.transitionID = nil
    }
}
