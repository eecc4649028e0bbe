import Foundation

/// The scale of the change bars of a comparison page: one symmetric logarithmic axis for the
/// whole page, so +10% and +41,797% sit at different places and every bar can be read against
/// the same tick marks (±1%, ±10%, ±100%, … up to the largest finite change); a change beyond
/// every finite one (+∞, from a count that was 0) is drawn as an arrow at the end of the axis.
struct ChangeScale {
    /// The largest |relative change| the axis reaches, a fraction (at least 1 = 100%).
    let extent: Double

    /// Half the bar's width, pixels; the bar is `2 × halfWidth + 2 × margin` wide.
    static let halfWidth = 120.0
    static let margin = 18.0
    /// Changes smaller than this fraction sit linearly around 0 (the logarithm's knee).
    static let knee = 0.01

    /// The scale for `entries`: its extent is the next power of ten at or above their largest
    /// finite |change| or interval end.
    init(_ entries: [MetricComparison]) {
        let largest = entries.flatMap { [$0.relativeChange, $0.interval?.lower, $0.interval?.upper, $0.threshold] }
            .compactMap { $0 }.filter(\.isFinite).map(abs).max() ?? 0
        extent = pow(10, max(0, ceil(log10(max(largest, 1)))))
    }

    /// The x of `change` in the bar, pixels from its left edge: 0 in the middle, ±`halfWidth` at
    /// ±`extent`, logarithmic beyond `knee`; infinities at the ends.
    func x(_ change: Double) -> Double {
        let reach = log10(1 + extent / Self.knee)
        let position = change.isInfinite ? 1 : min(log10(1 + abs(change) / Self.knee) / reach, 1)
        return Self.margin + Self.halfWidth + (change < 0 ? -1 : 1) * position * Self.halfWidth
    }

    /// The tick values: 0 and ±1%, ±10%, … up to ±`extent`.
    var ticks: [Double] {
        var values = [0.0]
        var step = 0.01
        while step <= extent * 1.0001 {
            values += [-step, step]
            step *= 10
        }
        return values.sorted()
    }

    /// The column header: an SVG axis with the tick labels.
    var axis: String {
        let width = 2 * (Self.halfWidth + Self.margin)
        var svg = "<svg width=\"\(Int(width))\" height=\"30\" viewBox=\"0 0 \(Int(width)) 30\" role=\"img\" aria-label=\"change axis, symmetric log scale\">"
            + String(format: "<line x1=\"%.1f\" y1=\"24\" x2=\"%.1f\" y2=\"24\" stroke=\"#999\"/>", Self.margin, width - Self.margin)
        for tick in ticks {
            let x = String(format: "%.1f", self.x(tick))
            svg += "<line x1=\"\(x)\" y1=\"20\" x2=\"\(x)\" y2=\"28\" stroke=\"#999\"/>"
            if isLabelled(tick) {
                svg += "<text x=\"\(x)\" y=\"14\" font-size=\"9\" text-anchor=\"middle\" fill=\"#444\">\(Self.label(tick))</text>"
            }
        }
        return "change (symmetric log scale; grey band: threshold)<br>" + svg + "</svg>"
    }

    /// Whether `tick` gets a label: 0, ±`extent` and every second decade below it, so the labels
    /// never overlap.
    func isLabelled(_ tick: Double) -> Bool {
        guard tick != 0 else { return true }
        let decades = Int((log10(extent / abs(tick))).rounded())
        return decades % 2 == 0
    }

    /// A tick's label: `0`, `+1%`, `-10%`, `+1000%`.
    static func label(_ tick: Double) -> String {
        tick == 0 ? "0" : String(format: "%+.0f%%", tick * 100)
    }

    /// The bar of `entry`: the ticks, the threshold band, the interval and the change (an arrow
    /// at the end for an infinite one); empty without a change.
    func bar(_ entry: MetricComparison) -> String {
        guard let change = entry.relativeChange, !change.isNaN else { return "" }
        let width = 2 * (Self.halfWidth + Self.margin)
        let color = entry.verdict == .regressed ? "#c0392b" : (entry.verdict == .improved ? "#1e8449" : "#555")
        let format = { (value: Double) in String(format: "%.1f", value) }
        var svg = "<svg width=\"\(Int(width))\" height=\"14\" viewBox=\"0 0 \(Int(width)) 14\" role=\"img\" aria-label=\"change \(ComparisonFormat.percent(change))\">"
        if entry.threshold.isFinite {
            let low = x(-entry.threshold), high = x(entry.threshold)
            svg += "<rect x=\"\(format(low))\" y=\"1\" width=\"\(format(high - low))\" height=\"12\" fill=\"#eee\"/>"
        }
        for tick in ticks { svg += "<line x1=\"\(format(x(tick)))\" y1=\"\(tick == 0 ? 0 : 10)\" x2=\"\(format(x(tick)))\" y2=\"14\" stroke=\"#bbb\"/>" }
        if let interval = entry.interval, interval.lower.isFinite || interval.upper.isFinite {
            svg += "<line x1=\"\(format(x(interval.lower)))\" y1=\"7\" x2=\"\(format(x(interval.upper)))\" y2=\"7\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        }
        if change.isInfinite {
            let tip = x(change), back = tip - (change > 0 ? 7 : -7)
            svg += "<polygon points=\"\(format(tip)),7 \(format(back)),2 \(format(back)),12\" fill=\"\(color)\"/>"
        } else {
            svg += "<circle cx=\"\(format(x(change)))\" cy=\"7\" r=\"3.5\" fill=\"\(color)\"/>"
        }
        return svg + "</svg>"
    }
}
