// swift-tools-version: 6.1
import PackageDescription

// Match's benchmarks: a separate package so the library itself keeps no dependencies.
// Run with `cd Benchmarks && swift package benchmark`.
let package = Package(
    name: "MatchBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Match", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "MatchBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MatchEngine", package: "Match"),
                .product(name: "MatchStrictHost", package: "Match"),
                .product(name: "MatchStrictAdapters", package: "Match"),
                "BenchmarkScenes",
            ],
            path: "Benchmarks/MatchBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A plain loop of prepares, outside the harness and its malloc interposer, for
        // `perf stat -e page-faults` (see docs/benchmarks.md).
        .executableTarget(
            name: "PrepareLoop",
            dependencies: [.product(name: "MatchEngine", package: "Match"), "BenchmarkScenes"],
            path: "Tools/PrepareLoop"
        ),
        // The whole start through the transition controller in a plain loop, for callgrind.
        .executableTarget(
            name: "StartLoop",
            dependencies: [.product(name: "MatchEngine", package: "Match"), "BenchmarkScenes"],
            path: "Tools/StartLoop"
        ),
        // The strict host's start and its cancelled run to the end in a plain loop, for callgrind.
        .executableTarget(
            name: "StrictStartLoop",
            dependencies: [
                .product(name: "MatchEngine", package: "Match"), .product(name: "MatchStrictHost", package: "Match"),
                "BenchmarkScenes",
            ],
            path: "Tools/StrictStartLoop"
        ),
        // The scenes every benchmark measures.
        .target(
            name: "BenchmarkScenes",
            dependencies: [
                .product(name: "MatchEngine", package: "Match"), .product(name: "MatchStrictHost", package: "Match"),
            ],
            path: "Benchmarks/Scenes"
        ),
    ],
    swiftLanguageModes: [.v6]
)
