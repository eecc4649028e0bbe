@testable import InkReport
import Testing

@Suite("Lag over time: long traces are thinned to each time slice's lowest and highest lag")
struct LagEnvelopeTests {
    @Test("a short series is plotted whole")
    func shortSeriesWhole() {
        let envelope = LagEnvelope(times: [0, 1, 2], lags: [0.03, 0.01, 0.02])
        #expect(envelope.points.map(\.lag) == [0.03, 0.01, 0.02])
    }

    @Test("a long series keeps at most two points per slice, in time order, with every spike and the floor")
    func longSeriesBounded() {
        let count = 100_000
        let times = (0..<count).map { Double($0) / 240 }
        var lags = (0..<count).map { 0.02 + 0.001 * Double($0 % 7) }
        lags[54_321] = 0.5
        lags[7] = 0.001
        let envelope = LagEnvelope(times: times, lags: lags)
        #expect(envelope.points.count <= 2 * LagEnvelope.buckets)
        #expect(envelope.points.count >= LagEnvelope.buckets)
        #expect(envelope.points.contains(LagEnvelope.Point(time: times[54_321], lag: 0.5)))
        #expect(envelope.points.contains(LagEnvelope.Point(time: times[7], lag: 0.001)))
        #expect(zip(envelope.points, envelope.points.dropFirst()).allSatisfy { $0.time < $1.time })
    }
}
