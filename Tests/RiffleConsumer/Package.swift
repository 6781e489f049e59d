// swift-tools-version: 6.1
import PackageDescription

// The consumer check (scripts/consumer-check.sh): a client package outside the root target graph that depends on
// Riffle by path, imports only `Riffle` (no Foundation, no Glibc) and runs every core Swift example of README.md
// and Sources/Riffle/Riffle.docc, extracted into Sources/RiffleConsumer/Examples.generated.swift at check time.
// The root's package identity is its directory's name, which differs between clones (riffle, main, a worktree…).
let root = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "riffle"

let package = Package(
    name: "RiffleConsumer",
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "riffle-consumer",
            dependencies: [.product(name: "Riffle", package: root)],
            path: "Sources/RiffleConsumer"
        )
    ],
    swiftLanguageModes: [.v6]
)
