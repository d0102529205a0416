/// What a view draws, as far as resizing its snapshot is concerned: whether stretching it to a
/// new aspect ratio would distort text or a picture.
///
/// Capture reads it from the view; MatchUIKit derives it from the
/// view's class (`UILabel`, `UITextField`, `UITextView` → `.text`; `UIImageView` → `.image`;
/// `UIVisualEffectView` → `.visualEffect`). The
/// planner's default ``ResizeMode`` for a matched pair whose aspect ratio changes depends on it
/// (see ``Planner/plan(match:source:destination:context:)``).
public enum ContentKind: Sendable, Hashable, Codable {
    /// Anything else: a card, a container, a coloured view (its snapshot may hold text and images
    /// of its subviews). The default.
    case plain
    /// A run of text (a label, a text field, a text view): never stretched by default.
    case text
    /// A picture (an image view): kept at its aspect ratio by default.
    case image
    /// A live blur or vibrancy (`UIVisualEffectView`, the material of navigation and tab bars): it
    /// breaks when it or any superview is drawn with alpha below 1, or under a mask on a superview
    /// (uikit-practice P9), so the planner never fades or masks a screen that holds one; resized
    /// like `.plain`.
    case visualEffect
}
