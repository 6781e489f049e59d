import Riffle
import RiffleSwiftUI
import SwiftUI

/// One page of the onboarding pager (seed 001).
struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let hue: Double

    static let all = [
        OnboardingPage(id: 0, symbol: "hand.draw", title: "Swipe between pages", hue: 0.58),
        OnboardingPage(id: 1, symbol: "circle.grid.3x3", title: "Tap a dot to jump", hue: 0.8),
        OnboardingPage(id: 2, symbol: "checkmark.circle", title: "You are all set", hue: 0.4),
    ]
}

/// Full-bleed onboarding: the pages reach the top edge and the dots stay above the home indicator (the pager keeps
/// the bottom safe area; its background fills it).
struct OnboardingScreen: View {
    let motion: MotionStyle
    @Environment(\.dismiss) private var dismiss
    @State private var page = 0

    var body: some View {
        PageViewer(OnboardingPage.all, index: $page) { page in
            VStack(spacing: 24) {
                Image(systemName: page.symbol).font(.system(size: 96))
                Text(page.title).font(.title).bold()
                if page.id == OnboardingPage.all.count - 1 {
                    Button("Get started") { dismiss() }.buttonStyle(.borderedProminent)
                }
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { Color(hue: page.hue, saturation: 0.7, brightness: 0.7) }
        }
        .track(.onboarding(snapPolicy: .predictedHalfPage).motion(motion))
        .dots(.onboarding)
        .ignoresSafeArea(edges: .top)
        .background {
            Color(hue: OnboardingPage.all[page].hue, saturation: 0.7, brightness: 0.7).ignoresSafeArea()
        }
    }
}
