// swift-tools-version: 6.0
// A tiny executable that depends on MatchEngine alone, built in release to prove that MatchEngine
// links by itself on every platform (no libm, no Foundation): `swift build -c release --package-path Tests/LinkCheck`.
import PackageDescription

let package = Package(
    name: "LinkCheck",
    dependencies: [.package(name: "Match", path: "../..")],
    targets: [
        .executableTarget(name: "link-check", dependencies: [.product(name: "MatchEngine", package: "Match")])
    ],
    swiftLanguageModes: [.v6]
)
