import Foundation
import InkConfiguration
import InkPipeline

/// The configuration sets shipped in the package's `configs/` folder.
enum ShippedConfigurations {
    /// `configs/` of this package (found from this source file's location).
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("configs").path

    static func catalog() throws -> PipelineCatalog {
        try PipelineCatalog.load(directory: directory, stages: .builtIn, renderers: RendererMode.builtInNames)
    }
}
