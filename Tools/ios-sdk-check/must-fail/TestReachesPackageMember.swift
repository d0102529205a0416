// A device-run test reaching a `package` member of the engine: the Xcode project compiles the tests
// as a target outside the package, without its package name, so this must not compile there.
// expect: is inaccessible due to 'package' protection level
import MatchEngine

func trackCount(of plan: TransitionPlan) -> Int {
    plan.count
}
