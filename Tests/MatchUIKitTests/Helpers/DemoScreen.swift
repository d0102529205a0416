#if canImport(UIKit)
    import UIKit

    /// The one colour the tests look for on screen: pure sRGB magenta, which nothing else in a test
    /// window (system backgrounds, bars, text) is drawn in. A tagged tile is filled with it, so a count
    /// of magenta pixels is a count of the tile's pixels.
    enum TileColour {
        static let uiColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        /// Whether an sRGB pixel (0…255 per channel, not premultiplied) is the tile's colour, allowing
        /// ±40 per channel for colour management and the edges' anti-aliasing.
        static func matches(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> Bool {
            red >= 215 && green <= 40 && blue >= 215 && alpha >= 215
        }
    }

    /// A solid magenta tile that draws itself (`draw(_:)`), so the moment Core Animation first
    /// displays it — a render pass, forced or not — is seen: `onDraw` is called each time it draws.
    final class SolidTile: UIView {
        /// Called at each draw, inside Core Animation's display phase, with the tile itself.
        var onDraw: ((SolidTile) -> Void)?
        /// Whether a draw marks the tile for display again, so the next render pass draws (and
        /// reports) it again; on only while a test watches for a flash.
        var redrawsEveryPass = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = true
            backgroundColor = TileColour.uiColor
            accessibilityIdentifier = "tile"
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func draw(_ rect: CGRect) {
            TileColour.uiColor.setFill()
            UIRectFill(bounds)
            onDraw?(self)
            if redrawsEveryPass { setNeedsDisplay() }
        }
    }

    /// One screen of the kind the README's samples build: a tagged magenta tile (the view that flies),
    /// a scroll view scrolled away from its top, a stack view whose arranged rows are held by Auto
    /// Layout constraints, a label and a dynamic background colour — everything restore must give back.
    @MainActor
    struct DemoScreen {
        let controller: UIViewController
        /// The tagged view, `transitionID` = the screen's `id`.
        let tile: SolidTile
        let scrollView: UIScrollView
        /// The scroll view's content view, placed by frame; the stack is pinned to it by constraints.
        let content: UIView
        let stack: UIStackView
        let rows: [UIView]
        let label: UILabel
        /// Every view the test made, root first (UIKit's private subviews, such as scroll indicators,
        /// are not in it).
        var views: [UIView] { [controller.view, scrollView, content, stack] + rows + [label, tile] }

        /// A screen whose tile has `tileFrame` (in the root's coordinates, which are the window's once
        /// the screen is on screen full size) and `cornerRadius`, tagged `id`.
        init(id: String, tileFrame: CGRect, cornerRadius: CGFloat = 0, title: String) {
            let controller = UIViewController()
            controller.title = title
            let root = controller.view!
            root.backgroundColor = .systemBackground

            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 620, width: 390, height: 160))
            scrollView.contentSize = CGSize(width: 390, height: 600)
            scrollView.contentOffset = CGPoint(x: 0, y: 120)
            scrollView.backgroundColor = .secondarySystemBackground
            root.addSubview(scrollView)

            let rows = (0..<3).map { i -> UIView in
                let row = UIView()
                row.backgroundColor = i == 1 ? UIColor { $0.userInterfaceStyle == .dark ? .darkGray : .lightGray } : .systemGray4
                row.heightAnchor.constraint(equalToConstant: 44).isActive = true
                return row
            }
            let stack = UIStackView(arrangedSubviews: rows)
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            let content = UIView(frame: CGRect(origin: .zero, size: scrollView.contentSize))
            scrollView.addSubview(content)
            content.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 140),
            ])

            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 30))
            label.text = title
            label.textColor = .label
            root.addSubview(label)

            let tile = SolidTile(frame: tileFrame)
            tile.layer.cornerRadius = cornerRadius
            tile.clipsToBounds = cornerRadius > 0  // the drawn content is rounded too
            tile.transitionID = id
            root.addSubview(tile)

            self.controller = controller
            self.tile = tile
            self.scrollView = scrollView
            self.content = content
            self.stack = stack
            self.rows = rows
            self.label = label
        }

        /// The list side of a pair: a small tile near the top left.
        static func list(id: String = "tile") -> DemoScreen {
            DemoScreen(id: id, tileFrame: CGRect(x: 20, y: 160, width: 100, height: 100), title: "List")
        }

        /// The detail side of a pair: the same tile, large, lower down (same aspect ratio, so the pair
        /// flies as one stand-in).
        static func detail(id: String = "tile", cornerRadius: CGFloat = 0) -> DemoScreen {
            DemoScreen(
                id: id, tileFrame: CGRect(x: 45, y: 290, width: 300, height: 300), cornerRadius: cornerRadius,
                title: "Detail")
        }
    }
#endif
