import MatchUIKit
import UIKit

/// A half-height sheet over a dimmed screen; drag it down (the list scrolls to its top first) or
/// tap outside to dismiss.
final class ShareSheetViewController: UIViewController, UITableViewDataSource {
    private let color: UIColor
    private let table = UITableView(frame: .zero, style: .plain)

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        let transition = MatchTransition(
            effect: .presentFromEdge(.bottom, dimming: UIColor.black.withAlphaComponent(0.4), size: .fraction(0.5)))
        matchTransition = transition
        loadViewIfNeeded()
        transition.interaction = MatchInteraction(view: view, direction: CGVector(dx: 0, dy: 1)) { [weak self] in
            self?.dismiss(animated: true)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 16
        let header = UIView()
        header.backgroundColor = color
        header.layer.cornerRadius = 8
        header.transitionModifiers = [.scale(0.6), .fade]
        header.frame = CGRect(x: 16, y: 16, width: 64, height: 64)
        view.addSubview(header)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.frame = view.bounds.inset(by: UIEdgeInsets(top: 96, left: 0, bottom: 0, right: 0))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Share option \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
}
