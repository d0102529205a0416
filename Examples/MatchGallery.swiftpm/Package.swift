// swift-tools-version: 6.0
// MatchGallery, an iOS app package: open this folder (MatchGallery.swiftpm) in Xcode 26 and run
// it on an iPhone simulator. It builds Match from this repository (`../..`).
// Every source is in Sources/; CI type-checks them against the iOS SDK (Tools/typecheck-uikit.sh).
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "MatchGallery",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "MatchGallery",
            targets: ["MatchGallery"],
            bundleIdentifier: "com.example.MatchGallery",
            displayVersion: "1.0",
            bundleVersion: "1",
            supportedDeviceFamilies: [.phone],
            supportedInterfaceOrientations: [.portrait]
        )
    ],
    dependencies: [.package(name: "Match", path: "../..")],
    targets: [
        .executableTarget(
            name: "MatchGallery",
            dependencies: [
                .product(name: "MatchUIKit", package: "Match")
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
