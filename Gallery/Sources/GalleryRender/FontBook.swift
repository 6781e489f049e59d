import CSDL2
import CSDL2TTF
import GalleryCore
import Glibc

/// The DejaVu fonts, opened once per pixel size (SDL_ttf sizes are pixels at 72 dpi, so points × scale).
public final class FontBook {
    /// Where the fonts are looked for: `$RIFFLE_GALLERY_FONTS`, then the Debian `fonts-dejavu-core` directory.
    public static var searchDirectories: [String] {
        var dirs: [String] = []
        if let env = getenv("RIFFLE_GALLERY_FONTS") { dirs.append(String(cString: env)) }
        dirs += ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF"]
        return dirs
    }

    private let regularPath: String
    private let boldPath: String
    private var fonts: [Int: OpaquePointer] = [:]

    /// Finds the fonts and initialises SDL_ttf.
    /// - Throws: ``SDLError`` when DejaVu Sans is missing (install `fonts-dejavu-core`) or SDL_ttf fails.
    public init() throws {
        func find(_ name: String) -> String? {
            FontBook.searchDirectories.map { "\($0)/\(name)" }.first { access($0, R_OK) == 0 }
        }
        guard let regular = find("DejaVuSans.ttf"), let bold = find("DejaVuSans-Bold.ttf") else {
            throw SDLError("DejaVu Sans not found in \(FontBook.searchDirectories) (apt-get install fonts-dejavu-core)")
        }
        regularPath = regular
        boldPath = bold
        if TTF_WasInit() == 0 && TTF_Init() != 0 { throw SDLError.last("TTF_Init") }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The font for `style` at `scale` pixels per point.
    public func font(_ style: TextStyle, scale: Double) -> OpaquePointer? {
        let px = max(1, Int((style.pointSize * scale).rounded()))
        let key = px * 2 + (style.isBold ? 1 : 0)
        if let f = fonts[key] { return f }
        guard let f = TTF_OpenFont(style.isBold ? boldPath : regularPath, Int32(px)) else { return nil }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        fonts[key] = f
        return f
    }
}
