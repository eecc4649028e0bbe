import Foundation
import InkModel
import InkPipeline
import InkRender
import Testing

/// Ink lands where geometry says it must.
struct KnownShapeTests {
    /// One horizontal pencil stroke at y = `y` points from x = 10 to 90 points, 41 samples.
    static func horizontalLine(y: Double, force: Double) -> Trace {
        let profile = DeviceProfile.ipadProPencil120
        var samples: [TouchSample] = []
        for index in 0...40 {
            let phase: TouchPhase = index == 0 ? .began : (index == 40 ? .ended : .moved)
            let location = Point(x: 10 + 2 * Double(index), y: y)
            samples.append(TouchSample(
                touchID: 1, timestamp: Double(index) / 240, location: location, force: force, maximumPossibleForce: 4.17,
                altitude: Double.pi / 2, azimuth: 0, type: .stylus, phase: phase
            ))
        }
        return Trace(header: TraceHeader(profile: profile, sourceKind: .synthesized, source: "test"), samples: samples)
    }

    static func render(_ trace: Trace, style: StrokeStyle, kind: RendererKind) throws -> RenderSurface {
        let geometry = CanvasGeometry(pixelScale: 2, pixelWidth: 200, pixelHeight: 100)
        var pipeline = StrokePipeline(configuration: try RenderTestTraces.configuration("incremental"))
        let renderer = kind.makeRenderer(geometry: geometry, style: style)
        for callback in CallbackSchedule.automatic(for: trace).callbacks {
            _ = pipeline.process(callback, in: trace)
            renderer.absorb(pipeline)
            _ = renderer.render(pipeline)
        }
        return Frames.presented(renderer)
    }

    /// Rows (px) holding any ink in column `x`.
    static func inkedRows(_ surface: RenderSurface, x: Int) -> [Int] {
        (0..<surface.height).filter { surface.pixel(x: x, y: $0) >> 24 != 0 }
    }

    @Test(arguments: RendererKind.allCases)
    func aHorizontalLineFillsExactlyItsRows(kind: RendererKind) throws {
        // Centre y = 20 pt = 40 px; 4 pt wide = 8 px: rows 36..<44 fully inked, nothing else.
        let surface = try Self.render(Self.horizontalLine(y: 20, force: 1), style: StrokeStyle(widthMode: .constant, width: 4), kind: kind)
        for x in [40, 100, 160] {
            #expect(Self.inkedRows(surface, x: x) == Array(36..<44), "column \(x)")
            for row in 36..<44 { #expect(surface.pixel(x: x, y: row) >> 24 == 255) }
        }
        #expect(Self.inkedRows(surface, x: 10).isEmpty, "left of the round cap (which reaches x = 16 px)")
        #expect(Self.inkedRows(surface, x: 190).isEmpty, "right of the round cap (which ends at x = 184 px)")
        #expect(surface.pixel(x: 17, y: 40) >> 24 == 255, "the round cap extends the line by half its width")
    }

    @Test func forceTaperingFollowsPerpendicularForce() throws {
        // Width = 2.5 pt × force: force 0.8 → 2 pt = 4 px; force 1.6 → 4 pt = 8 px.
        let style = StrokeStyle(widthMode: .forceTapered, width: 2.5, minimumWidth: 0.5, maximumWidth: 8)
        let light = try Self.render(Self.horizontalLine(y: 20, force: 0.8), style: style, kind: .incremental)
        let heavy = try Self.render(Self.horizontalLine(y: 20, force: 1.6), style: style, kind: .incremental)
        #expect(Self.inkedRows(light, x: 100) == Array(38..<42))
        #expect(Self.inkedRows(heavy, x: 100) == Array(36..<44))
    }

    @Test func perpendicularForceDividesBySineOfAltitude() throws {
        let style = StrokeStyle(widthMode: .forceTapered, width: 2, minimumWidth: 0.5, maximumWidth: 6)
        let tilted = TouchSample(
            touchID: 1, timestamp: 0, location: .zero, force: 1, maximumPossibleForce: 4.17, altitude: Double.pi / 6,
            type: .stylus, phase: .began
        )
        let point = InkPoint(tilted, isPredicted: false)
        let force = try #require(point.force)
        #expect(abs(force - 2) < 1e-12, "1 / sin(30°) = 2")
        #expect(abs(style.width(force: force) - 4) < 1e-12)
        #expect(style.width(force: 10) == 6)
        #expect(style.width(force: 0.01) == 0.5)
        #expect(style.width(force: nil) == 2)
    }
}
