import MatchUIKit
import UIKit

/// A photo at full width with its name, kind and caption; the photo and the two labels are the grid
/// cell's partners. "Share" presents a bottom sheet.
final class PhotoDetailViewController: UIViewController {
    private let item: Int
    private let color: UIColor

    init(item: Int, color: UIColor) {
        self.item = item
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = "Photo \(item + 1)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let photo = UIView()
        photo.backgroundColor = color
        photo.layer.cornerRadius = 24
        photo.transitionID = "photo-\(item)"
        photo.translatesAutoresizingMaskIntoConstraints = false

        // The grid cell's labels land here: the name in a larger font (the same content: it
        // scales as one snapshot) and the kind, now wider (text: it moves, never stretches).
        let name = UILabel()
        name.text = "Photo \(item + 1)"
        name.font = .preferredFont(forTextStyle: .largeTitle)
        name.transitionID = "name-\(item)"
        name.translatesAutoresizingMaskIntoConstraints = false
        let kind = UILabel()
        kind.text = "Study in colour, number \(item + 1)"
        kind.font = .preferredFont(forTextStyle: .caption2)
        kind.transitionID = "kind-\(item)"
        kind.translatesAutoresizingMaskIntoConstraints = false

        let caption = UILabel()
        caption.text = "A colour study, number \(item + 1)."
        caption.transitionModifiers = [.fade, .translate(x: 0, y: 40, z: 0)]
        caption.translatesAutoresizingMaskIntoConstraints = false

        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.addTarget(self, action: #selector(shareTapped), for: .touchUpInside)
        share.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(photo)
        view.addSubview(name)
        view.addSubview(kind)
        view.addSubview(caption)
        view.addSubview(share)
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            photo.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor),
            name.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 16),
            name.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
            kind.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            kind.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
            caption.topAnchor.constraint(equalTo: kind.bottomAnchor, constant: 16),
            caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
            share.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 16),
            share.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
        ])
    }

    @objc private func shareTapped() {
        present(ShareSheetViewController(color: color), animated: true)
    }
}
