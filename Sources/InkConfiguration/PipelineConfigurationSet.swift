import Foundation
import InkPipeline
import Yams

/// The configurations declared in one YAML file (a *configuration set*, e.g.
/// `configs/default.yaml`).
///
/// Schema (every key checked; unknown keys are errors):
/// ```yaml
/// profile: ipad-pencil-60          # optional: the device profile the set is meant for
/// thresholds:                      # optional: what `inkbench compare` tolerates for this set's
///   noise: 2%                      #   reports, percentages or fractions; noise: every metric,
///   lag.p99: 5%                    #   METRIC: one (`inkbench compare --help`); see
///                                  #   `ComparisonThresholdSettings`
/// configurations:                  # required, a non-empty list
///   - name: incremental-smooth     # required, unique, no spaces or '/'
///     summary: "one line"          # optional text shown by `inkbench list configs`
///     geometry: incremental        # required: naive | incremental
///     coalesced: true              # optional, default true: coalesced samples enter
///     updates: true                # optional, default true: apply late property updates
///     prediction: none             # optional, default none: none | a predictor spec
///                                  #   (`inkbench list predictors`: kalman-ca, linear, recorded, …)
///     prediction-horizon: 16       # optional, ms in (0, 1000], default: the predictor's horizon cap
///     redraw: display-link         # optional, default display-link:
///                                  #   immediate | display-link | front-buffer
///     renderer: incremental        # optional, default: the geometry mode's: naive | incremental
///                                  #   (or a registered renderer's name)
///     filters:                     # optional, default []: applied in order, any subset
///       - { kind: savitzky-golay, window: 5, order: 3 }    # window odd 3…101 (default 5);
///                                                         # order 0…min(window−1, 10) (default 3)
///       - { kind: douglas-peucker, epsilon: 0.45, chunk: 64 } # epsilon ≥ 0 points (default 0.45);
///                                                         # chunk ≥ 2 or whole-stroke (default 64)
///       - { kind: distance-thinning, distance: 1.0 }       # distance ≥ 0 points (default 1)
///     smoother: { kind: antigrain, smoothness: 0.7 }       # optional, default { kind: straight };
///                   # straight | antigrain (smoothness 0…1, default 0.7)
///                   #          | catmull-rom (alpha 0…1, default 0.5)
///   - name: my-pipeline            # a pipeline in another program instead of geometry, filters,
///     pipeline:                    #   smoother and renderer (docs/external-protocol.md)
///       exec: [python3, my_pipeline.py]  # required: program and arguments, never run by a shell
///       timeout: 2                 # optional, seconds per callback in 0.001…3600 (default 10)
/// ```
/// Filter and smoother kinds are those of the `StageRegistry` the set is loaded with (the
/// built-ins above, plus any registered component with its own keys).
public struct PipelineConfigurationSet: Hashable, Sendable {
    /// The file path (or label) the set was read from.
    public var source: String
    /// The device profile the set names (`profile:`), or nil; resolved by the caller.
    public var profile: String?
    /// The `thresholds:` section, or nil when the file has none.
    public var thresholds: ComparisonThresholdSettings?
    /// The configurations in file order.
    public var configurations: [PipelineConfiguration]

    public init(
        source: String, profile: String? = nil, thresholds: ComparisonThresholdSettings? = nil, configurations: [PipelineConfiguration]
    ) {
        self.source = source
        self.profile = profile
        self.thresholds = thresholds
        self.configurations = configurations
    }

    /// Reads and checks the set in the YAML file at `path`; filters and smoothers are looked up
    /// in `stages`, renderer names in `renderers`.
    public static func load(
        path: String, stages: StageRegistry, renderers: [String]
    ) throws(PipelineConfigurationError) -> PipelineConfigurationSet {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw PipelineConfigurationError(source: path, message: "cannot read the file (\(error.localizedDescription))")
        }
        return try load(yaml: text, source: path, stages: stages, renderers: renderers)
    }

    /// Reads and checks the set in `yaml`; `source` names it in errors; filters and smoothers are
    /// looked up in `stages`, renderer names in `renderers`.
    public static func load(
        yaml: String, source: String, stages: StageRegistry, renderers: [String]
    ) throws(PipelineConfigurationError) -> PipelineConfigurationSet {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw syntaxError(error, source: source)
        } catch {
            throw PipelineConfigurationError(source: source, message: "not valid YAML (\(error))")
        }
        let reader = ConfigurationYAMLReader(source: source, stages: stages, renderers: renderers, configuration: nil)
        let configurations = try reader.readSet(root)
        return PipelineConfigurationSet(
            source: source, profile: try reader.readProfile(root), thresholds: try reader.readThresholds(root), configurations: configurations
        )
    }

    /// The configuration called `name`, or nil.
    public func configuration(named name: String) -> PipelineConfiguration? {
        configurations.first { $0.name == name }
    }

    /// Yams' multi-line parser errors as one line with the file and line number.
    private static func syntaxError(_ error: YamlError, source: String) -> PipelineConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return PipelineConfigurationError(source: source, line: mark.line, message: "YAML syntax: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return PipelineConfigurationError(
                source: source, line: context.mark.line, message: "YAML: duplicate key \(duplicates.joined(separator: ", ")) in one mapping"
            )
        default:
            let firstLine = String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable"
            return PipelineConfigurationError(source: source, message: "YAML: \(firstLine)")
        }
    }
}
