// swift-tools-version: 6.1
// Benchmarks for the Riffle core (ordo-one/benchmark). A separate package so the library's own build and tests
// never build the benchmark dependencies. Run from this folder: `swift package benchmark`.
import PackageDescription

let package = Package(
    name: "RiffleBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Riffle", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TrackBenchmarks",
            dependencies: [
                .product(name: "Riffle", package: "Riffle"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TrackBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HostBenchmarks",
            dependencies: [
                .product(name: "Riffle", package: "Riffle"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HostBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ScalingBenchmarks",
            dependencies: [
                .product(name: "Riffle", package: "Riffle"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ScalingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
