import GalleryCore
import Glibc

// riffle-gallery: the Riffle scenes in an SDL2 window, or headless on a virtual clock.

let arguments = Array(CommandLine.arguments.dropFirst())
let options: GalleryOptions
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
] {
    if let path, let problem = OutputFileCheck.problem(with: path) {
        printError("riffle-gallery: error: \(option): cannot write '\(path)': \(problem)")
        exit(2)
    }
}

if let directory = options.plotDirectory { exit(PlotRunner.run(options, directory: directory)) }

var script = GestureScript(events: [])
if let path = options.replayPath {
    guard let text = readTextFile(path) else {
        printError("riffle-gallery: error: cannot read the script '\(path)'")
        exit(2)
    }
    do {
        script = try GestureScript.parse(text)
    } catch {
        printError("riffle-gallery: error: \(path): line \(error.line): \(error.message)")
        exit(2)
    }
}

if options.headless {
    exit(HeadlessRunner.run(options, script: script))
} else {
    exit(WindowApp.run(options, script: script))
}
