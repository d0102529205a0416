@_spi(Harness) import MatchEngine
@_spi(Harness) import MatchStrictHost
import Testing

/// The strict host's `removeFromSuperview()`: it "removes any constraints that refer to the view you
/// are removing, or that refer to any view in the subtree of the view you are removing" (Apple's
/// documentation, UIView), wherever they are held, and keeps those the subtree holds among itself.
@Suite struct StrictConstraintRemovalTests {
    @Test func aRemovalDropsEveryConstraintOnItsSubtreeWhereverItIsHeldAndKeepsTheSubtreesOwn() {
        let world = StrictWorld()
        let outer = StrictView(world: world, name: "outer")
        let middle = StrictView(world: world, name: "middle")
        let inner = StrictView(world: world, name: "inner")
        let leaf = StrictView(world: world, name: "leaf")
        let bystander = StrictView(world: world, name: "bystander")
        world.window.addSubview(outer)
        world.window.addSubview(bystander)
        outer.addSubview(middle)
        middle.addSubview(inner)
        inner.addSubview(leaf)
        // Views made after the holders, none holding anything: the removal must still find every holder.
        let crowd = (0..<50).map { StrictView(world: world, name: "crowd-\($0)") }
        for view in crowd { bystander.addSubview(view) }
        let fromGrandparent = StrictConstraint("leaf-to-outer", between: [leaf, outer])
        outer.addConstraint(fromGrandparent)
        let fromWindow = StrictConstraint("leaf-to-bystander", between: [leaf, bystander])
        world.window.addConstraint(fromWindow)
        let withinSubtree = StrictConstraint("leaf-to-inner", between: [leaf, inner])
        inner.addConstraint(withinSubtree)
        let elsewhere = StrictConstraint("crowd", between: [crowd[0], bystander])
        bystander.addConstraint(elsewhere)

        inner.removeFromSuperview()

        #expect(!fromGrandparent.isActive)
        #expect(!fromWindow.isActive)
        #expect(withinSubtree.holder === inner)
        #expect(elsewhere.holder === bystander)
        #expect(outer.constraints.isEmpty)
        #expect(bystander.constraints.map(\.label) == ["crowd"])
        #expect(world.window.constraints.isEmpty)
        #expect(world.violations.isEmpty, "\(world.violations)")
    }

    @Test func aViewThatFirstHoldsAConstraintLateIsStillFound() {
        let world = StrictWorld()
        let holder = StrictView(world: world, name: "holder")
        let child = StrictView(world: world, name: "child")
        world.window.addSubview(holder)
        holder.addSubview(child)
        let first = StrictConstraint("first", between: [child, holder])
        holder.addConstraint(first)
        child.removeFromSuperview()
        #expect(!first.isActive)
        holder.addSubview(child)
        let second = StrictConstraint("second", between: [child, holder])
        holder.addConstraint(second)
        child.removeFromSuperview()
        #expect(!second.isActive)
        #expect(holder.constraints.isEmpty)
    }

    /// A view may hold only constraints on itself and its subtree ("The constraint may only
    /// reference the view itself or its subviews", `UIView.addConstraint(_:)`): anything else is
    /// a violation, where UIKit throws.
    @Test func aConstraintOnAViewOutsideItsHolderIsAViolation() {
        let world = StrictWorld()
        let holder = StrictView(world: world, name: "holder")
        let sibling = StrictView(world: world, name: "sibling")
        let child = StrictView(world: world, name: "child")
        world.window.addSubview(holder)
        world.window.addSubview(sibling)
        holder.addSubview(child)
        holder.addConstraint(StrictConstraint("inside", between: [child, holder]))
        #expect(world.violations.isEmpty)
        holder.addConstraint(StrictConstraint("outside", between: [child, sibling]))
        #expect(world.violations == [.constraintOutsideHolder("outside")])
    }
}
