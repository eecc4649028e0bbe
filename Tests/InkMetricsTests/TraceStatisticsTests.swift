import Foundation
import InkModel
import Testing
@testable import InkMetrics

struct TraceStatisticsTests {
    static let profile = DeviceProfile.ipadProPencil120

    /// A stroke along +x at `speed` mm/s, one sample every 4 ms from `start` (s).
    static func stroke(
        touchID: Int, type: TouchType, start: Double, count: Int, speed: Double = 50, firstUpdateIndex: Int? = nil
    ) -> [TouchSample] {
        (0..<count).map { index in
            let time = start + Double(index) * 0.004
            let x = 100 + speed * Double(index) * 0.004 * profile.pointsPerMM
            let phase: TouchPhase = index == 0 ? .began : index == count - 1 ? .ended : .moved
            return TouchSample(
                touchID: touchID, timestamp: time, location: Point(x: x, y: 200),
                force: type == .stylus ? 0.5 : nil, altitude: type == .stylus ? 1.0 : nil,
                type: type, phase: phase,
                estimatedProperties: firstUpdateIndex == nil ? [] : .force,
                expectingUpdates: firstUpdateIndex == nil ? [] : .force,
                updateIndex: firstUpdateIndex.map { $0 + index }
            )
        }
    }

    static func header() -> TraceHeader {
        TraceHeader(profile: profile, sourceKind: .synthesized, source: "test")
    }

    @Test func constantSpeedStrokesGiveExactIntervalRateAndSpeed() throws {
        let samples = Self.stroke(touchID: 1, type: .stylus, start: 0, count: 26)
            + Self.stroke(touchID: 2, type: .direct, start: 0.2, count: 11)
        let statistics = TraceStatistics(trace: Trace(header: Self.header(), samples: samples))
        let interval = try #require(statistics.medianSampleIntervalSeconds)
        #expect(abs(interval - 0.004) < 1e-12)
        #expect(abs((statistics.sampleRateHz ?? 0) - 250) < 1e-6)
        let speed = try #require(statistics.speedMMPerSecond)
        #expect(abs(speed.p50 - 50) < 1e-9)
        #expect(abs(speed.p10 - 50) < 1e-9)
        #expect(abs(speed.max - 50) < 1e-9)
        #expect(statistics.timestampQuantumSeconds == 0.001)
        #expect(statistics.sampleCount == 37)
        #expect(abs(statistics.durationSeconds - 0.24) < 1e-12)
    }

    @Test func touchesAreCountedPerType() {
        let samples = Self.stroke(touchID: 1, type: .stylus, start: 0, count: 5)
            + Self.stroke(touchID: 2, type: .direct, start: 0.1, count: 5)
            + Self.stroke(touchID: 3, type: .stylus, start: 0.2, count: 5)
        let statistics = TraceStatistics(trace: Trace(header: Self.header(), samples: samples))
        #expect(statistics.strokeCount == 3)
        #expect(statistics.strokesByTouchType == ["stylus": 2, "direct": 1])
    }

    @Test func interleavedTouchesMeasureIntervalsWithinEachTouch() throws {
        let first = Self.stroke(touchID: 1, type: .direct, start: 0, count: 10)
        let second = Self.stroke(touchID: 2, type: .direct, start: 0.002, count: 10, speed: 80)
        let samples = (first + second).sorted { $0.timestamp < $1.timestamp }
        let statistics = TraceStatistics(trace: Trace(header: Self.header(), samples: samples))
        #expect(statistics.strokeCount == 2)
        #expect(abs((statistics.medianSampleIntervalSeconds ?? 0) - 0.004) < 1e-12)
        let speed = try #require(statistics.speedMMPerSecond)
        #expect(abs(speed.p10 - 50) < 1e-9)
        #expect(abs(speed.max - 80) < 1e-9)
    }

    @Test func updateDelaysAndUpdatedForcesAreExact() throws {
        let samples = Self.stroke(touchID: 1, type: .stylus, start: 10, count: 10, firstUpdateIndex: 100)
        let delays = [0.025, 0.020, 0.023, 0.021, 0.022]
        let updates = delays.enumerated().map { index, delay in
            PropertyUpdate(
                updateIndex: 100 + index, touchID: 1, arrival: samples[index].timestamp + delay,
                force: 1.0 + Double(index) * 0.5
            )
        }.sorted { $0.arrival < $1.arrival }
        let statistics = TraceStatistics(trace: Trace(header: Self.header(), samples: samples, updates: updates))
        #expect(statistics.propertyUpdateCount == 5)
        let delay = try #require(statistics.updateDelaySeconds)
        #expect(abs(delay.p10 - 0.020) < 1e-12)
        #expect(abs(delay.p50 - 0.022) < 1e-12)
        #expect(abs(delay.p90 - 0.025) < 1e-12)
        #expect(abs(delay.max - 0.025) < 1e-12)
        #expect(statistics.forceRange == TraceStatistics.ValueRange(min: 0.5, max: 3.0))
        #expect(statistics.altitudeRangeRadians == TraceStatistics.ValueRange(min: 1.0, max: 1.0))
    }

    @Test func callbacksPredictionsAndGroundTruthAreCounted() {
        let samples = Self.stroke(touchID: 1, type: .stylus, start: 0, count: 6)
        let prediction = TouchSample(touchID: 1, timestamp: 0.03, location: Point(x: 1, y: 1), type: .stylus, phase: .moved)
        let callbacks = [
            RecordedCallback(time: 0.008, samples: 0..<3, updates: 0..<0, predictions: [prediction, prediction]),
            RecordedCallback(time: 0.020, samples: 3..<6, updates: 0..<0, predictions: [prediction]),
        ]
        let truth = (0..<21).map { GroundTruthPoint(touchID: 1, time: Double($0) * 0.001, location: .zero) }
        let statistics = TraceStatistics(
            trace: Trace(header: Self.header(), samples: samples, groundTruth: truth, callbacks: callbacks)
        )
        #expect(statistics.recordedCallbackCount == 2)
        #expect(statistics.predictedTouchCount == 3)
        #expect(statistics.groundTruthPointCount == 21)

        let withoutCallbacks = TraceStatistics(trace: Trace(header: Self.header(), samples: samples))
        #expect(withoutCallbacks.predictedTouchCount == nil)
        #expect(withoutCallbacks.updateDelaySeconds == nil)
    }

    @Test func emptyAndSingleSampleTracesHaveNoRates() {
        let empty = TraceStatistics(trace: Trace(header: Self.header()))
        #expect(empty.sampleCount == 0 && empty.strokeCount == 0)
        #expect(empty.medianSampleIntervalSeconds == nil && empty.sampleRateHz == nil)
        #expect(empty.speedMMPerSecond == nil && empty.timestampQuantumSeconds == nil)
        #expect(empty.forceRange == nil)
        #expect(!empty.formattedLines().isEmpty)

        let single = TraceStatistics(trace: Trace(header: Self.header(), samples: Self.stroke(touchID: 1, type: .direct, start: 1, count: 1)))
        #expect(single.strokeCount == 1 && single.durationSeconds == 0)
        #expect(single.medianSampleIntervalSeconds == nil)
    }

    @Test func jsonHasEveryKeySortedAndRoundTrips() throws {
        let samples = Self.stroke(touchID: 1, type: .direct, start: 0, count: 5)
        let statistics = TraceStatistics(trace: Trace(header: Self.header(), samples: samples))
        let data = try statistics.jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let keys = [
            "altitudeRangeRadians", "durationSeconds", "forceRange", "groundTruthPointCount",
            "medianSampleIntervalSeconds", "predictedTouchCount", "profile", "propertyUpdateCount",
            "recordedCallbackCount", "sampleCount", "sampleRateHz", "source", "sourceKind", "speedMMPerSecond",
            "strokeCount", "strokesByTouchType", "timestampQuantumSeconds", "updateDelaySeconds",
        ]
        #expect(object.keys.sorted() == keys)
        #expect(object["forceRange"] is NSNull)
        let text = try #require(String(data: data, encoding: .utf8))
        let positions = keys.compactMap { text.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions == positions.sorted())
        #expect(try JSONDecoder().decode(TraceStatistics.self, from: data) == statistics)
        #expect(try statistics.jsonData() == data)
    }

    @Test func formattedLinesAreAlignedWithUnits() throws {
        let samples = Self.stroke(touchID: 1, type: .stylus, start: 0, count: 26)
        let lines = TraceStatistics(trace: Trace(header: Self.header(), samples: samples)).formattedLines()
        #expect(lines.contains("sample rate:         250 Hz"))
        #expect(lines.contains("timestamp quantum:   1 ms"))
        #expect(lines.contains("sample interval:     4 ms median"))
        #expect(lines.contains("speed:               p10 50, p50 50, p90 50, max 50 mm/s"))
        #expect(lines.contains("strokes:             1 (stylus 1)"))
        let valueColumns = Set(lines.map { line in
            let colon = line.firstIndex(of: ":")!
            return line[line.index(after: colon)...].prefix { $0 == " " }.count + line.distance(from: line.startIndex, to: colon)
        })
        #expect(valueColumns.count == 1)
    }
}
