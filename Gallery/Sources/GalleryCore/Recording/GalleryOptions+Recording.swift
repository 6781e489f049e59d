import Riffle

extension GalleryOptions {
    /// The options a recorded session's header says (``GallerySession/header(for:options:scale:)``), over the
    /// defaults: the replay builds the same gallery as the recorded window.
    ///
    /// Settings a newer gallery wrote and this one does not know are ignored; the command line is parsed over the
    /// result (``parse(_:over:)``), so what it says wins.
    ///
    /// - Parameters:
    ///   - header: The recording's header.
    ///   - text: The recording's text, for the line numbers of errors.
    /// - Throws: ``ScriptError`` on the line of a setting whose value is not valid, or a viewport or scale out of
    ///   range.
    public init(recordingHeader header: Recording.Header, text: String = "") throws(ScriptError) {
        self.init()
        for setting in header.settings {
            let v = setting.value
            func bad(_ expected: String) -> ScriptError {
                ScriptError(
                    line: RecordingText.settingLine(setting.name, in: text),
                    message: "setting \(setting.name): expected \(expected), found '\(v)'")
            }
            func flag() throws(ScriptError) -> Bool {
                guard v == "true" || v == "false" else { throw bad("true or false") }
                return v == "true"
            }
            switch setting.name {
            case "scene":
                guard let kind = SceneKind(rawValue: v) else { throw bad("a scene name") }
                scene = kind
            case "snap":
                guard let choice = SnapChoice(rawValue: v) else { throw bad("a snap policy") }
                snap = choice
            case "motion":
                guard let style = MotionStyle(rawValue: v) else { throw bad("preset or ios") }
                motion = style
            case "items":
                guard let n = Int(v), (1...1_000_000).contains(n) else { throw bad("an integer from 1 to 1000000") }
                items = n
            case "rtl": rightToLeft = try flag()
            case "picker": showsPicker = try flag()
            case "inspect": inspect = try flag()
            case "today":
                guard let date = GalleryDate(text: v) else { throw bad("a date YYYY-MM-DD") }
                today = date
            default: continue
            }
        }
        if let viewport = header.viewport {
            guard GalleryOptions.supportedWidths.contains(viewport.x),
                GalleryOptions.supportedHeights.contains(viewport.y)
            else {
                throw ScriptError(
                    line: RecordingText.headerLine("viewport", in: text),
                    message:
                        "viewport \(viewport.x)x\(viewport.y) is outside the supported sizes (320x568 to 1024x1366)")
            }
            size = CanvasSize(width: viewport.x, height: viewport.y)
        }
        if let s = header.scale {
            guard s >= 0.5, s <= 4 else {
                throw ScriptError(
                    line: RecordingText.headerLine("scale", in: text), message: "scale \(s) is outside 0.5 to 4")
            }
            scale = s
        }
    }
}
