import InkModel

/// The catalog entry of `kalman-blend`, its parameters' defaults being the shipped settings.
enum HorizonBlendCatalogEntry {
    static let entry = PredictorComponent(
        name: "kalman-blend",
        summary: "two predictors mixed by horizon; shipped: chromium-kalman up to 4 ms, androidx-kalman's share rising to half by 16 ms",
        parameters: [
            .init(key: "near", defaultValue: "chromium-kalman", meaning: "the predictor alone up to blend-from (name, or name:key=value;key=value)", freeForm: "a predictor spec, ';' between its parameters"),
            .init(key: "far", defaultValue: "androidx-kalman", meaning: "the predictor blended in from blend-from (name, or name:key=value;key=value)", freeForm: "a predictor spec, ';' between its parameters"),
            .init(key: "far-weight", defaultValue: "\(shipped.farWeight)", meaning: "the far predictor's share from blend-to on", range: ValueRange(0, 1)),
            .init(key: "blend-from", defaultValue: "\(shipped.blendFrom * 1000)", meaning: "horizon up to which the near predictor answers alone, ms", range: ValueRange(0, 1000, unit: "ms")),
            .init(key: "blend-to", defaultValue: "\(shipped.blendTo * 1000)", meaning: "horizon from which the share is full, ms (at or below blend-from: full from blend-from)", range: ValueRange(0, 1000, unit: "ms")),
        ]
    ) { reader, context throws(ComponentSpecError) in
        var settings = shipped
        settings.farWeight = try reader.number("far-weight", default: shipped.farWeight)
        settings.blendFrom = try reader.milliseconds("blend-from", defaultSeconds: shipped.blendFrom)
        settings.blendTo = try reader.milliseconds("blend-to", defaultSeconds: shipped.blendTo)
        var parts: [any TouchPredictor] = []
        for (key, fallback) in [("near", "chromium-kalman"), ("far", "androidx-kalman")] {
            parts.append(try context.part(reader.text(key, default: fallback), key: key, wrapper: "kalman-blend", reader: reader))
        }
        return HorizonBlendPredictor(settings: settings, near: parts[0], far: parts[1], limits: context.limits)
    }

    /// The shipped settings (`HorizonBlendPredictor.Settings`' defaults).
    static let shipped = HorizonBlendPredictor.Settings()
}
