#if canImport(SwiftUI)
    import Riffle
    import SwiftUI

    /// A phone's home screen: pages of app icons, page dots and a dock, with edit mode (long press, wiggle, drag
    /// icons within and across pages and in and out of the dock, Done).
    ///
    /// The view is named `HomeScreenView`, not `HomeScreen`, because the core's model is `Riffle.HomeScreen` and
    /// its nested types (`IconArrangement`, `HomeScreen.Configuration`) appear in this view's API: a view of the
    /// same name would make every `IconArrangement` in a file that imports both modules ambiguous.
    ///
    /// The icons are the app's own `Hashable` identifiers (a model's `UUID`, or strings), in the `pages` and `dock`
    /// bindings, ready to persist as the app persists its ids. Every rule lives in the `Riffle` core (`HomeScreen`,
    /// driven through `ComponentHost<HomeScreen>`): the grid, paging with a snap policy and a spring, the long press
    /// into edit mode, the wiggle, icons making room live while one is dragged, pages turning when it is held at an
    /// edge, the dock. The view forwards gestures and draws what the core places.
    ///
    /// ```swift
    /// HomeScreenView(apps, pages: $pages, dock: $dock) { app in
    ///     AppIcon(app: app)
    /// }
    /// .iconName { id in apps.first { $0.id == id }?.name ?? "" }
    /// .onOpen { id in launch(id) }
    /// .background(Wallpaper())
    /// .ignoresSafeArea()
    /// ```
    ///
    /// `apps` is a collection of the app's `Identifiable` model (or any elements with `id:` a key path to a
    /// `Hashable` identifier, as in `ForEach`); `pages` and `dock` hold their identifiers. Without a collection,
    /// `HomeScreenView(pages:dock:icon:)` hands the closure the identifiers themselves, and
    /// `HomeScreenView(layout:icon:)` takes a `Binding<IconArrangement>` of ``Riffle/IconID``s. The view maps the
    /// identifiers to the core's icons once per change of the bindings (``Riffle/IconIdentifierMap``), never per
    /// frame.
    ///
    /// **The bindings.** A drop, an accessibility move and the end of edit mode (empty pages removed) write the new
    /// pages and dock. Setting them from outside rebuilds the screen on them, keeping the page and edit mode (icons
    /// jump to their new places). A layout the screen cannot show (an icon twice, a page or the dock over
    /// capacity) is repaired and written back; in DEBUG builds the repair is printed.
    ///
    /// **Sizing.** The view fills the space it is given; where no size is proposed (a vertical `ScrollView`, a
    /// `List` row, `fixedSize()`) it is as large as its grid (``Riffle/HomeScreen/size(fitting:)``). Ignoring the
    /// safe area is fine: the view keeps the grid below the status bar and the dock above the home indicator.
    ///
    /// **Accessibility.** Each icon is a button named by ``iconName(_:)`` that opens its app; its custom actions
    /// enter edit mode and, in edit mode, move it (back, forward, to the previous or next page, into or out of the
    /// dock), and a move is announced. The page dots are one adjustable element ("Page 2 of 3"). Icons of a page
    /// sliding away are hidden. With Reduce Motion icons do not wiggle and pages and icons jump. The layout
    /// direction comes from the environment: right to left, the grid fills from the right and the pages run
    /// leftwards.
    public struct HomeScreenView<ID: Hashable, Icon: View>: View {
        /// The settings the modifiers change.
        public var homeScreenSettings: HomeScreen.Settings
        /// The pages of icons, each in reading order.
        @Binding var pages: [[ID]]
        /// The dock's icons, left to right.
        @Binding var dock: [ID]
        /// The view of one icon (its square; the label is drawn by the home screen), nil for an identifier the
        /// view's collection does not hold.
        let icon: (ID) -> Icon?
        /// The name of an icon, for its label and VoiceOver.
        var name: (ID) -> String = { String(describing: $0) }
        /// Called with an icon to open.
        var openAction: ((ID) -> Void)?
        /// Called when edit mode begins or ends.
        var editingAction: ((Bool) -> Void)?
        /// The colours of the dock, the dots and the labels.
        var style = HomeScreenStyle()
        /// The pages and dock as the core's icons, updated when the bindings change.
        @State private var identifiers: IconIdentifierMap<ID>
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection

        /// Creates a home screen of the icons in `pages` and `dock`.
        ///
        /// - Parameters:
        ///   - pages: The pages, each its icons' identifiers in reading order; drops, accessibility moves and the
        ///     end of edit mode write to it.
        ///   - dock: The dock's icons, left to right; written with `pages`.
        ///   - icon: The view of one icon, sized by the home screen (a sixth of the view's width, as in seed 002).
        public init(pages: Binding<[[ID]]>, dock: Binding<[ID]>, @ViewBuilder icon: @escaping (ID) -> Icon) {
            self.init(pages: pages, dock: dock, iconOf: { icon($0) })
        }

        /// Creates a home screen of the elements of `data` whose identifiers are in `pages` and `dock`, as
        /// `ForEach` identifies them.
        ///
        /// - Parameters:
        ///   - data: The apps; an identifier no element has draws no icon, and of elements with the same
        ///     identifier the first is drawn. Looked up in O(1) per icon and frame, from a dictionary built once
        ///     per new `data`.
        ///   - id: The key path to an element's identifier.
        ///   - pages: The pages, each its icons' identifiers in reading order; the screen writes to it.
        ///   - dock: The dock's icons, left to right; written with `pages`.
        ///   - icon: The view of one app's icon.
        public init<Data: RandomAccessCollection>(
            _ data: Data, id: KeyPath<Data.Element, ID>, pages: Binding<[[ID]]>, dock: Binding<[ID]>,
            @ViewBuilder icon: @escaping (Data.Element) -> Icon
        ) {
            let elements = Dictionary(data.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
            self.init(pages: pages, dock: dock, iconOf: { elements[$0].map(icon) })
        }

        /// Creates a home screen of the `Identifiable` elements of `data` whose identifiers are in `pages` and
        /// `dock`.
        ///
        /// - Parameters:
        ///   - data: The apps (see ``init(_:id:pages:dock:icon:)``).
        ///   - pages: The pages, each its icons' identifiers in reading order; the screen writes to it.
        ///   - dock: The dock's icons, left to right; written with `pages`.
        ///   - icon: The view of one app's icon.
        public init<Data: RandomAccessCollection>(
            _ data: Data, pages: Binding<[[ID]]>, dock: Binding<[ID]>,
            @ViewBuilder icon: @escaping (Data.Element) -> Icon
        ) where Data.Element: Identifiable, Data.Element.ID == ID {
            self.init(data, id: \.id, pages: pages, dock: dock, icon: icon)
        }

        /// The one initializer the others call.
        private init(pages: Binding<[[ID]]>, dock: Binding<[ID]>, iconOf icon: @escaping (ID) -> Icon?) {
            self._pages = pages
            self._dock = dock
            self.icon = icon
            self.homeScreenSettings = HomeScreen.Settings()
            self._identifiers = State(
                initialValue: IconIdentifierMap(pages: pages.wrappedValue, dock: dock.wrappedValue))
        }

        /// The home screen: the canvas works on the core's icons, bound to ``Riffle/IconIdentifierMap``, which the
        /// bindings update and which writes back to them.
        public var body: some View {
            HomeScreenCanvas(
                layout: $identifiers.arrangement,
                settings: homeScreenSettings.adapted(
                    reduceMotion: reduceMotion, rightToLeft: layoutDirection == .rightToLeft),
                icon: { [identifiers, icon] in identifiers.id(for: $0).flatMap(icon) },
                name: { [identifiers, name] in identifiers.id(for: $0).map(name) ?? "" },
                openAction: openAction.map { open in { [identifiers] in identifiers.id(for: $0).map(open) } },
                editingAction: editingAction, style: style
            )
            .onValueChange(of: pages) { identifiers.update(pages: $0, dock: dock) }
            .onValueChange(of: dock) { identifiers.update(pages: pages, dock: $0) }
            .onValueChange(of: identifiers.pages) { pages = $0 }
            .onValueChange(of: identifiers.dock) { dock = $0 }
        }

        /// Replaces the screen's metrics and behaviour (`HomeScreen.Configuration.directionalPaging` for seed 002's paging:
        /// any movement flips a page, with its ease-out animations).
        ///
        /// - Parameter configuration: The configuration.
        /// - Returns: The home screen with the configuration.
        public func homeScreenConfiguration(_ configuration: HomeScreen.Configuration) -> Self {
            var copy = self
            copy.homeScreenSettings.configuration = configuration
            return copy
        }

        /// Names the icons: the label under each icon on a page, and what VoiceOver says.
        ///
        /// Default: the icon's identifier, as `String(describing:)` writes it.
        ///
        /// - Parameter name: The name of the icon with this identifier.
        /// - Returns: The home screen with the names.
        public func iconName(_ name: @escaping (ID) -> String) -> Self {
            var copy = self
            copy.name = name
            return copy
        }

        /// Calls `action` with an icon the user taps (or activates with VoiceOver) outside edit mode, while the
        /// pages are still: open its app.
        ///
        /// - Parameter action: The action.
        /// - Returns: The home screen with the action.
        public func onOpen(_ action: @escaping (ID) -> Void) -> Self {
            var copy = self
            copy.openAction = action
            return copy
        }

        /// Calls `action` with `true` when edit mode begins (a long press on an icon) and `false` when it ends (Done,
        /// or a tap on empty space).
        ///
        /// - Parameter action: The action.
        /// - Returns: The home screen with the action.
        public func onEditingChanged(_ action: @escaping (Bool) -> Void) -> Self {
            var copy = self
            copy.editingAction = action
            return copy
        }

        /// Sets the dock's background (seed 002: rgb(70, 70, 70) at 0.9 opacity).
        ///
        /// - Parameter color: The colour.
        /// - Returns: The home screen with the dock's colour.
        public func dockBackground(_ color: Color) -> Self {
            var copy = self
            copy.style.dockBackground = color
            return copy
        }

        /// Sets the colours of the page dots (seed 002: gray, and white for the current page).
        ///
        /// - Parameters:
        ///   - color: The colour of the other dots.
        ///   - currentColor: The colour of the current dot.
        /// - Returns: The home screen with the colours.
        public func dotColors(_ color: Color, current currentColor: Color) -> Self {
            var copy = self
            copy.style.dotColor = color
            copy.style.currentDotColor = currentColor
            return copy
        }

        /// Sets the colour of the icons' labels (seed 002: white).
        ///
        /// - Parameter color: The colour.
        /// - Returns: The home screen with the colour.
        public func labelColor(_ color: Color) -> Self {
            var copy = self
            copy.style.labelColor = color
            return copy
        }
    }

    extension HomeScreenView where ID == IconID {
        /// Creates a home screen of the icons in `layout`, an ``Riffle/IconArrangement`` (pages of
        /// ``Riffle/IconID``s and the dock, `Codable`, ready to persist).
        ///
        /// - Parameters:
        ///   - layout: The pages and the dock; drops, accessibility moves and the end of edit mode write to it.
        ///   - icon: The view of one icon, sized by the home screen (a sixth of the view's width, as in seed 002).
        public init(layout: Binding<IconArrangement>, @ViewBuilder icon: @escaping (IconID) -> Icon) {
            self.init(pages: layout.pages, dock: layout.dock, icon: icon)
        }
    }

    #if DEBUG
        /// Seed 002's home screen: three pages of SF Symbol icons a sixth of the screen wide, 10-point page dots and
        /// a dock of four, over a wallpaper, with the seed's paging (any movement flips a page, ease-out).
        ///
        /// Long-press an icon to edit: the icons wiggle, drag them around and into the dock, tap Done.
        private struct HomeScreenPreview: View {
            struct App {
                let name: String
                let symbol: String
                let foreground: Color
                let background: Color
            }

            static let apps: [IconID: App] = {
                let list: [App] = [
                    App(name: "Mail", symbol: "envelope.fill", foreground: .white, background: .blue),
                    App(name: "Maps", symbol: "map.fill", foreground: .white, background: .teal),
                    App(name: "Photos", symbol: "photo.fill", foreground: .orange, background: .white),
                    App(name: "Camera", symbol: "camera.fill", foreground: .white, background: .gray),
                    App(name: "Notes", symbol: "note.text", foreground: .orange, background: .white),
                    App(name: "Weather", symbol: "cloud.sun.fill", foreground: .white, background: .blue),
                    App(name: "Clock", symbol: "clock.fill", foreground: .white, background: .black),
                    App(name: "Calendar", symbol: "calendar", foreground: .pink, background: .white),
                    App(name: "Books", symbol: "book.fill", foreground: .white, background: .orange),
                    App(name: "Podcasts", symbol: "mic.fill", foreground: .white, background: .indigo),
                    App(name: "Health", symbol: "heart.fill", foreground: .pink, background: .white),
                    App(name: "Wallet", symbol: "wallet.pass.fill", foreground: .white, background: .black),
                    App(name: "Settings", symbol: "gearshape.fill", foreground: .white, background: .gray),
                    App(name: "Files", symbol: "folder.fill", foreground: .blue, background: .white),
                    App(name: "Stocks", symbol: "chart.line.uptrend.xyaxis", foreground: .white, background: .black),
                    App(name: "Translate", symbol: "character.bubble.fill", foreground: .white, background: .indigo),
                    App(name: "Phone", symbol: "phone.fill", foreground: .white, background: .teal),
                    App(name: "Safari", symbol: "safari.fill", foreground: .blue, background: .white),
                    App(name: "Messages", symbol: "message.fill", foreground: .white, background: .teal),
                    App(name: "Music", symbol: "music.note", foreground: .white, background: .pink),
                ]
                return Dictionary(uniqueKeysWithValues: list.map { (IconID(rawValue: $0.name), $0) })
            }()

            @State private var layout = IconArrangement(
                pages: [
                    ["Mail", "Maps", "Photos", "Camera", "Notes", "Weather", "Clock"],
                    ["Calendar", "Books", "Podcasts", "Health", "Wallet"],
                    ["Settings", "Files", "Stocks", "Translate"],
                ],
                dock: ["Phone", "Safari", "Messages", "Music"])
            @State private var opened: IconID?

            var body: some View {
                HomeScreenView(layout: $layout) { id in
                    icon(id)
                }
                .homeScreenConfiguration(.directionalPaging)
                .iconName { id in Self.apps[id]?.name ?? id.rawValue }
                .onOpen { id in opened = id }
                .background {
                    LinearGradient(
                        colors: [
                            Color(hue: 0.62, saturation: 0.7, brightness: 0.35),
                            Color(hue: 0.9, saturation: 0.5, brightness: 0.5),
                        ],
                        startPoint: .topLeading, endPoint: .bottomTrailing)
                }
                .overlay(alignment: .top) {
                    if let opened {
                        Text("Opened \(Self.apps[opened]?.name ?? opened.rawValue)")
                            .font(.footnote)
                            .foregroundStyle(.white)
                            .padding(.top, 4)
                    }
                }
                .ignoresSafeArea()
            }

            /// Seed 002's icon: a rounded square of the icon's colour (corner radius a fifth of the side) with the
            /// symbol at three fifths of the side.
            func icon(_ id: IconID) -> some View {
                let app =
                    Self.apps[id] ?? App(name: id.rawValue, symbol: "app.fill", foreground: .white, background: .gray)
                return GeometryReader { proxy in
                    let side = Swift.min(proxy.size.width, proxy.size.height)
                    RoundedRectangle(cornerRadius: side / 5)
                        .fill(app.background)
                        .overlay {
                            Image(systemName: app.symbol)
                                .font(.system(size: side * 3 / 5))
                                .foregroundStyle(app.foreground)
                        }
                }
            }
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Home screen (seed 002)") {
            HomeScreenPreview()
        }

        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        #Preview("Home screen, right to left") {
            HomeScreenPreview()
                .environment(\.layoutDirection, .rightToLeft)
        }
    #endif

    /// How a ``HomeScreenView`` draws what is not an icon: the dock's background, the page dots and the labels.
    ///
    /// The defaults are seed 002's: a dock of rgb(70, 70, 70) at 0.9 opacity, gray dots with a white current dot,
    /// white labels.
    struct HomeScreenStyle {
        /// The dock's background.
        var dockBackground = Color(red: 70 / 255, green: 70 / 255, blue: 70 / 255).opacity(0.9)
        /// The colour of a dot that is not selected.
        var dotColor = Color.gray
        /// The colour of the selected dot (blended in by each dot's selection).
        var currentDotColor = Color.white
        /// The colour of the icons' labels.
        var labelColor = Color.white
    }
#endif
