import InkModel

/// The catalog entry of `by-kind`, its defaults being the shipped choice per kind (round 6).
enum TouchKindCatalogEntry {
    /// The shipped predictor for pens and for fingers, as `by-kind`'s parameters write them.
    static let shippedPen = "kalman-mix"
    static let shippedFinger = "kalman-steady"

    static let entry = PredictorCatalog.Entry(
        name: "by-kind",
        summary: "one predictor for pens, another for fingers, chosen per touch by its kind; shipped: \(shippedPen) for pens, \(shippedFinger) for fingers",
        parameters: [
            .init(key: "pen", defaultValue: shippedPen, meaning: "the predictor of stylus touches (name, or name:key=value;key=value)", freeForm: "a predictor spec, ';' between its parameters"),
            .init(key: "finger", defaultValue: shippedFinger, meaning: "the predictor of finger touches (name, or name:key=value;key=value)", freeForm: "a predictor spec, ';' between its parameters"),
        ]
    ) { reader, limits throws(PredictorSpecError) in
        let pen = try reader.part(reader.text("pen", default: shippedPen), key: "pen", wrapper: "by-kind", limits: limits)
        let finger = try reader.part(reader.text("finger", default: shippedFinger), key: "finger", wrapper: "by-kind", limits: limits)
        return TouchKindPredictor(pen: pen, finger: finger, limits: limits)
    }
}
