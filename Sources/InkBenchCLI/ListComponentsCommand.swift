import ArgumentParser
import InkModel
import InkPipeline

extension List {
    /// `inkbench list stages`: the filters and smoothers configurations can name.
    struct Stages: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Filters and smoothers a configuration's `filters:` and `smoother:` can name, and their keys.")

        func run() {
            let stages = ActiveComponents.current.stages
            let described: [(role: String, name: String, summary: String, parameters: [ComponentParameter])] =
                stages.filters.components.map { (FilterComponent.role, $0.name, $0.summary, $0.parameters) }
                + stages.smoothers.components.map { (SmootherComponent.role, $0.name, $0.summary, $0.parameters) }
            printTable(header: ["stage", "kind", "description"], rows: described.map { [$0.role, $0.name, $0.summary] })
            print("")
            let rows = described.flatMap { stage in
                stage.parameters.map { [stage.name, $0.key, $0.defaultValue, $0.range?.description ?? "", $0.meaning] }
            }
            printTable(header: ["kind", "key", "default", "range", "meaning"], rows: rows)
        }
    }

    /// `inkbench list costs`: the cost sources `--cost` can name.
    struct Costs: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Cost sources --cost can name (NAME or NAME:key=value), and their parameters.")

        func run() {
            let sources = ActiveComponents.current.costSources.components
            printTable(
                header: ["cost source", "deterministic", "calibration", "description"],
                rows: sources.map { source in
                    [source.name] + [ComponentCapabilities.deterministic, .needsCalibration].map { source.capabilities.contains($0) ? "yes" : "no" } + [source.summary]
                }
            )
            let rows = sources.flatMap { source in source.parameters.map { [source.name, $0.key, $0.defaultValue, $0.validValues, $0.meaning] } }
            guard !rows.isEmpty else { return }
            print("")
            printTable(header: ["cost source", "parameter", "default", "valid", "meaning"], rows: rows)
        }
    }

    /// `inkbench list renderers`: the frame renderers a configuration's `renderer:` can name.
    struct Renderers: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Frame renderers a configuration's `renderer:` can name.")

        func run() {
            printTable(header: ["renderer", "description"], rows: ActiveComponents.current.renderers.components.map { [$0.name, $0.summary] })
        }
    }

    /// `inkbench list formats`: the trace formats `--format` and `convert --to` can name.
    struct Formats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Trace formats: their names (--format, convert --to), file extensions, directions and reading options."
        )

        func run() {
            let formats = ActiveComponents.current.formats.components
            printTable(
                header: ["format", "extensions", "by content", "reads", "writes", "options", "description"],
                rows: formats.map { format in
                    [
                        format.name, format.fileExtensions.map { ".\($0)" }.joined(separator: " "), format.recognizesContent ? "yes" : "no",
                        format.capabilities.contains(.reads) ? "yes" : "no", format.capabilities.contains(.writes) ? "yes" : "no",
                        format.options.map { "--\($0.rawValue)" }.joined(separator: " "), format.summary,
                    ]
                }
            )
        }
    }
}
