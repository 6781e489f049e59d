// swift-tools-version: 6.1
import PackageDescription

// The Linux gallery: a separate package so the Riffle library itself keeps zero system dependencies.
//
//   CSDL2, CSDL2TTF, CSDL2Image  system libraries (module map + shim header, found with pkg-config)
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
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
        .target(
            name: "GalleryCore",
            dependencies: [.product(name: "Riffle", package: "Riffle")]
        ),
        .target(
            name: "GalleryRender",
            dependencies: ["GalleryCore", "CSDL2", "CSDL2TTF", "CSDL2Image"]
        ),
        .executableTarget(
            name: "riffle-gallery",
            dependencies: ["GalleryCore", "GalleryRender", "CSDL2"]
        ),
        .testTarget(
            name: "GalleryCoreTests",
            dependencies: ["GalleryCore", .product(name: "Riffle", package: "Riffle")]
        ),
        .testTarget(
            name: "GalleryRenderTests",
            dependencies: [
                "GalleryRender", "GalleryCore", "CSDL2", "CSDL2Image", .product(name: "Riffle", package: "Riffle"),
            ],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
