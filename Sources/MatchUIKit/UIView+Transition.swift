#if canImport(UIKit)
import MatchEngine
import ObjectiveC
import UIKit

/// The Match tags a view carries, stored on the view itself (an associated object).
final class TransitionTag {
    var id: TransitionID?
    var modifiers: [Modifier] = []
    /// The session using the view, so a second one cannot take it mid-flight.
    var owner: ObjectIdentifier?
}

/// The address used as the associated-object key: a constant object's identity, never mutated.
private final class AssociationKey: Sendable {
    static let tag = AssociationKey()
    static let coordinator = AssociationKey()
    static let transition = AssociationKey()
    var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
}

@MainActor
extension UIView {
    /// The tag that pairs this view with a view of the same ID on the other side of a transition;
    /// `nil` (the default) clears it. Reused cells must clear or reassign it in `prepareForReuse()`,
    /// or a recycled cell flies as the wrong item.
    public var transitionID: String? {
        get { matchID?.rawValue }
        set { matchID = newValue.map { TransitionID($0) } }
    }

    /// The same tag as a `TransitionID`.
    public var matchID: TransitionID? {
        get { transitionTag?.id }
        set { tag(creating: newValue != nil).id = newValue }
    }

    /// How this view takes part in a transition (see `Modifier`); empty by default.
    public var transitionModifiers: [Modifier] {
        get { transitionTag?.modifiers ?? [] }
        set { tag(creating: !newValue.isEmpty).modifiers = newValue }
    }

    var transitionTag: TransitionTag? {
        objc_getAssociatedObject(self, AssociationKey.tag.pointer) as? TransitionTag
    }

    func transitionTagCreatingIfNeeded() -> TransitionTag { tag(creating: true) }

    private func tag(creating: Bool) -> TransitionTag {
        if let existing = transitionTag { return existing }
        let tag = TransitionTag()
        if creating {
            objc_setAssociatedObject(self, AssociationKey.tag.pointer, tag, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        return tag
    }
}

@MainActor
extension NSObject {
    /// An object kept alive by this one (coordinators and transitions UIKit only holds weakly).
    func matchRetained<T: AnyObject>(_ key: MatchRetainedKey, as type: T.Type) -> T? {
        objc_getAssociatedObject(self, key.pointer) as? T
    }

    func setMatchRetained(_ key: MatchRetainedKey, _ value: AnyObject?) {
        objc_setAssociatedObject(self, key.pointer, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// What an object keeps alive for Match.
enum MatchRetainedKey {
    case coordinator
    case transition

    var pointer: UnsafeRawPointer {
        switch self {
        case .coordinator: AssociationKey.coordinator.pointer
        case .transition: AssociationKey.transition.pointer
        }
    }
}
#endif
