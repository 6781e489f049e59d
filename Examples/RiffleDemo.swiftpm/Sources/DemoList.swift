import Riffle
import RiffleSwiftUI
import SwiftUI

/// The demo's root: a list of the experiences, the calendar in a section of its own, and the settings sheet.
///
/// The settings apply to everything below: the motion style goes to each screen, the layout direction, the
/// Dynamic Type size and the interaction recorder go into the environment.
struct DemoList: View {
    @State private var motion = MotionStyle.preset
    @State private var rightToLeft = false
    /// The Dynamic Type size the settings chose, or nil for the system's.
    @State private var typeSize: DynamicTypeSize?
    @Environment(\.dynamicTypeSize) private var systemTypeSize
    @State private var isRecording = false
    @State private var recorder = InteractionRecorder()
    @State private var showsSettings = false
    @State private var showsOnboarding = false

    var body: some View {
        NavigationStack {
            List {
                Section("Seed experiences") {
                    NavigationLink("Trips") { TripsScreen(motion: motion) }
                    Button("Onboarding") { showsOnboarding = true }
                    NavigationLink("Loop") { LoopScreen(motion: motion) }
                    NavigationLink("Wallet") { WalletScreen(motion: motion) }
                    NavigationLink("Home screen") { SpringboardScreen(motion: motion) }
                }
                Section("Calendar") {
                    MonthPager(motion: motion)
                }
            }
            .navigationTitle("Riffle")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showsSettings = true
                    } label: {
                        Label("Settings", systemImage: "gearshape")
                    }
                }
            }
        }
        .onboardingCover(isPresented: $showsOnboarding) { OnboardingScreen(motion: motion) }
        .sheet(isPresented: $showsSettings) {
            SettingsSheet(
                motion: $motion, rightToLeft: $rightToLeft, typeSize: $typeSize, isRecording: $isRecording,
                recorder: recorder)
        }
        .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
        .dynamicTypeSize(typeSize ?? systemTypeSize)
        .interactionRecorder(isRecording ? recorder : nil)
    }
}

extension View {
    /// Presents `content` over the whole screen where the platform can (iOS, iPadOS, Mac Catalyst), as a sheet
    /// elsewhere (macOS).
    fileprivate func onboardingCover<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        #if canImport(UIKit)
            fullScreenCover(isPresented: isPresented, content: content)
        #else
            sheet(isPresented: isPresented) { content().frame(minWidth: 480, minHeight: 640) }
        #endif
    }
}
