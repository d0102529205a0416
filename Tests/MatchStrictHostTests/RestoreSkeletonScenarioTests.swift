@_spi(Harness) import MatchEngine
import MatchStrictAdapters
@_spi(Harness) import MatchStrictHost
import Testing

/// What every host's restore puts back, shown on the strict host: the mask the app set on an
/// original, and the app's constraints on views inside an original that left its superview.
@Suite struct RestoreSkeletonScenarioTests {
    /// A search bar on the list that flies itself, with a field inside it.
    func flyingBar(in s: StrictScreens) -> (bar: StrictView, field: StrictView) {
        let bar = StrictView(world: s.world, frame: Rect(x: 0, y: 20, width: 390, height: 56), name: "search-bar")
        bar.node.transitionID = "search"
        bar.node.transitionModifiers = [.useOriginalView]
        bar.backgroundColor = .fixed(Color(red: 0.9, green: 0.9, blue: 0.9))
        let field = StrictView(world: s.world, frame: Rect(x: 16, y: 10, width: 300, height: 36), name: "field")
        bar.addSubview(field)
        s.list.addSubview(bar)
        s.world.renderPass()
        return (bar, field)
    }

    @Test(arguments: [true, false])
    func theMaskTheAppSetOnAViewThatFliesItselfComesBack(completes: Bool) throws {
        let s = StrictScreens()
        let (bar, _) = flyingBar(in: s)
        let mask = ClipShape(rect: Rect(x: 4, y: 4, width: 382, height: 48), cornerRadius: 24)
        bar.node.clip = mask
        let listMask = ClipShape(rect: Rect(x: 0, y: 0, width: 390, height: 700), cornerRadius: 12)
        s.list.node.clip = listMask
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(bar.superview === s.list)
        #expect(bar.node.clip == mask)
        #expect(s.list.node.clip == listMask)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }

    @Test(arguments: [true, false])
    func theAppsConstraintOnAViewInsideAViewThatFliesItselfComesBack(completes: Bool) throws {
        let s = StrictScreens()
        let (bar, field) = flyingBar(in: s)
        // Held by the list, outside the bar: leaving the list deletes it (removeFromSuperview
        // "removes any constraints that refer to the view … or to any view in the subtree").
        let fieldToList = StrictConstraint("field.leading", between: [field, s.list])
        s.list.addConstraint(fieldToList)
        let barToList = StrictConstraint("bar.top", between: [bar, s.list])
        s.list.addConstraint(barToList)
        let run = s.push()
        run.begin(startNow: true)
        s.world.runFrames(5)
        #expect(bar.superview !== s.list)
        #expect(!fieldToList.isActive)
        if !completes { run.controller.cancel() }
        #expect(run.runToEnd() == completes)
        #expect(bar.superview === s.list)
        #expect(barToList.holder === s.list)
        #expect(fieldToList.holder === s.list)
        #expect(s.world.violations.isEmpty, "\(s.world.violations)")
    }
}
