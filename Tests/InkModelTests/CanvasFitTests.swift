import InkModel
import Testing

/// Placing a trace's ink on the device canvas before a run (`Trace.canvasOffset(for:)`).
struct CanvasFitTests {
    /// Samples at the given x positions (y = 50), a location update of the second sample to
    /// `(updateX, 60)`, ground truth and one recorded prediction.
    static func trace(xs: [Double], updateX: Double) -> Trace {
        var trace = Trace(header: TraceHeader(profile: .ipadProPencil120, sourceKind: .synthesized, source: "hand-built"))
        for (index, x) in xs.enumerated() {
            trace.samples.append(TouchSample(
                touchID: 1, timestamp: Double(index) / 100, location: Point(x: x, y: 50), type: .stylus,
                phase: index == 0 ? .began : (index == xs.count - 1 ? .ended : .moved), updateIndex: index + 1
            ))
            trace.groundTruth.append(GroundTruthPoint(touchID: 1, time: Double(index) / 100, location: Point(x: x, y: 50)))
        }
        trace.updates = [PropertyUpdate(updateIndex: 2, touchID: 1, arrival: 0.05, location: Point(x: updateX, y: 60))]
        trace.callbacks = [RecordedCallback(
            time: 0.05, samples: 0..<xs.count, updates: 0..<1,
            predictions: [TouchSample(touchID: 1, timestamp: 0.1, location: Point(x: 7, y: 8), type: .stylus, phase: .moved)]
        )]
        return trace
    }

    static let canvas = Size(width: 100, height: 200)

    @Test func inkInsideStaysWhereItIs() throws {
        let trace = Self.trace(xs: [0, 40, 100], updateX: 60)
        #expect(try trace.canvasOffset(for: Self.canvas) == .zero)
        #expect(trace.translated(by: .zero) == trace)
    }

    @Test("ink that fits is moved by the smallest shift, location updates included")
    func smallestShift() throws {
        #expect(try Self.trace(xs: [-30, 10, 50], updateX: 60).canvasOffset(for: Self.canvas) == Point(x: 30, y: 0))
        #expect(try Self.trace(xs: [80, 120, 140], updateX: 60).canvasOffset(for: Self.canvas) == Point(x: -40, y: 0))
        #expect(try Self.trace(xs: [50, 60], updateX: 130).canvasOffset(for: Self.canvas) == Point(x: -30, y: 0), "the update's location is ink too")
        var low = Self.trace(xs: [20, 30], updateX: 25)
        low.samples[0].location.y = 230
        #expect(try low.canvasOffset(for: Self.canvas) == Point(x: 0, y: -30))
    }

    @Test("moving shifts every location: samples, updates, ground truth and recorded predictions")
    func translationMovesEverything() throws {
        let trace = Self.trace(xs: [-30, 10, 50], updateX: 60)
        let moved = trace.translated(by: Point(x: 30, y: -5))
        #expect(moved.samples.map(\.location) == [Point(x: 0, y: 45), Point(x: 40, y: 45), Point(x: 80, y: 45)])
        #expect(moved.updates[0].location == Point(x: 90, y: 55))
        #expect(moved.groundTruth.map(\.location) == moved.samples.map(\.location))
        #expect(moved.callbacks[0].predictions[0].location == Point(x: 37, y: 3))
        #expect(moved.samples.map(\.timestamp) == trace.samples.map(\.timestamp))
        #expect(try moved.canvasOffset(for: Self.canvas) == .zero)
    }

    @Test("ink wider or taller than the canvas is refused, with both sizes")
    func tooLargeIsRefused() throws {
        let wide = Self.trace(xs: [0, 150.25], updateX: 10)
        #expect(throws: CanvasFitError(inkSize: Size(width: 150.25, height: 10), canvasSize: Self.canvas)) {
            try wide.canvasOffset(for: Self.canvas)
        }
        let error = CanvasFitError(inkSize: Size(width: 150.25, height: 10), canvasSize: Self.canvas)
        #expect(error.description == "the ink spans 150.3 × 10 pt, larger than the 100 × 200 pt canvas")
    }
}
