import Riffle
import RiffleSwiftUI
import SwiftUI

/// The home screen (seed 002), with its edit mode.
///
/// Long-press an icon to enter edit mode, drag icons across pages and into the dock, then Done. The title says when
/// edit mode is on.
struct SpringboardScreen: View {
    let motion: MotionStyle
    @State private var isEditing = false
    @State private var layout = IconArrangement(
        pages: [
            ["Mail", "Maps", "Photos", "Camera", "Clock", "Weather", "Notes", "Music"],
            ["Books", "Podcasts", "News", "Stocks"],
        ],
        dock: ["Phone", "Safari", "Messages"])

    var body: some View {
        HomeScreenView(layout: $layout) { id in
            AppIconView(name: id.description)
        }
        .homeScreenConfiguration(.directionalPaging.motion(motion))
        .iconName { id in id.description }
        .onEditingChanged { editing in isEditing = editing }
        .background {
            LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        .ignoresSafeArea()
        .navigationTitle(isEditing ? "Editing" : "Home screen")
    }
}

/// An app's icon: a rounded square with the name's first letter.
struct AppIconView: View {
    let name: String

    /// A colour of its own for each name.
    private var hue: Double { Double(name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 12) / 12 }

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(Color(hue: hue, saturation: 0.6, brightness: 0.85))
            .overlay { Text(String(name.prefix(1))).font(.title).bold().foregroundStyle(.white) }
    }
}
