#if canImport(UIKit)
    import MatchEngine
    @testable import MatchUIKit
    import UIKit
    import XCTest

    /// The app's vocabulary (MatchUIKit's `TransitionEffect`, `Modifier`, … in UIKit's types) converts
    /// to the engine's value of the same case, for every case, and the values the engine hands back
    /// (an effect, its edge, size and direction; an ID) convert back to the same case.
    ///
    /// Each table has one row per case of its type (a case with a default, or with two spellings, may
    /// have more); the expected count of cases is written beside it, so a case added to a type needs
    /// its row here and the count raised. Colours in the tables are built from sRGB components, which
    /// `UIColor` returns unchanged; dynamic, extended-range and pattern colours have tests of their own.
    @MainActor
    final class VocabularyTests: XCTestCase {
        /// The case name of an enum value: its payload's label, or the value itself without one.
        private func caseName<T>(_ value: T) -> String {
            Mirror(reflecting: value).children.first?.label ?? String(describing: value)
        }

        /// Each row's app value converts to its engine value, of the same case (`sameCase` maps the
        /// app's case names the engine spells otherwise), and the rows cover `cases` case names.
        private func check<App, Engine: Equatable>(
            _ rows: [(App, Engine)], cases: Int, sameCase: [String: String] = [:], convert: (App) -> Engine,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            for (app, engine) in rows {
                XCTAssertEqual(convert(app), engine, "\(app)", file: file, line: line)
                let name = caseName(app)
                XCTAssertEqual(sameCase[name] ?? name, caseName(engine), file: file, line: line)
            }
            XCTAssertEqual(Set(rows.map { caseName($0.0) }).count, cases, "a row for every case", file: file, line: line)
        }

        func testTransitionIDConvertsBothWays() {
            let id: MatchUIKit.TransitionID = "photo-42"
            XCTAssertEqual(id.engine, MatchEngine.TransitionID("photo-42"))
            XCTAssertEqual(MatchUIKit.TransitionID(engine: MatchEngine.TransitionID("photo-42")), id)
            XCTAssertEqual(MatchUIKit.TransitionID("").engine, MatchEngine.TransitionID(""))
            XCTAssertEqual(id.description, "photo-42")
        }

        func testDirectionsConvertBothWays() {
            let rows: [(MatchUIKit.Direction, MatchEngine.Direction)] = [
                (.left, .left), (.right, .right), (.up, .up), (.down, .down), (.leading, .leading), (.trailing, .trailing),
            ]
            check(rows, cases: 6) { $0.engine }
            for (app, engine) in rows { XCTAssertEqual(MatchUIKit.Direction(engine: engine), app) }
        }

        func testPresentationEdgesConvertBothWays() {
            let rows: [(MatchUIKit.PresentationEdge, MatchEngine.PresentationEdge)] = [
                (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right), (.center, .center),
            ]
            check(rows, cases: 5) { $0.engine }
            for (app, engine) in rows { XCTAssertEqual(MatchUIKit.PresentationEdge(engine: engine), app) }
        }

        func testPresentationSizesConvertBothWays() {
            let rows: [(MatchUIKit.PresentationSize, MatchEngine.PresentationSize)] = [
                (.full, .full), (.fraction(0.5), .fraction(0.5)), (.length(400), .length(400)),
                (.size(CGSize(width: 320, height: 600)), .size(Size(width: 320, height: 600))),
            ]
            check(rows, cases: 4) { $0.engine }
            for (app, engine) in rows { XCTAssertEqual(MatchUIKit.PresentationSize(engine: engine), app) }
        }

        func testEffectsConvertBothWays() {
            let half = UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 0.5)
            let halfColor = Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5)
            let rows: [(MatchUIKit.TransitionEffect, MatchEngine.TransitionEffect)] = [
                (.automatic, .automatic), (.push(.leading), .push(.leading)), (.pull(.left), .pull(.left)),
                (.cover(.up), .cover(.up)), (.uncover(.down), .uncover(.down)), (.slide(.trailing), .slide(.trailing)),
                (.slideByTabOrder, .slideByTabOrder), (.fade, .fade), (.zoom, .zoom), (.zoomOut, .zoomOut),
                // The default dimming is the engine's: black at 40 % alpha; the default size, full.
                (.presentFromEdge(.bottom), .presentFromEdge(.bottom)),
                (
                    .presentFromEdge(.left, dimming: half, size: .fraction(0.75)),
                    .presentFromEdge(.left, dimming: halfColor, size: .fraction(0.75))
                ),
                (.presentFromEdge(.top, dimming: nil), .presentFromEdge(.top, dimming: nil)),
                (.circularReveal(center: CGPoint(x: 40, y: 800)), .circularReveal(center: Point(x: 40, y: 800))),
                (.none, .none),
            ]
            check(rows, cases: 13) { $0.engine(resolvingAgainst: UITraitCollection(userInterfaceStyle: .light)) }
            for (_, engine) in rows { XCTAssertEqual(MatchUIKit.TransitionEffect(engine: engine).engine(resolvingAgainst: nil), engine) }
        }

        func testTabStylesConvertBothWays() {
            let styles: [TabTransitionStyle] = [.slide, .circularReveal, .effect(.fade), .effect(.push(.up))]
            for style in styles { XCTAssertEqual(TabTransitionStyle(style.engineStyle(resolvingAgainst: nil)), style) }
        }

        func testModifiersConvert() {
            let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            let shadowColor = UIColor(red: 0, green: 0, blue: 0.5, alpha: 0.5)
            let rows: [(MatchUIKit.Modifier, MatchEngine.Modifier)] = [
                (.fade, .fade), (.opacity(0.5), .opacity(0.5)), (.scale(x: 2, y: 0.5), .scale(x: 2, y: 0.5)),
                (.scale(0.2), .scale(x: 0.2, y: 0.2)),
                (.translate(x: 1, y: 2, z: 3), .translate(x: 1, y: 2, z: 3)), (.translate(x: 1, y: 2), .translate(x: 1, y: 2, z: 0)),
                (.rotate(x: 0.5, y: 0.25, z: 1), .rotate(x: 0.5, y: 0.25, z: 1)), (.rotate(1), .rotate(x: 0, y: 0, z: 1)),
                (.transform(CATransform3DMakeTranslation(1, 2, 3)), .transform(.translation(x: 1, y: 2, z: 3))),
                (.cornerRadius(16), .cornerRadius(16)),
                (.backgroundColor(red), .backgroundColor(Color(red: 1, green: 0, blue: 0))),
                (.zIndex(2), .zIndex(2)), (.delay(0.05), .delay(0.05)), (.duration(0.3), .duration(0.3)),
                (
                    .timing(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)),
                    .timing(.bezier(.easeInOut))
                ),
                (.spring(dampingRatio: 0.8, response: 0.4), .spring(Spring(dampingRatio: 0.8, response: 0.4))),
                (.arc(intensity: 0.3), .arc(intensity: 0.3)),
                (.cascade(step: 0.02, direction: .topToBottom), .cascade(step: 0.02, direction: .topToBottom)),
                (.source("header"), .source("header")), (.ignoreSubviewModifiers, .ignoreSubviewModifiers),
                (.matchWhenOffscreen, .matchWhenOffscreen), (.useOriginalView, .useOriginalView),
                (.crossfade(false), .crossfade(false)), (.resize(.aspectFill), .resize(.aspectFill)),
                (.beginWith([.fade, .scale(0.5)]), .beginWith([.fade, .scale(x: 0.5, y: 0.5)])),
                (.whenMatched([.noShadow]), .whenMatched([.shadow(nil)])),
                (.whenAppearing([.opacity(0)]), .whenAppearing([.opacity(0)])),
                (.whenDisappearing([.delay(0.1)]), .whenDisappearing([.delay(0.1)])),
                (.whenPresenting([.zIndex(1)]), .whenPresenting([.zIndex(1)])),
                (.whenDismissing([.whenMatched([.fade])]), .whenDismissing([.whenMatched([.fade])])),
                // CALayer's defaults: opaque black, a 3 pt blur, an offset of (0, −3), no path.
                (.shadow(opacity: 0.3), .shadow(Shadow(color: .black, opacity: Double(Float(0.3))))),
                (
                    .shadow(
                        color: shadowColor, opacity: 0.5, radius: 8, offset: CGSize(width: 0, height: 4),
                        path: CGRect(x: 0, y: 0, width: 100, height: 50)),
                    .shadow(
                        Shadow(
                            color: Color(red: 0, green: 0, blue: 0.5, alpha: 0.5), opacity: 0.5, radius: 8, offset: Vector(dx: 0, dy: 4),
                            path: Rect(x: 0, y: 0, width: 100, height: 50)))
                ),
                (.noShadow, .shadow(nil)),
            ]
            let light = UITraitCollection(userInterfaceStyle: .light)
            check(rows, cases: 29, sameCase: ["noShadow": "shadow"]) { $0.engine(resolvingAgainst: light) }
        }

        /// A dynamic colour in a modifier or a dimming colour resolves against the traits it is given
        /// (the view's when captured, the presenting screen's when a presentation begins), not against
        /// whatever `UITraitCollection.current` was when it was set.
        func testDynamicColoursResolveAgainstTheGivenTraits() {
            let dynamic = UIColor {
                $0.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
            let light = UITraitCollection(userInterfaceStyle: .light)
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            XCTAssertEqual(
                MatchUIKit.Modifier.backgroundColor(dynamic).engine(resolvingAgainst: light),
                .backgroundColor(Color(red: 1, green: 0, blue: 0)))
            XCTAssertEqual(
                MatchUIKit.Modifier.backgroundColor(dynamic).engine(resolvingAgainst: dark),
                .backgroundColor(Color(red: 0, green: 0, blue: 1)))
            XCTAssertEqual(
                MatchUIKit.Modifier.whenMatched([.backgroundColor(dynamic)]).engine(resolvingAgainst: dark),
                .whenMatched([.backgroundColor(Color(red: 0, green: 0, blue: 1))]))
            XCTAssertEqual(
                MatchUIKit.TransitionEffect.presentFromEdge(.bottom, dimming: dynamic).engine(resolvingAgainst: dark),
                .presentFromEdge(.bottom, dimming: Color(red: 0, green: 0, blue: 1)))
            let view = UIView()
            view.overrideUserInterfaceStyle = .dark
            view.transitionModifiers = [.backgroundColor(dynamic)]
            XCTAssertEqual(view.capturedModifiers, [.backgroundColor(Color(red: 0, green: 0, blue: 1))])
        }

        /// Colours outside sRGB keep their extended components both ways (no clamping); a colour
        /// without sRGB components (a pattern) has no engine colour, so a background-colour modifier
        /// of one does nothing and a shadow colour of one is opaque black.
        func testColoursOutsideSRGBAndPatterns() throws {
            let p3 = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
            let read = try XCTUnwrap(Color(p3), "a Display P3 colour has extended sRGB components")
            XCTAssertGreaterThan(read.red, 1, "Display P3 red is outside sRGB")
            XCTAssertLessThan(read.green, 0)
            var components = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
            XCTAssertTrue(UIColor(read).getRed(&components.0, green: &components.1, blue: &components.2, alpha: &components.3))
            XCTAssertEqual(Double(components.0), read.red, accuracy: 1e-6)
            XCTAssertEqual(Double(components.1), read.green, accuracy: 1e-6)
            XCTAssertEqual(UIColor(Color(red: .nan, green: 0.5, blue: 2, alpha: 3)).cgColor.alpha, 1)
            let size = CGSize(width: 2, height: 2)
            let pattern = UIColor(patternImage: UIGraphicsImageRenderer(size: size).image { _ in })
            let light = UITraitCollection(userInterfaceStyle: .light)
            XCTAssertNil(Color(pattern))
            XCTAssertNil(MatchUIKit.Modifier.backgroundColor(pattern).engine(resolvingAgainst: light))
            XCTAssertEqual(
                MatchUIKit.Modifier.shadow(color: pattern, opacity: 1).engine(resolvingAgainst: light),
                .shadow(Shadow(color: .black, opacity: 1)))
        }

        func testResizeModesConvert() {
            let rows: [(MatchUIKit.ResizeMode, MatchEngine.ResizeMode)] = [
                (.stretch, .stretch), (.aspectFit, .aspectFit), (.aspectFill, .aspectFill), (.crossfade, .crossfade),
                (.positionOnly, .positionOnly),
            ]
            check(rows, cases: 5) { $0.engine }
        }

        func testCascadeDirectionsConvert() {
            let rows: [(MatchUIKit.CascadeDirection, MatchEngine.CascadeDirection)] = [
                (.topToBottom, .topToBottom), (.bottomToTop, .bottomToTop), (.leading, .leading), (.trailing, .trailing),
                (.radial(from: CGPoint(x: 100, y: 200)), .radial(from: Point(x: 100, y: 200))),
            ]
            check(rows, cases: 5) { $0.engine }
        }

        func testReduceMotionResponsesConvert() {
            let rows: [(MatchUIKit.ReduceMotionResponse, MatchEngine.ReduceMotionResponse)] = [
                (.crossDissolve(duration: 0.3), .crossDissolve(duration: 0.3)), (.keepMotion, .keepMotion),
                (.default, .default),
            ]
            check(rows, cases: 2) { $0.engine }
        }

        func testFittedDurationsConvert() {
            XCTAssertEqual(MatchUIKit.FittedDuration.standard.engine, MatchEngine.FittedDuration(minimum: 0.25, maximum: 0.5))
            XCTAssertEqual(MatchUIKit.FittedDuration().engine, MatchEngine.FittedDuration())
            XCTAssertEqual(
                MatchUIKit.FittedDuration(minimum: 0.3, maximum: 0.6).engine, MatchEngine.FittedDuration(minimum: 0.3, maximum: 0.6))
        }

        /// A view's ID is kept as the engine's value, its modifiers as the app set them and converted
        /// when the view is captured; both read back as the app set them.
        func testViewTagsKeepBothSpellings() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.matchID = "card-7"
            view.transitionModifiers = [.fade, .cascade(step: 0.1, direction: .leading)]
            XCTAssertEqual(view.transitionTag?.id, MatchEngine.TransitionID("card-7"))
            XCTAssertEqual(view.capturedModifiers, [.fade, .cascade(step: 0.1, direction: .leading)])
            XCTAssertEqual(view.transitionID, "card-7")
            XCTAssertEqual(view.transitionModifiers.count, 2)
            view.transitionModifiers = []
            view.transitionID = nil
            XCTAssertEqual(view.capturedModifiers, [])
            XCTAssertNil(view.matchID)
        }
    }
#endif
