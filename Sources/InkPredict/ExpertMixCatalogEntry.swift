import InkModel

/// The catalog entry of `kalman-mix`, its parameters' defaults being `shipped` and
/// `ExpertMixPredictor.defaultExperts`.
enum ExpertMixCatalogEntry {
    static let shippedExperts = ExpertMixPredictor.defaultExperts.joined(separator: "|")
    static let shipped = ExpertMixPredictor.Settings()

    static let entry = PredictorCatalog.Entry(
        name: "kalman-mix",
        summary: "the default: four Kalman predictors averaged, each weighted by its recent miss on this touch at that horizon",
        parameters: [
            .init(key: "experts", defaultValue: shippedExperts, meaning: "the predictors mixed, '|' between them (name, or name:key=value;key=value)",
                  freeForm: "predictor specs separated by '|'"),
            .init(key: "probes", defaultValue: shipped.probeHorizons.map { milliseconds($0) }.joined(separator: "|"),
                  meaning: "horizons each expert is scored at, ms, ascending, '|' between them", freeForm: "milliseconds separated by '|'"),
            .init(key: "memory", defaultValue: "\(shipped.memory)", meaning: "weight of each newly scored miss in an expert's average", range: ValueRange(0.001, 1)),
            .init(key: "sharpness", defaultValue: "\(shipped.sharpness)", meaning: "weight = (recent miss + error-floor)^-sharpness (0: plain average)", range: ValueRange(0, 20)),
            .init(key: "error-floor", defaultValue: "\(shipped.errorFloor)", meaning: "added to each recent miss before weighting, pt", range: ValueRange(0.001, 1000)),
            .init(key: "warmup", defaultValue: "\(shipped.warmup)", meaning: "scored probes per expert and horizon before weights follow the misses",
                  range: ValueRange(0, 1000, wholeNumbers: true)),
        ]
    ) { reader, limits throws(PredictorSpecError) in
        var settings = shipped
        settings.memory = try reader.number("memory", default: shipped.memory)
        settings.sharpness = try reader.number("sharpness", default: shipped.sharpness)
        settings.errorFloor = try reader.number("error-floor", default: shipped.errorFloor)
        settings.warmup = try reader.count("warmup", default: shipped.warmup)
        let probesText = reader.text("probes", default: shipped.probeHorizons.map { milliseconds($0) }.joined(separator: "|"))
        var probes: [Double] = []
        for word in probesText.split(separator: "|", omittingEmptySubsequences: false) {
            guard let value = Double(wholeToken: String(word).trimmingSpaces), value.isFinite, value > 0, value <= 1000, (probes.last ?? 0) < value / 1000 else {
                throw reader.problem("probes=\(probesText): each probe must be a number of ms in (0, 1000], ascending")
            }
            probes.append(value / 1000)
        }
        settings.probeHorizons = probes
        let expertsText = reader.text("experts", default: shippedExperts)
        var experts: [any TouchPredictor] = []
        for written in expertsText.split(separator: "|", omittingEmptySubsequences: false) {
            experts.append(try reader.part(String(written).trimmingSpaces, key: "experts", wrapper: "kalman-mix", limits: limits))
        }
        return ExpertMixPredictor(experts: experts, settings: settings, limits: limits)
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let value = seconds * 1000
        return value == value.rounded() ? String(Int(value.rounded())) : String(value)
    }
}
