// must fail: a mistake only the SIL diagnostic passes see (definite initialisation): self is used
// before super.init. A plain -typecheck accepts this file.
// expect: 'self' used in property access 'name' before 'super.init' call
import UIKit

@MainActor final class Early: UIView {
    var name: String { get { "" } set { _ = newValue } }
    let value: Int

    init(value: Int) {
        name = "early"
        self.value = value
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
