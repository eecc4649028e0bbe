import InkModel

/// Compares two pipeline snapshots stage by stage. Structure (touches, statuses, counts, flags,
/// timestamps, which optional values are present) must match exactly; numeric values may differ,
/// and the largest absolute difference is reported (points for positions, UIKit units for force,
/// radians for angles).
package struct SnapshotComparison: Hashable, Sendable {
    /// The largest numeric difference seen, 0 when everything was identical.
    package private(set) var maximumDeviation = 0.0
    /// The first structural difference, or the first numeric one beyond `tolerance`, naming
    /// the touch, the stage (from `stageNames`) and the item; nil when the snapshots match.
    package private(set) var firstProblem: String?

    package init(_ a: PipelineSnapshot, _ b: PipelineSnapshot, stageNames: [String], tolerance: Double = EquivalenceReport.tolerance) {
        guard a.strokes.count == b.strokes.count else {
            firstProblem = "\(a.strokes.count) touches vs \(b.strokes.count)"
            return
        }
        for (x, y) in zip(a.strokes, b.strokes) where x != y {
            let touch = "touch \(x.touchID)"
            guard x.touchID == y.touchID, x.status == y.status, x.touchPath.realCount == y.touchPath.realCount else {
                note("\(touch): touch \(x.touchID) \(x.status) (\(x.touchPath.realCount) real) vs touch \(y.touchID) \(y.status) (\(y.touchPath.realCount) real)")
                return
            }
            compare(x.touchPath.samples, y.touchPath.samples, "\(touch): \(stageNames[0])", tolerance, deviation: Self.deviation)
            compare(x.polyline, y.polyline, "\(touch): \(stageNames[1])", tolerance, deviation: Self.deviation)
            for index in x.filterOutputs.indices {
                compare(x.filterOutputs[index], y.filterOutputs[index], "\(touch): \(stageNames[2 + index])", tolerance, deviation: Self.deviation)
            }
            compare(x.elements, y.elements, "\(touch): \(stageNames[stageNames.count - 1])", tolerance, deviation: Self.deviation)
            if firstProblem != nil { return }
        }
    }

    private mutating func compare<Item: Equatable>(
        _ x: [Item], _ y: [Item], _ label: String, _ tolerance: Double, deviation: (Item, Item) -> Double?
    ) {
        guard firstProblem == nil, x != y else { return }
        guard x.count == y.count else {
            note("\(label): \(x.count) items vs \(y.count)")
            return
        }
        for index in x.indices where x[index] != y[index] {
            guard let difference = deviation(x[index], y[index]) else {
                note("\(label): item \(index) differs in more than its numbers")
                return
            }
            maximumDeviation = max(maximumDeviation, difference)
            if difference > tolerance {
                note("\(label): item \(index) differs by \(difference)")
                return
            }
        }
    }

    private mutating func note(_ problem: String) {
        if firstProblem == nil { firstProblem = problem }
    }

    static func deviation(_ a: Double?, _ b: Double?) -> Double? {
        switch (a, b) {
        case (nil, nil): 0
        case (let x?, let y?): abs(x - y)
        default: nil
        }
    }

    static func deviation(_ a: Point, _ b: Point) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y))
    }

    static func deviation(_ a: TouchSample, _ b: TouchSample) -> Double? {
        var x = a, y = b
        let numbers = [
            deviation(a.location, b.location), deviation(a.force, b.force), deviation(a.altitude, b.altitude),
            deviation(a.azimuth, b.azimuth),
        ]
        x.location = .zero; y.location = .zero
        x.force = nil; y.force = nil
        x.altitude = nil; y.altitude = nil
        x.azimuth = nil; y.azimuth = nil
        guard x == y, numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.compactMap { $0 }.max()
    }

    static func deviation(_ a: InkPoint, _ b: InkPoint) -> Double? {
        guard a.timestamp == b.timestamp, a.isPredicted == b.isPredicted,
              let force = deviation(a.force, b.force), let altitude = deviation(a.altitude, b.altitude),
              let azimuth = deviation(a.azimuth, b.azimuth) else { return nil }
        return max(deviation(a.location, b.location), force, altitude, azimuth)
    }

    static func deviation(_ a: BezierElement, _ b: BezierElement) -> Double? {
        guard let start = deviation(a.start, b.start), let end = deviation(a.end, b.end) else { return nil }
        return max(start, end, deviation(a.control1, b.control1), deviation(a.control2, b.control2))
    }
}
