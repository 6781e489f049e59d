import Riffle

/// One app of the home screen (seed 002's `Icon { name, icon, foreground, background }`): its name, the colours of
/// its icon and the glyph drawn on it.
public struct HomeApp: Hashable, Sendable {
    /// The name under the icon, also its identifier in the layout and the state JSON.
    public let name: String
    /// The icon's background at its top edge.
    public let top: Color
    /// The icon's background at its bottom edge.
    public let bottom: Color
    /// The vector glyph drawn on the icon.
    public let glyph: HomeGlyph

    /// Creates an app.
    public init(_ name: String, _ top: UInt32, _ bottom: UInt32, _ glyph: HomeGlyph) {
        self.name = name
        self.top = Color(hex: top)
        self.bottom = Color(hex: bottom)
        self.glyph = glyph
    }

    /// The app's icon identifier in a `IconArrangement`.
    public var id: IconID { IconID(rawValue: name) }

    /// The background colour half-way down the icon (for things drawn in the icon's colour, like the open app).
    public var middle: Color { top.mix(bottom, 0.5) }
}

extension HomeApp {
    /// The 24 apps of the gallery's home screen, every one in its own colours: 20 on three pages and 4 in the dock.
    public static let catalogue: [HomeApp] = [
        // Page 1.
        HomeApp("Mail", 0x5AB8FF, 0x1670EE, .envelope),
        HomeApp("Maps", 0xEEF6E2, 0xC9E4B0, .mapPin),
        HomeApp("Camera", 0xD3D8DE, 0x8B939E, .camera),
        HomeApp("Clock", 0x2E2E33, 0x0B0B0D, .clock),
        HomeApp("Notes", 0xFFF1A6, 0xFFCB2E, .note),
        HomeApp("Calendar", 0xFFFFFF, 0xEDEDED, .calendar),
        HomeApp("Photos", 0xFFFFFF, 0xF2F2F2, .flower),
        HomeApp("Weather", 0x7DD3FC, 0x1E88E5, .sunAndCloud),
        HomeApp("Settings", 0xC3C8CF, 0x7C838D, .gear),
        HomeApp("Reminders", 0x8E97FA, 0x4F46E5, .checklist),
        HomeApp("Calculator", 0x5E6472, 0x2A2E38, .calculator),
        HomeApp("Files", 0x6F7F96, 0x364152, .folder),
        // Page 2.
        HomeApp("Podcasts", 0xD88DFF, 0x8E2DE2, .podcast),
        HomeApp("Books", 0xFFB566, 0xE8590C, .book),
        HomeApp("Health", 0xFF9BB5, 0xF0335C, .heart),
        HomeApp("Stocks", 0x22416A, 0x0A1A2E, .chart),
        HomeApp("Home", 0xFFD36E, 0xF59A0B, .house),
        // Page 3.
        HomeApp("Contacts", 0xD9D5D0, 0xA29C95, .person),
        HomeApp("Voice Memos", 0x8E1F2B, 0x420A10, .waveform),
        HomeApp("Fitness", 0x232323, 0x000000, .rings),
        // Dock.
        HomeApp("Phone", 0x7BE382, 0x1FAE3C, .phone),
        HomeApp("Safari", 0xFFFFFF, 0xE3E8EE, .compass),
        HomeApp("Messages", 0x62E6D2, 0x0A9488, .bubble),
        HomeApp("Music", 0xFF86BB, 0xE0156E, .musicNote),
    ]

    /// The app called `name`, if it is in the ``catalogue``.
    public static func named(_ name: String) -> HomeApp? { byName[name] }

    private static let byName: [String: HomeApp] = Dictionary(
        catalogue.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The first launch's arrangement: 12, 5 and 3 apps on three pages, and a dock of 4.
    public static let defaultLayout: IconArrangement = {
        let ids = catalogue.map(\.id)
        return IconArrangement(
            pages: [Array(ids[0..<12]), Array(ids[12..<17]), Array(ids[17..<20])], dock: Array(ids[20..<24]))
    }()

    /// Why a stored layout cannot be used, or nil: apps of the ``catalogue`` at most once each, nothing else (an app
    /// removed with its "–" badge in edit mode stays removed).
    ///
    /// (A page over the grid's capacity is not a problem: `HomeScreen` moves its last icons on, once.)
    public static func problem(with layout: IconArrangement) -> String? {
        var seen = Set<String>()
        for id in layout.icons {
            guard byName[id.rawValue] != nil else { return "unknown app '\(id.rawValue)'" }
            guard seen.insert(id.rawValue).inserted else { return "'\(id.rawValue)' appears twice" }
        }
        return nil
    }
}
