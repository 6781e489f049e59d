// swift-tools-version: 6.1
import PackageDescription

// Compile-time flags:
//   RIFFLE_INTERNAL_CHECKS  Invariant checks inside the state types (`_checkInvariants()`), on in debug builds
//                           (and so in `swift test`), off in release. Force it elsewhere with
//                           `-Xswiftc -DRIFFLE_INTERNAL_CHECKS`.
let internalChecks: SwiftSetting = .define("RIFFLE_INTERNAL_CHECKS", .when(configuration: .debug))

let package = Package(
    name: "Riffle",
    // RiffleSwiftUI's strings (what its views say to VoiceOver) come in English, the fallback, and Arabic.
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The core: pure Swift, no dependency, no UI framework, no clock.
        .library(name: "Riffle", targets: ["Riffle"]),
        // Thin SwiftUI views over the core (Apple platforms only; elsewhere only the keys of its localized strings).
        .library(name: "RiffleSwiftUI", targets: ["RiffleSwiftUI"]),
        // Gesture-driven tests of any host on a virtual clock, for apps' own `swift test` (no UI, no simulator).
        .library(name: "RiffleTesting", targets: ["RiffleTesting"]),
    ],
    dependencies: [
        // Test-only.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
    ],
    targets: [
        .target(
            name: "Riffle",
            swiftSettings: [internalChecks],
            // The motion and layout code calls sqrt, round, floor, fmod…; on Linux they live in libm, which
            // nothing else links when a client imports only Riffle (Foundation and Swift Testing hide it).
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),
        .target(
            name: "RiffleSwiftUI", dependencies: ["Riffle"],
            // en.lproj and ar.lproj: Localizable.strings and Localizable.stringsdict (plural rules), which SwiftPM
            // copies on every platform (a string catalog, .xcstrings, is compiled only by Apple's tools).
            resources: [.process("Resources")]),
        .target(name: "RiffleTesting", dependencies: ["Riffle"]),
        // Test-only (in no product): `expectEqual(a, b)`, which the three test targets write for `#expect(a == b)`
        // because it compiles in a fraction of the time (Tests/RiffleTestSupport/ExpectEqual.swift says why).
        .target(name: "RiffleTestSupport", path: "Tests/RiffleTestSupport"),
        .testTarget(
            name: "RiffleTests",
            dependencies: [
                "Riffle",
                // Tests drive components as an app's tests do, with GestureDriver.
                "RiffleTesting",
                "RiffleTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Track/Golden"],
            swiftSettings: [internalChecks]
        ),
        .testTarget(name: "RiffleTestingTests", dependencies: ["RiffleTesting", "Riffle", "RiffleTestSupport"]),
        .testTarget(name: "RiffleSwiftUITests", dependencies: ["RiffleSwiftUI", "Riffle", "RiffleTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
