import InkModel

extension PredictorContext {
    /// A predictor written inside another's parameter (`kalman-blend`'s `near`, `kalman-mix`'s
    /// `experts`): `name` or `name:key=value;key=value` (`;` between its own parameters, since `,`
    /// separates the outer ones), built from `predictors` with the outer predictor's `limits`
    /// unless it sets its own. `key` and `written` name it in errors, reported as the outer
    /// predictor's (`reader`). Predictors that do not predict from the samples alone (`recorded`,
    /// `exec:`) and `wrapper` itself are refused.
    func part(_ written: String, key: String, wrapper: String, reader: ComponentParameterReader) throws(ComponentSpecError) -> any TouchPredictor {
        var part: ComponentSpec
        do throws(ComponentSpecError) {
            part = try ComponentSpec(parsing: written.split(separator: ";", omittingEmptySubsequences: false).joined(separator: ","), role: PredictorComponent.role)
        } catch {
            throw reader.problem("\(key)=\(written): \(error.message)")
        }
        guard part.name != wrapper, predictors.component(named: part.name)?.predictsFromSamples ?? true else {
            throw reader.problem("\(key)=\(part.name) cannot be used inside \(wrapper) (choose a built-in predictor that uses the samples)")
        }
        for (limit, value) in [("horizon-cap", limits.horizonCap), ("reset-gap", limits.resetGap)] where part.parameters[limit] == nil {
            part.parameters[limit] = String(value * 1000)
        }
        do throws(ComponentSpecError) {
            return try predictors.make(part)
        } catch {
            throw reader.problem("\(key)=\(written): \(error.message)")
        }
    }
}
