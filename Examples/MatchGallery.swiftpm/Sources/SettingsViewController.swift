import MatchUIKit
import UIKit

/// The second tab: switching to it reveals it with a circle from the tapped tab.
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel()
        label.text = "Settings"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.transitionModifiers = [.fade, .scale(0.9)]
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
