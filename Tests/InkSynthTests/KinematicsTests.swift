import Foundation
import InkModel
@testable import InkSynth
import Testing

@Suite("Kinematic models and their ground truth")
struct KinematicsTests {
    @Test func minimumJerkLinePeakSpeedIsTheClosedForm() throws {
        let recipe = SynthRecipe(shape: .line, extent: .pathLength(60), speed: 120, noise: 0)
        let trace = try Synthesizer.synthesize(recipe)
        let truth = trace.groundTruth
        let first = try #require(truth.first), last = try #require(truth.last)
        let distance = first.location.distance(to: last.location)
        let duration = last.time - first.time
        let peak = try #require(TraceMeasurements.truthSpeeds(trace).max())
        #expect(abs(peak / (1.875 * distance / duration) - 1) < 0.01)
        #expect(abs(distance - 60 * recipe.profile.pointsPerMM) < 1e-6)
    }

    @Test func minimumJerkProgressMatchesThePolynomial() {
        #expect(MinimumJerk.progress(0) == 0)
        #expect(MinimumJerk.progress(1) == 1)
        #expect(abs(MinimumJerk.progress(0.5) - 0.5) < 1e-15)
        let tau = 0.3
        #expect(abs(MinimumJerk.progress(tau) - (10 * pow(tau, 3) - 15 * pow(tau, 4) + 6 * pow(tau, 5))) < 1e-15)
    }

    @Test func linePathLengthIsTheRequestedLength() throws {
        let recipe = SynthRecipe(shape: .line, extent: .pathLength(75), speed: 150)
        let trace = try Synthesizer.synthesize(recipe)
        let length = zip(trace.groundTruth, trace.groundTruth.dropFirst()).reduce(0) { $0 + $1.0.location.distance(to: $1.1.location) }
        #expect(abs(length / (75 * recipe.profile.pointsPerMM) - 1) < 1e-9)
        #expect(abs(trace.duration - 0.5) < 0.005)
    }

    @Test func circleRadiusIsConstant() throws {
        let recipe = SynthRecipe(shape: .circle, extent: .duration(1.2), speed: 90, size: 40)
        let points = try Synthesizer.synthesize(recipe).groundTruth.map(\.location)
        let a = points[0], b = points[points.count / 3], c = points[2 * points.count / 3]
        let center = circumcenter(a, b, c)
        let radius = 20 * recipe.profile.pointsPerMM
        for point in points {
            #expect(abs(point.distance(to: center) - radius) < 1e-6)
        }
    }

    @Test func groundTruthIsExactlyOneKilohertzPerTouch() throws {
        for shape in [Shape.handwriting, .session, .spiral] {
            let trace = try Synthesizer.synthesize(SynthRecipe(shape: shape, extent: .duration(2)))
            var startByTouch: [Int: (time: Double, index: Int)] = [:]
            for (index, point) in trace.groundTruth.enumerated() {
                let start = startByTouch[point.touchID] ?? (point.time, index)
                startByTouch[point.touchID] = start
                #expect(abs(point.time - (start.time + Double(index - start.index) * 0.001)) < 1e-9)
            }
            #expect(Set(trace.groundTruth.map(\.touchID)) == Set(trace.touchIDs))
        }
    }

    @Test(arguments: [Shape.line, .circle, .spiral, .polyline, .zigzag, .scribble, .handwriting, .signature])
    func meanMovingSpeedIsTheRequestedSpeed(shape: Shape) throws {
        for speed in [40.0, 150.0] {
            let recipe = SynthRecipe(shape: shape, extent: .duration(1.5), speed: speed)
            let measured = TraceMeasurements.meanTruthSpeed(try Synthesizer.synthesize(recipe))
            #expect(abs(measured / speed - 1) < 0.05, "\(shape) at \(speed) mm/s: \(measured)")
        }
    }

    @Test func spiralSpeedIsNearlyConstantBetweenItsRamps() throws {
        let recipe = SynthRecipe(shape: .spiral, extent: .duration(3), speed: 80)
        let speeds = TraceMeasurements.truthSpeeds(try Synthesizer.synthesize(recipe))
        let mmPerPoint = 1 / recipe.profile.pointsPerMM
        let steady = speeds[100..<(speeds.count - 100)].map { $0 * mmPerPoint }
        let expected = 80 * 3 / (3 - CurvedShapes.ramp)
        for speed in steady { #expect(abs(speed / expected - 1) < 0.002) }
    }

    @Test func lognormalStrokeSpeedFollowsTheLognormalProfile() {
        let stroke = LognormalStroke(onset: 0.1, mu: -1.9, sigma: 0.25, distance: 30, startAngle: -1, endAngle: 0.5)
        for time in stride(from: 0.16, through: 0.5, by: 0.02) {
            let step = 1e-6
            let numeric = stroke.displacement(at: time + step).distance(to: stroke.displacement(at: time - step)) / (2 * step)
            let elapsed = time - stroke.onset
            let exponent = -pow(log(elapsed) - stroke.mu, 2) / (2 * stroke.sigma * stroke.sigma)
            let closedForm = stroke.distance / (stroke.sigma * (2 * Double.pi).squareRoot() * elapsed) * exp(exponent)
            #expect(abs(numeric - closedForm) < 1e-5 * max(1, closedForm))
        }
        let net = stroke.netDisplacement
        let sweep = stroke.endAngle - stroke.startAngle
        #expect(abs(net.length - stroke.distance * 2 * sin(sweep / 2) / sweep) < 1e-9)
        #expect(stroke.displacement(at: stroke.onset) == .zero)
    }

    @Test func easedProgressRunsFromZeroToOneWithTheRightMean() {
        let progress = EasedProgress(duration: 2, ramp: 0.1)
        #expect(progress.fraction(at: 0) == 0)
        #expect(progress.fraction(at: 2) == 1)
        var previous = 0.0
        for step in 1...2000 {
            let value = progress.fraction(at: Double(step) / 1000)
            #expect(value >= previous)
            previous = value
        }
        #expect(abs(progress.fraction(at: 1) - 0.5) < 1e-12)
    }

    @Test func drawingsStayOnTheCanvas() throws {
        for dataset in BuiltInDataset.all {
            let trace = try Synthesizer.synthesize(dataset.recipe)
            let canvas = trace.header.profile.canvasSize
            for point in trace.groundTruth {
                #expect((0...canvas.width).contains(point.location.x) && (0...canvas.height).contains(point.location.y), "\(dataset.name)")
            }
        }
    }

    @Test func explicitCenterPlacesTheDrawing() throws {
        let recipe = SynthRecipe(shape: .circle, extent: .duration(2), size: 30, center: Point(x: 300, y: 400))
        let points = try Synthesizer.synthesize(recipe).groundTruth.map(\.location)
        let midX = ((points.map(\.x).min() ?? 0) + (points.map(\.x).max() ?? 0)) / 2
        let midY = ((points.map(\.y).min() ?? 0) + (points.map(\.y).max() ?? 0)) / 2
        #expect(abs(midX - 300) < 0.1 && abs(midY - 400) < 0.1)
    }

    private func circumcenter(_ a: Point, _ b: Point, _ c: Point) -> Point {
        let d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y))
        let a2 = a.x * a.x + a.y * a.y, b2 = b.x * b.x + b.y * b.y, c2 = c.x * c.x + c.y * c.y
        return Point(
            x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
            y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d
        )
    }
}
