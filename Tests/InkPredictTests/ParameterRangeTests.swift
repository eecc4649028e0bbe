import InkModel
import Testing
@testable import InkPredict

/// Every numeric predictor parameter documents a range (`PredictorCatalog.Parameter.range`,
/// printed by `inkbench list predictors`) and its reader enforces exactly that range.
@Suite("Predictor parameters: documented ranges, enforced")
struct ParameterRangeTests {
    /// Every (predictor, parameter) pair, the shared limits included.
    static let pairs: [(String, PredictorCatalog.Parameter)] = PredictorCatalog.entries
        .filter { $0.name != "recorded" }
        .flatMap { entry in (entry.parameters + PredictorCatalog.limitParameters).map { (entry.name, $0) } }

    /// Each value of `kalman-mix`'s `probes` list is held to (0, 1000] ms by its builder
    /// (`ExpertMixTests`).
    @Test("every parameter but the names of wrapped predictors and kalman-mix's probe list has a range or a list of words")
    func documented() {
        for (name, parameter) in Self.pairs where !["inner", "near", "far", "experts", "probes", "pen", "finger"].contains(parameter.key) {
            #expect(parameter.range != nil || !parameter.words.isEmpty, "\(name) \(parameter.key)")
        }
    }

    @Test("values beyond each bound are refused naming the range; the bounds and the default are taken", arguments: pairs.map { "\($0.0) \($0.1.key)" })
    func enforced(pair: String) throws {
        let (name, parameter) = try #require(Self.pairs.first { "\($0.0) \($0.1.key)" == pair })
        guard let range = parameter.range else { return }
        let outside = [range.upperBound * 2 + 1, range.excludesLowerBound ? range.lowerBound : range.lowerBound - 1]
        for value in outside {
            let text = ValueRange.format(value)
            let error = #expect(throws: PredictorSpecError.self) { try PredictorCatalog.make(parsing: "\(name):\(parameter.key)=\(text)") }
            #expect(error?.description == "predictor '\(name):\(parameter.key)=\(text)': \(parameter.key)=\(text) must lie in \(range)")
        }
        #expect(throws: Never.self) { try PredictorCatalog.make(parsing: "\(name):\(parameter.key)=\(ValueRange.format(range.upperBound))") }
        if let defaultValue = Double(parameter.defaultValue) { #expect(range.contains(defaultValue), "\(pair) default") }
    }

    @Test("the cases of issue 12: interval-smoothing 2, horizon-cap 1e308, a turn over 180°, a NUL in a number")
    func issueCases() {
        for (text, message) in [
            ("kalman-ca:interval-smoothing=2", "interval-smoothing=2 must lie in 0…1"),
            ("linear:horizon-cap=1e308", "horizon-cap=1e308 must lie in (0, 1000] ms"),
            ("kalman-ca:turn-threshold=200", "turn-threshold=200 must lie in 0…180 °"),
            ("linear:reset-gap=10\0x", "reset-gap=10\0x is not a number"),
        ] {
            let error = #expect(throws: PredictorSpecError.self) { try PredictorCatalog.make(parsing: text) }
            #expect(error?.message == message)
        }
        #expect(throws: Never.self) { try PredictorCatalog.make(parsing: "kalman-ca:turn-threshold=off") }
        #expect(PredictionLimits.maximumHorizon == 1)
    }
}
