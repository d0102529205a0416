// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Match",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "MatchEngine", targets: ["MatchEngine"]),
        .library(name: "MatchUIKit", targets: ["MatchUIKit"]),
        .library(name: "MatchPreview", targets: ["MatchPreview"]),
        // A host that follows UIKit's documented lifecycle rules, for scenario tests and the benchmarks' device-work counts.
        .library(name: "MatchStrictHost", targets: ["MatchStrictHost"]),
        // Match's container adapters over the strict host's models of UIKit: the strict twin of MatchUIKit's shim.
        .library(name: "MatchStrictAdapters", targets: ["MatchStrictAdapters"]),
        .executable(name: "match-preview", targets: ["match-preview"]),
    ],
    targets: [
        // The standard library lowers some Double operations to libm calls (`rounded(.down)` to
        // `floor`, as in Spring+Solution.swift); on Linux an executable that links MatchEngine alone
        // does not get libm otherwise and fails to link in release. Tests/LinkCheck proves it links.
        .target(name: "MatchEngine", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "MatchUIKit", dependencies: ["MatchEngine"]),
        .target(name: "MatchStrictHost", dependencies: ["MatchEngine"]),
        .target(name: "MatchStrictAdapters", dependencies: ["MatchStrictHost", "MatchEngine"]),
        // Renders headless scenes and plans to SVG and a scrubbable HTML page (Foundation allowed here).
        .target(name: "MatchPreview", dependencies: ["MatchEngine"]),
        .executableTarget(name: "match-preview", dependencies: ["MatchPreview", "MatchEngine"]),
        .testTarget(name: "MatchEngineTests", dependencies: ["MatchEngine"]),
        .testTarget(name: "MatchStrictHostTests", dependencies: ["MatchStrictAdapters", "MatchStrictHost", "MatchEngine", "MatchPreview"]),
        .testTarget(
            name: "MatchPreviewTests", dependencies: ["MatchPreview", "MatchEngine", "match-preview"],
            exclude: ["Golden"]),
        // XCTest in a real window; Apple platforms only (every file is inside #if canImport(UIKit)).
        .testTarget(name: "MatchUIKitTests", dependencies: ["MatchUIKit", "MatchEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
