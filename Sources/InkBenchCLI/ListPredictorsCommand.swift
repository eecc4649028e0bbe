import ArgumentParser
import InkPredict

extension List {
    /// `inkbench list predictors`.
    struct Predictors: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Touch predictors and their parameters (name:key=value,…).")

        @Flag(help: "Print only the names, one a line.")
        var names = false

        func run() {
            let catalog = ActiveComponents.current.predictors
            if names {
                catalog.names.forEach { print($0) }
                return
            }
            printTable(header: ["predictor", "description"], rows: catalog.components.map { [$0.name, $0.summary] })
            print("")
            var rows: [[String]] = []
            for entry in catalog.components {
                for parameter in entry.parameters { rows.append([entry.name, parameter.key, parameter.defaultValue, parameter.validValues, parameter.meaning]) }
            }
            for parameter in PredictorCatalog.limitParameters {
                rows.append(["(every predictor)", parameter.key, parameter.defaultValue, parameter.validValues, parameter.meaning])
            }
            printTable(header: ["predictor", "parameter", "default", "valid", "meaning"], rows: rows)
        }
    }
}
