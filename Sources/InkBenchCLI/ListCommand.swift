import ArgumentParser
import Foundation
import InkModel
import InkRun
import InkSynth

/// `inkbench list`: what is built in.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List profiles, shapes, datasets, pipeline configurations, or the predictors, stages, cost sources, renderers and trace formats they can name.",
        discussion: """
            Examples:
              inkbench list profiles
              inkbench list profiles --keys      # the names --set accepts
              inkbench list datasets --names     # one name a line, for scripts
              inkbench list configs
            """,
        subcommands: [Profiles.self, Shapes.self, Datasets.self, Configs.self, Predictors.self, Stages.self, Costs.self, Renderers.self, Formats.self]
    )

    /// `inkbench list profiles`.
    struct Profiles: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Device profiles and their values.")

        @Flag(help: "List the profile keys that --set KEY=VALUE overrides, with units.")
        var keys = false

        func run() {
            if keys {
                for (key, unit) in DeviceProfile.overridableKeys { print("\(key)  \(unit)") }
                return
            }
            let rows = DeviceProfile.builtIn.map { profile in
                [
                    profile.name, profile.touchType.rawValue, "\(Int(profile.digitizerHz)) Hz",
                    "\(Int(profile.displayHz)) Hz", "\(profile.pixelWidth)×\(profile.pixelHeight) px",
                    "\(formatted(profile.inputLatency * 1000)) ms", "\(profile.compositorFrames)",
                    profile.propertyUpdateDelay.map { "\(formatted($0.median * 1000)) ms" } ?? "none",
                ]
            }
            printTable(
                header: ["profile", "touch", "digitizer", "display", "canvas", "input latency", "compositor frames", "update delay"],
                rows: rows
            )
        }
    }

    /// `inkbench list shapes`.
    struct Shapes: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Shapes the synthesizer draws.")

        func run() {
            printTable(
                header: ["shape", "default speed", "description"],
                rows: Shape.allCases.map { [$0.rawValue, "\(formatted($0.defaultSpeed)) mm/s", $0.summary] }
            )
        }
    }

    /// `inkbench list datasets`.
    struct Datasets: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Built-in datasets (named synthesizer recipes).")

        @Flag(help: "Print only the names, one a line.")
        var names = false

        func run() {
            if names {
                BuiltInDataset.all.forEach { print($0.name) }
                return
            }
            printTable(
                header: ["dataset", "exemplar", "description", "recipe"],
                rows: BuiltInDataset.all.map { [$0.name, $0.isExemplar ? "yes" : "", $0.summary, $0.recipe.canonicalText] }
            )
        }
    }
}

/// A number with at most three decimals and no trailing zeros.
func formatted(_ value: Double) -> String {
    TextColumns.number(value)
}

/// Prints rows as left-aligned columns under a header.
func printTable(header: [String], rows: [[String]]) {
    for line in TextColumns.lines(header: header, rows: rows) { print(line) }
}

extension List {
    /// `inkbench list configs`.
    struct Configs: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Pipeline configurations: the built-in sets and those of your configuration folder.")

        @Option(
            name: .customLong("configs"),
            help: ArgumentHelp("Folder of your own configuration sets, laid over the built-in ones (default: $INKBENCH_CONFIGS, or ./configs when it has default.yaml).", valueName: "dir")
        )
        var folder: String?

        func run() throws {
            let catalog = try ConfigurationOptions.resolver(folder: folder).catalog()
            printTable(
                header: ["configuration", "file", "pipeline"],
                rows: catalog.entries.map { [$0.configuration.name, ($0.source as NSString).lastPathComponent, $0.configuration.description] }
            )
        }
    }
}
