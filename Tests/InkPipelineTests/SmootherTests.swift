import Foundation
import InkModel
import InkPipeline
import Testing

/// Straight, Antigrain and Catmull–Rom smoothers against hand-computed control points.
struct SmootherTests {
    static let square = StageRunner.points([(0, 0), (1, 0), (1, 1), (0, 1)])

    @Test func antigrainControlPointsOnASquare() {
        let shape = AntigrainShape(smoothness: 1)
        let element = shape.segment(Self.square[0], Self.square[1], Self.square[2], Self.square[3])
        #expect(element.control1 == Point(x: 1.25, y: 0.25))
        #expect(element.control2 == Point(x: 1.25, y: 0.75))
        #expect(element.start == Self.square[1] && element.end == Self.square[2])
        let half = AntigrainShape(smoothness: 0.5).segment(Self.square[0], Self.square[1], Self.square[2], Self.square[3])
        #expect(half.control1 == Point(x: 1.125, y: 0.125) && half.control2 == Point(x: 1.125, y: 0.875))
        let flat = AntigrainShape(smoothness: 0).segment(Self.square[0], Self.square[1], Self.square[2], Self.square[3])
        #expect(flat.control1 == Point(x: 1, y: 0) && flat.control2 == Point(x: 1, y: 1))
    }

    @Test func uniformCatmullRomControlPoints() {
        let element = CatmullRomShape(alpha: 0).segment(Self.square[0], Self.square[1], Self.square[2], Self.square[3])
        #expect(element.control1.distance(to: Point(x: 1 + 1.0 / 6, y: 1.0 / 6)) < 1e-15)
        #expect(element.control2.distance(to: Point(x: 1 + 1.0 / 6, y: 1 - 1.0 / 6)) < 1e-15)
    }

    @Test(arguments: [0.5, 1.0])
    func catmullRomMatchesTheBarryGoldmanPyramid(alpha: Double) {
        let points = StageRunner.points([(0, 0), (3, 1), (4, 5), (9, 6)])
        let element = CatmullRomShape(alpha: alpha).segment(points[0], points[1], points[2], points[3])
        let p = points.map(\.location)
        let t0 = 0.0
        let t1 = t0 + pow(p[0].distance(to: p[1]), alpha)
        let t2 = t1 + pow(p[1].distance(to: p[2]), alpha)
        let t3 = t2 + pow(p[2].distance(to: p[3]), alpha)
        func lerp(_ a: Point, _ b: Point, _ ta: Double, _ tb: Double, _ t: Double) -> Point {
            a * ((tb - t) / (tb - ta)) + b * ((t - ta) / (tb - ta))
        }
        for u in [0.25, 0.5, 0.75] {
            let t = t1 + u * (t2 - t1)
            let a1 = lerp(p[0], p[1], t0, t1, t), a2 = lerp(p[1], p[2], t1, t2, t), a3 = lerp(p[2], p[3], t2, t3, t)
            let b1 = lerp(a1, a2, t0, t2, t), b2 = lerp(a2, a3, t1, t3, t)
            let expected = lerp(b1, b2, t1, t2, t)
            #expect(Self.evaluate(element, at: u).distance(to: expected) < 1e-9)
        }
    }

    @Test func straightLinesStayStraight() {
        let line = StageRunner.points([(0, 0), (1, 0.5), (4, 2), (4.5, 2.25), (10, 5), (10, 5), (11, 5.5)])
        let shapes: [any CurveShape] = [StraightShape(), AntigrainShape(smoothness: 0.7), CatmullRomShape(alpha: 0), CatmullRomShape(alpha: 0.5), CatmullRomShape(alpha: 1)]
        for shape in shapes {
            for element in Self.elements(shape, line) {
                for point in element.points {
                    #expect(abs(point.x * 0.5 - point.y) < 1e-9, "\(shape.name) bends a straight line")
                    #expect(point.x.isFinite && point.y.isFinite)
                }
            }
        }
        let smoothed = StageRunner.run(NaiveSavitzkyGolayStage(window: 5, order: 3), on: line)
        #expect(smoothed.allSatisfy { abs($0.location.x * 0.5 - $0.location.y) < 1e-9 })
    }

    @Test func straightSegmentsAreExactCubicLines() {
        let element = BezierElement.line(from: Self.square[0], to: Self.square[3])
        #expect(element.control1 == Point(x: 0, y: 1.0 / 3) && element.control2 == Point(x: 0, y: 2.0 / 3))
    }

    @Test func theTailLagsOnePointWhileLiveAndADotMarksATap() {
        let points = StageRunner.points([(0, 0), (1, 0), (2, 1), (3, 1), (4, 2)])
        let antigrain = NaiveSmootherStage(shape: AntigrainShape(smoothness: 0.7))
        #expect(StageRunner.run(antigrain, on: points, status: .live).count == 3)
        let ended = StageRunner.run(antigrain, on: points, status: .awaitingUpdates)
        #expect(ended.count == 4 && ended.last?.end == points[4])
        #expect(StageRunner.run(NaiveSmootherStage(shape: StraightShape()), on: points, status: .live).count == 4)
        let tap = Array(points.prefix(1))
        #expect(StageRunner.run(antigrain, on: tap, status: .live).isEmpty)
        #expect(StageRunner.run(antigrain, on: tap, status: .complete) == [.dot(at: tap[0])])
        #expect(StageRunner.run(IncrementalSmootherStage(shape: StraightShape()), on: tap, status: .live) == [.dot(at: tap[0])])
    }

    @Test func repeatedPointsGiveFiniteCurves() {
        let points = StageRunner.points([(0, 0), (0, 0), (0, 0), (1, 1), (1, 1), (2, 0), (2, 0)])
        for shape in [AnyShape(AntigrainShape(smoothness: 0.7)), AnyShape(CatmullRomShape(alpha: 0.5)), AnyShape(CatmullRomShape(alpha: 0))] {
            for element in shape.elements(points) {
                #expect(element.points.allSatisfy { $0.isFinite })
            }
        }
    }

    static func elements(_ shape: any CurveShape, _ points: [InkPoint]) -> [BezierElement] {
        AnyShape(shape).elements(points)
    }

    /// The cubic Bézier `element` at parameter u.
    static func evaluate(_ element: BezierElement, at u: Double) -> Point {
        let v = 1 - u
        return element.start.location * (v * v * v) + element.control1 * (3 * v * v * u)
            + element.control2 * (3 * v * u * u) + element.end.location * (u * u * u)
    }
}
