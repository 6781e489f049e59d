import Riffle
import RiffleSwiftUI
import SwiftUI

/// The demo's settings: the motion style, right-to-left, Dynamic Type, and the interaction recorder, whose
/// recording can be shared (it replays on Linux with the core's `RecordingReplayer`).
struct SettingsSheet: View {
    @Binding var motion: MotionStyle
    @Binding var rightToLeft: Bool
    /// nil: the system's size.
    @Binding var typeSize: DynamicTypeSize?
    @Binding var isRecording: Bool
    let recorder: InteractionRecorder
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Motion") {
                    Picker("Motion", selection: $motion) {
                        Text("Preset").tag(MotionStyle.preset)
                        Text("iOS").tag(MotionStyle.ios)
                    }
                    .pickerStyle(.segmented)
                }
                Section("Layout") {
                    Toggle("Right to left", isOn: $rightToLeft)
                    Picker("Text size", selection: $typeSize) {
                        Text("System").tag(DynamicTypeSize?.none)
                        ForEach(DynamicTypeSize.allCases, id: \.self) { size in
                            Text(String(describing: size)).tag(DynamicTypeSize?.some(size))
                        }
                    }
                }
                Section("Interaction recorder") {
                    Toggle("Record interactions", isOn: $isRecording)
                    ShareLink("Share recording", item: recorder.text)
                    Button("Clear recording") { recorder.reset() }
                }
            }
            .navigationTitle("Settings")
            .frame(minWidth: 360, minHeight: 420)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
