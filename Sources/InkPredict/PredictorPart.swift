import InkModel

extension PredictorParameterReader {
    /// A predictor written inside another's parameter (`kalman-blend`'s `near`, `kalman-mix`'s
    /// `experts`): `name` or `name:key=value;key=value` (`;` between its own parameters, since `,`
    /// separates the outer ones), built from this reader's catalog with the outer predictor's
    /// `limits` unless it sets its own. `key` and `written` name it in errors. Predictors that do
    /// not work from the samples alone (`recorded`, `exec:`) and `wrapper` itself are refused.
    mutating func part(_ written: String, key: String, wrapper: String, limits: PredictionLimits) throws(PredictorSpecError) -> any TouchPredictor {
        var part: PredictorSpec
        do throws(PredictorSpecError) {
            part = try PredictorSpec(parsing: written.split(separator: ";", omittingEmptySubsequences: false).joined(separator: ","))
        } catch {
            throw problem("\(key)=\(written): \(error.message)")
        }
        guard part.name != wrapper, catalog.entry(named: part.name)?.predictsFromSamples ?? true else {
            throw problem("\(key)=\(part.name) cannot be used inside \(wrapper) (choose a built-in predictor that uses the samples)")
        }
        for (limit, value) in [("horizon-cap", limits.horizonCap), ("reset-gap", limits.resetGap)] where part.parameters[limit] == nil {
            part.parameters[limit] = String(value * 1000)
        }
        do throws(PredictorSpecError) {
            return try catalog.make(part)
        } catch {
            throw problem("\(key)=\(written): \(error.message)")
        }
    }
}
