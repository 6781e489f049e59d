// swift-tools-version: 6.1
import PackageDescription

// The Linux gallery: a separate package so the Riffle library itself keeps zero system dependencies.
//
//   CSDL2, CSDL2TTF, CSDL2Image  system libraries (module map + shim header including <SDL2/…>)
//   GalleryCore                  pure Swift, no SDL: scenes, layout, script parser, virtual clock, options,
//                                state JSON, the drawing protocol and the picture rasterizer
//   GalleryRender                the SDL side of drawing: `SDLCanvas`, offscreen targets, PNG output,
//                                SDL event translation
//   riffle-gallery               the app: window loop, headless replay
let package = Package(
    name: "RiffleGallery",
    products: [
        .executable(name: "riffle-gallery", targets: ["riffle-gallery"])
    ],
    dependencies: [
        .package(name: "Riffle", path: "..")
    ],
    targets: [
        // No pkgConfig: `pkg-config --cflags sdl2` adds -D_REENTRANT (a no-op on glibc), which SwiftPM drops with a
        // "prohibited flag" warning on every build; the shims include <SDL2/…> from the default include path
        // instead, and the module maps link the libraries (scripts/install-deps.sh installs the -dev packages).
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2TTF"),
        .systemLibrary(name: "CSDL2Image"),
        .target(
            name: "GalleryCore",
            dependencies: [.product(name: "Riffle", package: "Riffle")],
            // Optimised in every configuration: the scenes' pictures are rasterised in Swift (PictureRasterizer), and
            // unoptimised that took most of the debug gallery's time: each launch and each render test drew them
            // again, a second or so each. -O: the gallery's unit tests 20.8 → 5.3 s of CPU, its command-line
            // checks 18.3 → 6.0 s, its window scripts 30 → 15 s, for 13 s more to compile (docs/suite-times.md,
            // round 7). GalleryCore has no `assert`, so nothing checked is lost; Riffle, which the scenes drive,
            // stays a debug build with its internal checks.
            swiftSettings: [.unsafeFlags(["-O"])]
        ),
        .target(
            name: "GalleryRender",
            dependencies: ["GalleryCore", "CSDL2", "CSDL2TTF", "CSDL2Image"]
        ),
        .executableTarget(
            name: "riffle-gallery",
            dependencies: ["GalleryCore", "GalleryRender", "CSDL2"]
        ),
        // Test-only: `expectEqual` and `expectNear`, which the tests write for `#expect(a == b)` because they compile in
        // a fraction of the time (its one source file is the core's Tests/RiffleTestSupport/ExpectEqual.swift, linked).
        .target(name: "GalleryTestSupport", path: "Tests/GalleryTestSupport"),
        .testTarget(
            name: "GalleryCoreTests",
            dependencies: ["GalleryCore", "GalleryTestSupport", .product(name: "Riffle", package: "Riffle")]
        ),
        .testTarget(
            name: "GalleryRenderTests",
            dependencies: [
                "GalleryRender", "GalleryCore", "GalleryTestSupport", "CSDL2", "CSDL2Image",
                .product(name: "Riffle", package: "Riffle"),
            ],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
