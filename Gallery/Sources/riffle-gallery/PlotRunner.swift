import GalleryCore
import GalleryRender

/// `--plot DIR`: each preset's motion curves (seed and iOS) as DIR/motion-<preset>.png.
enum PlotRunner {
    /// Renders every preset and returns the process exit status.
    static func run(_ options: GalleryOptions, directory: String) -> Int32 {
        guard makeDirectories(directory) else {
            printError("riffle-gallery: error: cannot create the plot directory '\(directory)'")
            return 1
        }
        for preset in MotionPlot.presets() {
            let plot = MotionPlot(
                name: preset.name, title: preset.title, settings: preset.settings, count: preset.count)
            let path = directory + "/motion-" + plot.name + ".png"
            do {
                let target = try OffscreenTarget(size: MotionPlot.size, scale: options.scale)
                plot.draw(on: target.canvas)
                try target.savePNG(path)
            } catch {
                printError("riffle-gallery: error: \(error)")
                return 1
            }
            print(path)
        }
        return 0
    }
}
