import InkMetrics
import InkModel

extension RunReport {
    /// The first value of a decoded report outside the range the command line and the run that
    /// wrote it keep to, naming the field as a JSON path, or nil. A report from elsewhere is held
    /// to the same ranges as `inkbench run`'s options and a trace's profile:
    ///
    /// - `cost.cpuScale` in (0, 1000], `cost.commitLeadSeconds` in 0…1 s, `cost.repetitions` ≥ 1,
    ///   `cost.timerOverheadSeconds` ≥ 0;
    /// - every trace's profile number in its `ProfileField` range (display rate (0, 10000] Hz, …),
    ///   its sample, stroke and update counts ≥ 0 and its duration ≥ 0;
    /// - in every run: counts (whole numbers) ≥ 0, a count out of a total at most the total with
    ///   its rate in 0…1, and every distribution of measurements (lags, costs, distances) ≥ 0;
    /// - `renders[].file` a picture in the report's `renders/` folder (`renders/NAME.png`), the
    ///   only files index.html links besides its own.
    public func rangeProblem() -> String? {
        if let problem = ValueRange.cpuScale.problem("cost.cpuScale", cost.cpuScale)
            ?? ValueRange.commitLeadSeconds.problem("cost.commitLeadSeconds", cost.commitLeadSeconds) {
            return problem
        }
        if cost.repetitions < 1 { return "cost.repetitions \(cost.repetitions) is less than 1" }
        if !(cost.timerOverheadSeconds >= 0) { return "cost.timerOverheadSeconds \(cost.timerOverheadSeconds) is negative" }
        for (index, trace) in traces.enumerated() {
            let path = "traces[\(index)]"
            for (name, count) in [("samples", trace.samples), ("strokes", trace.strokes), ("updates", trace.updates)] where count < 0 {
                return "\(path).\(name) \(count) is negative"
            }
            if !(trace.durationSeconds >= 0) { return "\(path).durationSeconds \(trace.durationSeconds) is negative" }
            if let problem = trace.profile.rangeProblem() { return "\(path).profile.\(problem)" }
            for (resultIndex, result) in trace.results.enumerated() {
                for (runIndex, run) in result.runs.enumerated() {
                    if let problem = Self.measurementProblem(run, path: "\(path).results[\(resultIndex)].runs[\(runIndex)]") { return problem }
                }
            }
        }
        for (index, render) in (renders ?? []).enumerated() where !DebugRender.isPicturePath(render.file) {
            return "renders[\(index)].file '\(render.file.prefix(80))' is not a picture in renders/ (renders/NAME.png)"
        }
        return nil
    }

    /// The first count, count out of a total or distribution in `value` (walked field by field)
    /// that no run can produce.
    static func measurementProblem(_ value: Any, path: String) -> String? {
        switch value {
        case let count as Int:
            return count < 0 ? "\(path) \(count) is negative (a count)" : nil
        case let fraction as CountAndRate:
            if fraction.count < 0 || fraction.total < 0 || fraction.count > fraction.total {
                return "\(path) \(fraction.count) of \(fraction.total) is not a count out of its total"
            }
            return (0...1).contains(fraction.rate) ? nil : "\(path).rate \(fraction.rate) is not a fraction in 0…1"
        case let digest as DistributionDigest:
            if digest.count < 0 { return "\(path).count \(digest.count) is negative (a count)" }
            let values = [("min", digest.min), ("max", digest.max), ("mean", digest.mean), ("p50", digest.p50), ("p90", digest.p90), ("p99", digest.p99), ("p999", digest.p999)]
            for case let (name, number?) in values where !(number >= 0) {
                return "\(path).\(name) \(number) is negative (measurements\(digest.unit.isEmpty ? "" : " in \(digest.unit)") never are)"
            }
            return nil
        case is String, is Double, is Bool, is SignedDistributionDigest, is GrowthExponent:
            return nil
        default:
            let mirror = Mirror(reflecting: value)
            for (index, child) in mirror.children.enumerated() {
                let name: String
                switch mirror.displayStyle {
                case .collection: name = "\(path)[\(index)]"
                case .optional: name = path
                default: name = child.label.map { "\(path).\($0)" } ?? path
                }
                if let problem = measurementProblem(child.value, path: name) { return problem }
            }
            return nil
        }
    }
}

extension RunReport.ProfileRecord {
    /// The first number outside its `ProfileField` range, as `FIELD VALUE is outside …`.
    func rangeProblem() -> String? {
        let values: [(ProfileField, Double)] = [
            (.digitizerHz, digitizerHz), (.displayHz, displayHz), (.inputLatency, inputLatencySeconds), (.compositorFrames, Double(compositorFrames)),
            (.scanoutLatency, scanoutLatencySeconds), (.pointsPerMM, pointsPerMM), (.pixelScale, pixelScale),
            (.canvasWidth, canvasWidthPoints), (.canvasHeight, canvasHeightPoints),
        ]
        for (field, value) in values {
            let definition = field.definition
            if let problem = definition.range.problem(definition.reportName ?? definition.headerName, value) { return problem }
        }
        return nil
    }
}

extension RunReport.DebugRender {
    /// Whether `file` names a picture in the report's `renders/` folder: `renders/NAME.png`, NAME
    /// of letters, digits, `.`, `_` and `-`, not starting with a dot.
    public static func isPicturePath(_ file: String) -> Bool {
        guard file.hasPrefix("renders/"), file.hasSuffix(".png") else { return false }
        let name = file.dropFirst("renders/".count).dropLast(".png".count)
        return !name.isEmpty && name.first != "." && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }
}
