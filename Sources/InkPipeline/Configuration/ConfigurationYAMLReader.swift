import InkModel
import Yams

/// Reads the YAML node tree of a configuration-set file into `PipelineConfiguration`s,
/// checking every key and value (the schema is documented on `PipelineConfigurationSet`).
struct ConfigurationYAMLReader {
    let source: String
    /// The filters and smoothers `kind:` may name.
    let stages: StageRegistry
    /// The renderers `renderer:` may name.
    let renderers: [String]
    /// The configuration being read, named in errors.
    var configuration: String?

    func fail(_ node: Node?, _ message: String) -> PipelineConfigurationError {
        PipelineConfigurationError(source: source, line: node?.mark?.line, configuration: configuration, message: message)
    }

    /// The set-level profile name (`profile:`, a built-in `DeviceProfile`), or nil.
    func readProfile(_ root: Node?) throws(PipelineConfigurationError) -> String? {
        guard let node = root?.mapping?["profile"] else { return nil }
        let name = try text(node, key: "profile")
        guard DeviceProfile.named(name) != nil else {
            let known = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
            throw fail(node, "unknown profile '\(name)' (known: \(known))")
        }
        return name
    }

    func readSet(_ root: Node?) throws(PipelineConfigurationError) -> [PipelineConfiguration] {
        guard let root, let mapping = root.mapping else {
            throw fail(root, "expected a mapping with a 'configurations' list")
        }
        try checkKeys(mapping, node: root, allowed: ["profile", "thresholds", "configurations"], what: "the file")
        guard let listNode = mapping["configurations"], let list = listNode.sequence else {
            throw fail(root, "'configurations' must be a list of configurations")
        }
        if list.isEmpty { throw fail(listNode, "'configurations' is empty") }
        var result: [PipelineConfiguration] = []
        var firstLine: [String: Int] = [:]
        for item in list {
            var reader = self
            let configuration = try reader.readConfiguration(item)
            if let line = firstLine[configuration.name] {
                throw reader.fail(item, "name declared twice in this file (first on line \(line))")
            }
            firstLine[configuration.name] = item.mark?.line ?? 0
            result.append(configuration)
        }
        return result
    }

    mutating func readConfiguration(_ node: Node) throws(PipelineConfigurationError) -> PipelineConfiguration {
        guard let mapping = node.mapping else { throw fail(node, "each configuration must be a mapping") }
        guard let nameNode = mapping["name"], let name = nameNode.scalar?.string, !name.isEmpty else {
            throw fail(node, "a configuration needs a non-empty 'name'")
        }
        if name.contains(where: { $0.isWhitespace || $0 == "/" }) {
            throw fail(nameNode, "name '\(name)' must not contain spaces or '/'")
        }
        configuration = name
        try checkKeys(
            mapping, node: node,
            allowed: ["name", "summary", "geometry", "filters", "smoother", "coalesced", "updates", "prediction", "prediction-horizon", "redraw", "renderer", "pipeline"],
            what: "a configuration"
        )
        let external = try mapping["pipeline"].map { node throws(PipelineConfigurationError) in try readExternalPipeline(node, configuration: mapping) }
        let geometry: GeometryMode
        if external != nil {
            geometry = .incremental
        } else {
            guard let geometryNode = mapping["geometry"] else { throw fail(node, "missing 'geometry' (naive or incremental)") }
            geometry = try choice(geometryNode, key: "geometry")
        }
        var filters: [FilterSpec] = []
        if let filtersNode = mapping["filters"] {
            guard let list = filtersNode.sequence else { throw fail(filtersNode, "'filters' must be a list") }
            for (index, filterNode) in list.enumerated() {
                filters.append(try readFilter(filterNode, position: index + 1))
            }
        }
        let smoother = try mapping["smoother"].map { node throws(PipelineConfigurationError) in try readSmoother(node) } ?? .straight
        let horizon = try readPredictionHorizon(mapping["prediction-horizon"])
        return PipelineConfiguration(
            name: name,
            summary: try mapping["summary"].map { node throws(PipelineConfigurationError) in try text(node, key: "summary") } ?? "",
            geometry: geometry,
            filters: filters,
            smoother: smoother,
            coalesced: try mapping["coalesced"].map { node throws(PipelineConfigurationError) in try flag(node, key: "coalesced") } ?? true,
            updates: try mapping["updates"].map { node throws(PipelineConfigurationError) in try flag(node, key: "updates") } ?? true,
            prediction: try mapping["prediction"].map { node throws(PipelineConfigurationError) in try readPrediction(node) } ?? .none,
            predictionHorizon: horizon.horizon,
            predictsToPresentation: horizon.toPresentation,
            redraw: try mapping["redraw"].map { node throws(PipelineConfigurationError) in try choice(node, key: "redraw") } ?? .displayLink,
            renderer: try mapping["renderer"].map { node throws(PipelineConfigurationError) in try readRenderer(node) },
            external: external
        )
    }

    /// `renderer:`, one of `renderers`.
    func readRenderer(_ node: Node) throws(PipelineConfigurationError) -> RendererMode {
        guard let name = node.scalar?.string, renderers.contains(name) else {
            throw fail(node, "'renderer' must be one of \(renderers.joined(separator: ", ")) (got \(node.scalar?.string ?? "a non-scalar"))")
        }
        return RendererMode(rawValue: name)
    }

    /// `prediction: none` or a predictor spec (checked against the catalog by whoever builds it);
    /// `prediction: {exec: [WORD, …]}` is the external predictor `exec:` with those words
    /// (`CommandWords.join`).
    func readPrediction(_ node: Node) throws(PipelineConfigurationError) -> PredictionSource {
        if let mapping = node.mapping {
            guard mapping.count == 1, let words = mapping["exec"]?.sequence, !words.isEmpty else {
                throw fail(node, "'prediction' as a mapping must be {exec: [command, argument, …]} (an external predictor)")
            }
            var argv: [String] = []
            for word in words {
                guard let text = word.scalar?.string else { throw fail(word, "'prediction: {exec: …}' takes a list of words") }
                argv.append(text)
            }
            return .predictor("exec:" + CommandWords.join(argv))
        }
        guard let text = node.scalar?.string, !text.isEmpty else {
            throw fail(node, "'prediction' must be none or a predictor name (see 'inkbench list predictors')")
        }
        return text == "none" ? .none : .predictor(text)
    }

    /// `prediction-horizon`: milliseconds (`ValueRange.predictionHorizonMilliseconds`), as
    /// seconds; or `auto` / `auto:MS`, predictions to the expected presentation, at most MS.
    func readPredictionHorizon(_ node: Node?) throws(PipelineConfigurationError) -> (horizon: Double?, toPresentation: Bool) {
        guard let node else { return (nil, false) }
        let range = ValueRange.predictionHorizonMilliseconds
        if let text = node.scalar?.string, text == "auto" || text.hasPrefix("auto:") {
            guard text != "auto" else { return (nil, true) }
            guard let cap = Double(text.dropFirst(5)), range.contains(cap) else {
                throw fail(node, "'prediction-horizon' auto:MS takes a cap in \(range) (got \(text))")
            }
            return (cap / 1000, true)
        }
        guard let milliseconds = node.float, range.contains(milliseconds) else {
            throw fail(node, "'prediction-horizon' must lie in \(range), or be auto or auto:MS (got \(node.scalar?.string ?? "a non-scalar"))")
        }
        return (milliseconds / 1000, false)
    }

    func readFilter(_ node: Node, position: Int) throws(PipelineConfigurationError) -> FilterSpec {
        guard let mapping = node.mapping, let kind = mapping["kind"]?.scalar?.string else {
            throw fail(node, "filter \(position) must be a mapping with a 'kind'")
        }
        guard let component = stages.filter(kind) else {
            throw fail(node, "filter \(position): unknown kind '\(kind)' (known: \(stages.filters.map(\.kind).joined(separator: ", ")))")
        }
        return try read(component, mapping: mapping, node: node)
    }

    func readSmoother(_ node: Node) throws(PipelineConfigurationError) -> SmootherSpec {
        guard let mapping = node.mapping, let kind = mapping["kind"]?.scalar?.string else {
            throw fail(node, "'smoother' must be a mapping with a 'kind'")
        }
        guard let component = stages.smoother(kind) else {
            throw fail(node, "unknown smoother kind '\(kind)' (known: \(stages.smoothers.map(\.kind).joined(separator: ", ")))")
        }
        return try read(component, mapping: mapping, node: node)
    }

    /// Checks the stage's keys against those `component` takes, then lets it read them.
    private func read<Spec>(_ component: StageComponent<Spec>, mapping: Node.Mapping, node: Node) throws(PipelineConfigurationError) -> Spec {
        try checkKeys(mapping, node: node, allowed: ["kind"] + component.parameters.map(\.key), what: component.kind)
        var reader = StageParameterReader(yaml: self, mapping: mapping, node: node, kind: component.kind, parameters: component.parameters)
        return try component.read(&reader)
    }

    func checkKeys(_ mapping: Node.Mapping, node: Node, allowed: [String], what: String) throws(PipelineConfigurationError) {
        for (key, _) in mapping {
            guard let name = key.scalar?.string else { throw fail(key, "keys must be plain names") }
            if !allowed.contains(name) {
                throw fail(key, "unknown key '\(name)' in \(what) (known: \(allowed.joined(separator: ", ")))")
            }
        }
    }

    func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, key: String) throws(PipelineConfigurationError) -> Value
    where Value.RawValue == String {
        let known = Value.allCases.map(\.rawValue)
        guard let raw = node.scalar?.string, let value = Value(rawValue: raw) else {
            throw fail(node, "'\(key)' must be one of \(known.joined(separator: ", ")) (got \(node.scalar?.string ?? "a non-scalar"))")
        }
        return value
    }

    func flag(_ node: Node, key: String) throws(PipelineConfigurationError) -> Bool {
        switch node.scalar?.string {
        case "true": true
        case "false": false
        default: throw fail(node, "'\(key)' must be true or false (got \(node.scalar?.string ?? "a non-scalar"))")
        }
    }

    func text(_ node: Node, key: String) throws(PipelineConfigurationError) -> String {
        guard let value = node.scalar?.string else { throw fail(node, "'\(key)' must be text") }
        return value
    }

    func integer(_ node: Node?, key: String, default value: Int) throws(PipelineConfigurationError) -> Int {
        guard let node else { return value }
        guard let parsed = node.int else {
            throw fail(node, "'\(key)' must be a whole number (got \(node.scalar?.string ?? "a non-scalar"))")
        }
        return parsed
    }

    func number(_ node: Node?, key: String, default value: Double) throws(PipelineConfigurationError) -> Double {
        guard let node else { return value }
        guard let parsed = node.float, parsed.isFinite else {
            throw fail(node, "'\(key)' must be a finite number (got \(node.scalar?.string ?? "a non-scalar"))")
        }
        return parsed
    }
}
