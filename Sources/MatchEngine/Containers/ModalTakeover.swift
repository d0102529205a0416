/// What a view controller's modal setup was before a matched transition took it over — its
/// presentation style and transitioning delegate — so that removing the transition gives the
/// app's own setup back instead of a default.
///
/// `Style` is the framework's presentation style (UIKit: `UIModalPresentationStyle`); the
/// delegate is known by identity only (the adapter keeps the object itself, weakly).
///
/// Rules:
/// - taking over remembers the style and delegate the controller has, unless a matched
///   transition already holds it: then the setup remembered then is kept (the current one is
///   Match's own, not the app's);
/// - giving back restores the remembered style only while the style is still the one Match set,
///   and the remembered delegate only while the delegate is still the transition being removed:
///   a value the app changed in between is the app's newer choice and stays.
package struct ModalTakeover<Style: Hashable & Sendable>: Hashable, Sendable {
    /// The presentation style the app had set.
    package let appStyle: Style
    /// The transitioning delegate the app had set (`nil`: none).
    package let appDelegate: ObjectIdentifier?
    /// The style the transition sets (UIKit: `.custom`).
    package let matchStyle: Style

    /// Creates a record directly.
    package init(appStyle: Style, appDelegate: ObjectIdentifier?, matchStyle: Style) {
        self.appStyle = appStyle
        self.appDelegate = appDelegate
        self.matchStyle = matchStyle
    }

    /// The record for a transition set on a controller whose style and delegate are
    /// `currentStyle` and `currentDelegate`; `existing` is the record of a transition already set
    /// (which then stays the record: the current values are Match's own).
    package static func takingOver(
        currentStyle: Style, currentDelegate: ObjectIdentifier?, matchStyle: Style, existing: ModalTakeover?
    ) -> ModalTakeover {
        existing ?? ModalTakeover(appStyle: currentStyle, appDelegate: currentDelegate, matchStyle: matchStyle)
    }

    /// What to write back when the transition is removed.
    package struct GiveBack: Hashable, Sendable {
        /// The style to set, or `nil` to leave the current one (the app changed it).
        package var style: Style?
        /// Whether to set the transitioning delegate back to the app's (`false`: the app changed it).
        package var restoresDelegate: Bool
    }

    /// What to write back, given the controller's style now and whether its transitioning
    /// delegate is still the transition being removed.
    package func givingBack(currentStyle: Style, delegateIsTransition: Bool) -> GiveBack {
        GiveBack(style: currentStyle == matchStyle ? appStyle : nil, restoresDelegate: delegateIsTransition)
    }
}
