// swift-tools-version: 6.0

// The Riffle demo: an App Playground (open this folder in Xcode 16.3 or later, or in Swift Playgrounds on a Mac)
// that depends on the repository's root package by path. The manifest has the form Xcode and Swift Playgrounds
// generate, with two additions:
// - the root package's identity is its directory's name, which differs between clones (riffle, main, a
//   worktree…), so it is read from the path;
// - where `AppleProductTypes` does not exist (the command line's `swift build`, which CI uses for the native
//   macOS build), the same target is a plain executable product.
// Editing the app's settings in Xcode or Swift Playgrounds rewrites this file: keep the two additions.

import PackageDescription

#if canImport(AppleProductTypes)
    import AppleProductTypes
#endif

let root = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "riffle"

#if canImport(AppleProductTypes)
    let products: [Product] = [
        .iOSApplication(
            name: "RiffleDemo",
            targets: ["AppModule"],
            bundleIdentifier: "org.riffle.RiffleDemo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .star),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ]
#else
    let products: [Product] = [.executable(name: "RiffleDemo", targets: ["AppModule"])]
#endif

let package = Package(
    name: "RiffleDemo",
    platforms: [
        .iOS("16.0"),
        .macOS("13.0"),
    ],
    products: products,
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "Riffle", package: root),
                .product(name: "RiffleSwiftUI", package: root),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
