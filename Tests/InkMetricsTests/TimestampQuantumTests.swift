import InkModel
import Testing
@testable import InkMetrics

struct TimestampQuantumTests {
    @Test func regularFourMillisecondStepsReportOneMillisecond() {
        let timestamps = (0..<50).map { Double($0) * 0.004 }
        #expect(TimestampQuantum.detect(in: timestamps) == 1e-3)
    }

    @Test func millisecondTimestampsSinceBootAreDetected() {
        var generator = SeededGenerator(seed: 5)
        var milliseconds = 720_394_409
        var timestamps: [Double] = []
        for _ in 0..<200 {
            timestamps.append(Double(milliseconds) / 1000)
            milliseconds += 4 + generator.nextIndex(below: 2)
        }
        #expect(TimestampQuantum.detect(in: timestamps) == 1e-3)
    }

    @Test func microsecondKernelTimestampsAreDetected() {
        var generator = SeededGenerator(seed: 6)
        var microseconds = 1_234_567_891
        var timestamps: [Double] = []
        for _ in 0..<200 {
            timestamps.append(Double(microseconds) / 1_000_000)
            microseconds += 4000 + generator.nextIndex(below: 4000)
        }
        #expect(TimestampQuantum.detect(in: timestamps) == 1e-6)
    }

    @Test func unquantisedTimestampsGiveNil() {
        var generator = SeededGenerator(seed: 7)
        var time = 0.5
        var timestamps: [Double] = []
        for _ in 0..<100 {
            timestamps.append(time)
            time += 0.004 + 0.001 * generator.nextUnit()
        }
        #expect(TimestampQuantum.detect(in: timestamps) == nil)
    }

    @Test func fewerThanTwoDistinctTimestampsGiveNil() {
        #expect(TimestampQuantum.detect(in: []) == nil)
        #expect(TimestampQuantum.detect(in: [1.0]) == nil)
        #expect(TimestampQuantum.detect(in: [1.0, 1.0]) == nil)
    }
}
