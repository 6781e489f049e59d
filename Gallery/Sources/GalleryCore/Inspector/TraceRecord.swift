import Riffle

/// One line of `--trace FILE` (JSON lines): a frame's time and, for every track the scene shows, its position,
/// velocity, phase, target and what set it, and the decision of its latest release (or the preview while a finger
/// drags); components that are not tracks add their own numbers under `components` (the wallet's card stack,
/// the home screen's editing).
///
/// ```
/// {"t":0.35,"scene":"trips","tracks":[{"name":"trips","offset":1021.4,"progress":2.62,"velocity":-1532.1,
///  "phase":"settling","target":3,"cause":"drag","overscroll":0,"decision":{"rule":"fling","start":2,"target":3,
///  "velocity":1843.2,"dragged":62.0,"projected":522.8,"threshold":0,"fling":300}}]}
/// ```
public enum TraceRecord {
    /// The trace line for `scene` at `time`.
    public static func line(time: Double, scene: any GalleryScene) -> String {
        let tracks = scene.inspectedTracks.map { inspected -> JSONValue in
            let track = inspected.track
            var fields: [(String, JSONValue)] = [
                ("name", .string(inspected.name)),
                ("offset", .double(track.unwrappedPosition)),
                ("progress", .double(track.progress)),
                ("velocity", .double(track.velocity)),
                ("phase", .string("\(track.phase)")),
                ("target", .int(track.targetIndex)),
                ("cause", .string("\(track.targetCause)")),
                ("overscroll", .double(track.overscroll)),
            ]
            if let decision = track.releaseDecision {
                var why: [(String, JSONValue)] = [
                    ("rule", .string("\(decision.rule)")),
                    ("start", .int(track.layout.wrappedSnapIndex(decision.startSnap))),
                    ("target", .int(track.layout.wrappedSnapIndex(decision.target))),
                    ("velocity", .double(decision.velocity)),
                    ("dragged", .double(decision.position - decision.startOffset)),
                    ("projected", .double(decision.projectedEnd - decision.startOffset)),
                    ("threshold", .double(decision.threshold)),
                ]
                if let fling = decision.flingVelocity { why.append(("fling", .double(fling))) }
                if track.phase == .dragging { why.append(("preview", .bool(true))) }
                fields.append(("decision", .object(why)))
            }
            return .object(fields)
        }
        var line: [(String, JSONValue)] = [
            ("t", .double(time)), ("scene", .string(scene.kind.rawValue)), ("tracks", .array(tracks)),
        ]
        let others = scene.traceFields
        if !others.isEmpty { line.append(("components", .object(others))) }
        return JSONValue.object(line).encoded
    }
}
