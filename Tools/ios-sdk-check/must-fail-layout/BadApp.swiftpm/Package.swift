// swift-tools-version: 6.0
// A must-fail fixture for Tools/typecheck-uikit.sh (never built): its one source lies outside the
// folder its target names, so Xcode would leave it out of the app; the check must say so.
import PackageDescription

let package = Package(
    name: "BadApp",
    targets: [
        .executableTarget(name: "BadApp", dependencies: [.product(name: "MatchUIKit", package: "Match")], path: "Sources"),
    ]
)
