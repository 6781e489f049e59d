import GalleryCore
import Glibc
import Riffle

// riffle-gallery: the Riffle scenes in an SDL2 window, or headless on a virtual clock.

let arguments = Array(CommandLine.arguments.dropFirst())
var options: GalleryOptions
do {
    options = try GalleryOptions.parse(arguments)
} catch {
    printError("riffle-gallery: error: \(error.message)")
    printError("Run 'riffle-gallery --help' for the options.")
    exit(2)
}
if options.help {
    print(GalleryOptions.usage)
    exit(0)
}
// Files written at the end are checked first: a missing directory is a usage error, not a failure after the run.
for (option, path) in [
    ("--state-file", options.stateFile), ("--screenshot", options.screenshotPath), ("--trace", options.traceFile),
    ("--record", options.recordPath),
] {
    if let path, let problem = OutputFileCheck.problem(with: path) {
        printError("riffle-gallery: error: \(option): cannot write '\(path)': \(problem)")
        exit(2)
    }
}

if let directory = options.plotDirectory { exit(PlotRunner.run(options, directory: directory)) }

var script = GestureScript(events: [])
// A recorded window session (a recording with frame lines) replays frame by frame; anything else is a script.
var session: Recording?
if let path = options.replayPath {
    guard let text = readTextFile(path) else {
        printError("riffle-gallery: error: cannot read the script '\(path)'")
        exit(2)
    }
    do {
        if let recording = try SessionReplay.parse(text) {
            // The header builds the recorded gallery; what the command line says wins.
            let base = try GalleryOptions(recordingHeader: recording.header, text: text)
            session = recording
            do {
                options = try GalleryOptions.parse(arguments, over: base)
            } catch {
                printError("riffle-gallery: error: \(error.message)")
                exit(2)
            }
        } else {
            script = try GestureScript.parse(text)
        }
    } catch {
        printError("riffle-gallery: error: \(path): line \(error.line): \(error.message)")
        exit(2)
    }
}
if session != nil && options.recordPath != nil {
    printError("riffle-gallery: error: --record cannot record the replay of a recorded session")
    exit(2)
}

if options.headless {
    exit(HeadlessRunner.run(options, script: script, session: session))
} else {
    exit(WindowApp.run(options, script: script, session: session))
}
