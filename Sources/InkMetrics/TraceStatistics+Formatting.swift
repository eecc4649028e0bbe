import Foundation

extension TraceStatistics {
    /// JSON of every field (see the type's documentation), keys sorted and pretty-printed so the
    /// output is stable and diffable. Throws only if a value is not finite.
    package func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Human-readable lines "key: value unit", values aligned in one column. Times of a sample's
    /// scale are shown in milliseconds, the duration in seconds; fields that do not apply say "n/a"
    /// or are left out (force, altitude, predictions, ground truth).
    package func formattedLines() -> [String] {
        var rows: [(String, String)] = [
            ("profile", profile),
            ("source", source.isEmpty ? sourceKind : "\(sourceKind) (\(source))"),
            ("duration", "\(Self.number(durationSeconds, digits: 3)) s"),
            ("strokes", strokesText),
            ("samples", "\(sampleCount)"),
            ("sample interval", medianSampleIntervalSeconds.map { "\(Self.number($0 * 1000, digits: 3)) ms median" } ?? "n/a"),
            ("sample rate", sampleRateHz.map { "\(Self.number($0, digits: 1)) Hz" } ?? "n/a"),
            ("timestamp quantum", timestampQuantumSeconds.map(Self.duration) ?? "n/a (finer than 1 ns)"),
            ("speed", speedMMPerSecond.map { Self.percentilesText($0, scale: 1, digits: 1, unit: "mm/s") } ?? "n/a"),
        ]
        if let forceRange {
            rows.append(("force", "\(Self.number(forceRange.min, digits: 3)) … \(Self.number(forceRange.max, digits: 3))"))
        }
        if let altitudeRangeRadians {
            rows.append((
                "altitude",
                "\(Self.number(altitudeRangeRadians.min, digits: 3)) … \(Self.number(altitudeRangeRadians.max, digits: 3)) rad"
            ))
        }
        rows.append(("property updates", "\(propertyUpdateCount)"))
        if let updateDelaySeconds {
            rows.append(("update delay", Self.percentilesText(updateDelaySeconds, scale: 1000, digits: 1, unit: "ms")))
        }
        rows.append(("recorded callbacks", "\(recordedCallbackCount)"))
        if let predictedTouchCount {
            rows.append(("predicted touches", "\(predictedTouchCount)"))
        }
        rows.append(("ground-truth points", "\(groundTruthPointCount)"))
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { key, value in
            "\(key):" + String(repeating: " ", count: width - key.count + 1) + value
        }
    }

    /// "2 (direct 1, stylus 1)": the total, then per touch type in name order.
    private var strokesText: String {
        let parts = strokesByTouchType.keys.sorted().map { "\($0) \(strokesByTouchType[$0] ?? 0)" }
        return parts.isEmpty ? "\(strokeCount)" : "\(strokeCount) (\(parts.joined(separator: ", ")))"
    }

    private static func percentilesText(_ percentiles: Percentiles, scale: Double, digits: Int, unit: String) -> String {
        let values = [("p10", percentiles.p10), ("p50", percentiles.p50), ("p90", percentiles.p90), ("max", percentiles.max)]
        return values.map { "\($0.0) \(number($0.1 * scale, digits: digits))" }.joined(separator: ", ") + " \(unit)"
    }

    /// A time in the largest SI unit (s, ms, µs, ns) that keeps it at least 1, e.g. "1 ms".
    private static func duration(_ seconds: Double) -> String {
        let units: [(Double, String)] = [(1, "s"), (1e-3, "ms"), (1e-6, "µs"), (1e-9, "ns")]
        let (scale, symbol) = units.first { seconds >= $0.0 * (1 - 1e-9) } ?? units[units.count - 1]
        return "\(number(seconds / scale, digits: 3)) \(symbol)"
    }

    /// `value` with at most `digits` decimals, trailing zeros removed ("4", "4.5", "4.167").
    private static func number(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
