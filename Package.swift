// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Match",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "MatchEngine", targets: ["MatchEngine"]),
        .library(name: "MatchUIKit", targets: ["MatchUIKit"]),
    ],
    targets: [
        .target(name: "MatchEngine"),
        .target(name: "MatchUIKit", dependencies: ["MatchEngine"]),
        .testTarget(name: "MatchEngineTests", dependencies: ["MatchEngine"]),
        // XCTest in a real window; Apple platforms only (every file is inside #if canImport(UIKit)).
        .testTarget(name: "MatchUIKitTests", dependencies: ["MatchUIKit", "MatchEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
