import MatchEngine
import MatchUIKit
import UIKit

/// A photo at full width with its caption; the photo is the grid cell's partner. "Share" presents
/// a bottom sheet.
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

        let caption = UILabel()
        caption.text = "A colour study, number \(item + 1)."
        caption.transitionModifiers = [.fade, .translate(x: 0, y: 40, z: 0)]
        caption.translatesAutoresizingMaskIntoConstraints = false

        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.addTarget(self, action: #selector(shareTapped), for: .touchUpInside)
        share.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(photo)
        view.addSubview(caption)
        view.addSubview(share)
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            photo.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor),
            caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 16),
            caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
            share.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 16),
            share.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
        ])
    }

    @objc private func shareTapped() {
        present(ShareSheetViewController(color: color), animated: true)
    }
}
