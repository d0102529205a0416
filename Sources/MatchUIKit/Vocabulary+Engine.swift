#if canImport(UIKit)
    import MatchEngine
    import UIKit

    // The app's values (Vocabulary.swift) as the engine's, and back for the values the engine hands
    // back (an effect, its edge, size and direction; an ID). Each app → engine conversion is one
    // `switch` over the app's type without `default:`, so a case added to the app's vocabulary fails
    // to compile here until it is converted; the engine → app conversions switch over the engine's
    // type the same way (effects, edges, sizes, directions). The engine's modifiers, resize modes,
    // cascade orders and Reduce Motion responses have no way back (the engine never hands them to
    // the app), so a case the engine gains there is not caught here. Not a mirror: the engine's
    // `.timing` also takes named curves and a spring's initial velocity, and its `.spring` a mass,
    // stiffness and damping, which the app's vocabulary does not offer. Nothing here decides.
    //
    // Colours: a dynamic colour is resolved against the trait collection the caller names
    // (`UIColor.resolvedColor(with:)`; UIKit calls a dynamic colour's provider with
    // `UITraitCollection.current`, which is defined only inside UIKit's drawing and layout calls),
    // then read as extended-range sRGB components, unclamped (`getRed(_:green:blue:alpha:)`), so a
    // Display P3 colour keeps its saturation; a colour with no such components (a pattern image, a
    // CMYK or Lab `CGColor`) has no engine colour. Numbers go from `CGFloat` to `Double`.
    // Tests/MatchUIKitTests/VocabularyTests.swift checks every case.

    extension TransitionID {
        /// The engine's ID of the same text.
        var engine: MatchEngine.TransitionID { MatchEngine.TransitionID(rawValue) }

        /// The app's ID of the engine's text.
        init(engine id: MatchEngine.TransitionID) { self.init(id.rawValue) }
    }

    extension Direction {
        /// The engine's direction.
        var engine: MatchEngine.Direction {
            switch self {
            case .left: .left
            case .right: .right
            case .up: .up
            case .down: .down
            case .leading: .leading
            case .trailing: .trailing
            }
        }

        /// The app's direction for the engine's.
        init(engine direction: MatchEngine.Direction) {
            switch direction {
            case .left: self = .left
            case .right: self = .right
            case .up: self = .up
            case .down: self = .down
            case .leading: self = .leading
            case .trailing: self = .trailing
            }
        }
    }

    extension PresentationEdge {
        /// The engine's edge.
        var engine: MatchEngine.PresentationEdge {
            switch self {
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .center: .center
            }
        }

        /// The app's edge for the engine's.
        init(engine edge: MatchEngine.PresentationEdge) {
            switch edge {
            case .top: self = .top
            case .bottom: self = .bottom
            case .left: self = .left
            case .right: self = .right
            case .center: self = .center
            }
        }
    }

    extension PresentationSize {
        /// The engine's size.
        var engine: MatchEngine.PresentationSize {
            switch self {
            case .full: .full
            case .fraction(let f): .fraction(Double(f))
            case .length(let l): .length(Double(l))
            case .size(let s): .size(Size(s))
            }
        }

        /// The app's size for the engine's.
        init(engine size: MatchEngine.PresentationSize) {
            switch size {
            case .full: self = .full
            case .fraction(let f): self = .fraction(CGFloat(f))
            case .length(let l): self = .length(CGFloat(l))
            case .size(let s): self = .size(CGSize(width: s.width, height: s.height))
            }
        }
    }

    extension TransitionEffect {
        /// The engine's effect with a dynamic dimming colour resolved against `traits` (as it is drawn
        /// now when `nil`); a dimming colour without sRGB components (a pattern) dims nothing.
        @MainActor
        func engine(resolvingAgainst traits: UITraitCollection?) -> MatchEngine.TransitionEffect {
            switch self {
            case .automatic: .automatic
            case .push(let d): .push(d.engine)
            case .pull(let d): .pull(d.engine)
            case .cover(let d): .cover(d.engine)
            case .uncover(let d): .uncover(d.engine)
            case .slide(let d): .slide(d.engine)
            case .slideByTabOrder: .slideByTabOrder
            case .fade: .fade
            case .zoom: .zoom
            case .zoomOut: .zoomOut
            case .presentFromEdge(let edge, let dimming, let size):
                .presentFromEdge(edge.engine, dimming: dimming.flatMap { Color($0, resolvingAgainst: traits) }, size: size.engine)
            case .circularReveal(let center): .circularReveal(center: Point(center))
            case .none: .none
            }
        }

        /// The app's effect for the engine's (a dimming colour as an sRGB `UIColor`).
        init(engine effect: MatchEngine.TransitionEffect) {
            switch effect {
            case .automatic: self = .automatic
            case .push(let d): self = .push(Direction(engine: d))
            case .pull(let d): self = .pull(Direction(engine: d))
            case .cover(let d): self = .cover(Direction(engine: d))
            case .uncover(let d): self = .uncover(Direction(engine: d))
            case .slide(let d): self = .slide(Direction(engine: d))
            case .slideByTabOrder: self = .slideByTabOrder
            case .fade: self = .fade
            case .zoom: self = .zoom
            case .zoomOut: self = .zoomOut
            case .presentFromEdge(let edge, let dimming, let size):
                self = .presentFromEdge(
                    PresentationEdge(engine: edge), dimming: dimming.map(UIColor.init), size: PresentationSize(engine: size))
            case .circularReveal(let center): self = .circularReveal(center: center.cgPoint)
            case .none: self = .none
            }
        }
    }

    extension Modifier {
        /// The engine's modifier, its colours resolved against `traits` (the traits of the view it is
        /// on, read when the view is captured); `nil` for a `.backgroundColor` whose colour has no
        /// sRGB components (a pattern image): there is no colour to animate, so it does nothing. A
        /// shadow colour without components is opaque black, `CALayer.shadowColor`'s default.
        @MainActor
        func engine(resolvingAgainst traits: UITraitCollection) -> MatchEngine.Modifier? {
            func list(_ modifiers: [Modifier]) -> [MatchEngine.Modifier] {
                modifiers.compactMap { $0.engine(resolvingAgainst: traits) }
            }
            return switch self {
            case .fade: .fade
            case .opacity(let alpha): .opacity(Double(alpha))
            case .scale(let x, let y): .scale(x: Double(x), y: Double(y))
            case .translate(let x, let y, let z): .translate(x: Double(x), y: Double(y), z: Double(z))
            case .rotate(let x, let y, let z): .rotate(x: Double(x), y: Double(y), z: Double(z))
            case .transform(let t): .transform(Transform3D(t))
            case .cornerRadius(let r): .cornerRadius(Double(r))
            case .backgroundColor(let c): Color(c, resolvingAgainst: traits).map { .backgroundColor($0) }
            case .zIndex(let z): .zIndex(Double(z))
            case .delay(let s): .delay(s)
            case .duration(let s): .duration(s)
            case .timing(let p1, let p2): .timing(.bezier(CubicBezier(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))))
            case .spring(let ratio, let response): .spring(Spring(dampingRatio: Double(ratio), response: response))
            case .arc(let intensity): .arc(intensity: Double(intensity))
            case .cascade(let step, let direction): .cascade(step: step, direction: direction.engine)
            case .source(let id): .source(id.engine)
            case .ignoreSubviewModifiers: .ignoreSubviewModifiers
            case .matchWhenOffscreen: .matchWhenOffscreen
            case .useOriginalView: .useOriginalView
            case .crossfade(let on): .crossfade(on)
            case .resize(let mode): .resize(mode.engine)
            case .beginWith(let modifiers): .beginWith(list(modifiers))
            case .whenMatched(let modifiers): .whenMatched(list(modifiers))
            case .whenAppearing(let modifiers): .whenAppearing(list(modifiers))
            case .whenDisappearing(let modifiers): .whenDisappearing(list(modifiers))
            case .whenPresenting(let modifiers): .whenPresenting(list(modifiers))
            case .whenDismissing(let modifiers): .whenDismissing(list(modifiers))
            case .shadow(let color, let opacity, let radius, let offset, let path):
                .shadow(
                    Shadow(
                        color: Color(color, resolvingAgainst: traits) ?? .black, opacity: Double(opacity), radius: Double(radius),
                        offset: Vector(dx: Double(offset.width), dy: Double(offset.height)), path: path.map(Rect.init)))
            case .noShadow: .shadow(nil)
            }
        }
    }

    extension ResizeMode {
        /// The engine's mode.
        var engine: MatchEngine.ResizeMode {
            switch self {
            case .stretch: .stretch
            case .aspectFit: .aspectFit
            case .aspectFill: .aspectFill
            case .crossfade: .crossfade
            case .positionOnly: .positionOnly
            }
        }
    }

    extension CascadeDirection {
        /// The engine's order.
        var engine: MatchEngine.CascadeDirection {
            switch self {
            case .topToBottom: .topToBottom
            case .bottomToTop: .bottomToTop
            case .leading: .leading
            case .trailing: .trailing
            case .radial(let point): .radial(from: Point(point))
            }
        }
    }

    extension ReduceMotionResponse {
        /// The engine's response.
        var engine: MatchEngine.ReduceMotionResponse {
            switch self {
            case .crossDissolve(let duration): .crossDissolve(duration: duration)
            case .keepMotion: .keepMotion
            }
        }
    }

    extension FittedDuration {
        /// The engine's bounds, in seconds.
        var engine: MatchEngine.FittedDuration { MatchEngine.FittedDuration(minimum: minimum, maximum: maximum) }
    }
#endif
