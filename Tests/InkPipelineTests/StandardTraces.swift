import InkModel
import InkPipeline

/// The traces the equivalence and replay tests share, each exercising a case of the issue.
enum StandardTraces {
    /// One straight pencil stroke with late force updates (some arriving after it ended).
    static let straightLine = TestTraces.trace(
        [.line(1, from: Point(x: 100, y: 100), to: Point(x: 400, y: 250), count: 120, start: 1.0)], seed: 11
    )

    /// A pencil circle with recorded callbacks carrying predicted touches.
    static let circle = TestTraces.trace(
        [.circle(1, center: Point(x: 500, y: 500), radius: 120, count: 200, start: 2.0)], seed: 12, recordPredictions: true
    )

    /// Pencil and finger at once, interleaved: a pencil circle with a stationary pause, a finger
    /// line (120 Hz, no force), and a finger touch that is cancelled; recorded predictions.
    static let multiTouch: Trace = {
        var pencil = TestStroke.circle(1, center: Point(x: 300, y: 300), radius: 80, count: 180, start: 0.5, turns: 1.5)
        for index in 60..<72 { pencil.points[index] = pencil.points[59] }
        var finger = TestStroke.line(2, from: Point(x: 50, y: 700), to: Point(x: 600, y: 650), count: 60, start: 0.55)
        finger.type = .direct
        finger.interval = 1.0 / 120
        finger.force = nil
        var cancelled = TestStroke.line(3, from: Point(x: 700, y: 100), to: Point(x: 720, y: 180), count: 25, start: 0.6)
        cancelled.type = .direct
        cancelled.interval = 1.0 / 120
        cancelled.force = nil
        cancelled.ending = .cancelled
        return TestTraces.trace([pencil, finger, cancelled], seed: 13, recordPredictions: true)
    }()

    /// A writing session: scribbles separated by pen-up pauses, a one-sample tap and a
    /// two-sample flick, cut at the display rate (no recorded callbacks).
    static let session: Trace = {
        var strokes: [TestStroke] = []
        var start = 0.2
        for index in 0..<4 {
            strokes.append(.scribble(10 + index, origin: Point(x: 100 + 150 * Double(index), y: 400), count: 70 + 20 * index, start: start, seed: UInt64(20 + index)))
            start += Double(70 + 20 * index) / 240 + 0.15
        }
        strokes.append(TestStroke(touchID: 20, start: start, points: [Point(x: 900, y: 900)]))
        strokes.append(TestStroke(touchID: 21, start: start + 0.2, points: [Point(x: 950, y: 900), Point(x: 960, y: 905)]))
        return TestTraces.trace(strokes, seed: 14)
    }()

    /// Every standard trace with a label.
    static let all: [(name: String, trace: Trace)] = [
        ("straight line", straightLine), ("circle", circle), ("multi-touch", multiTouch), ("session", session),
    ]
}
