import Foundation
import InkFormats
import InkIO
import InkModel
import Testing

/// `NativeTraceScan` on broken files: it throws exactly the error `readTrace()` throws (file,
/// line, message), in every layout of the records — the whole-trace check's order decides which
/// problem is reported, not the file's.
@Suite("Native trace scan: broken files")
struct NativeScanErrorTests {
    /// A rule broken in a synthesized or hand-built trace, with a fragment of the expected message.
    enum Corruption: String, CaseIterable, Sendable {
        case sampleBackInTime, sampleAfterItsTouchEnded, updateForNoSample, updateOfAnotherTouch, updatesOutOfArrivalOrder
        case earlyUpdateAndLateSample, groundTruthLimitAndLateUpdate, sampleLimitAfterUpdateLimit, updateIndexTakenOverLater
        case tooManyTouches, tooManyRecords, noSamples

        var expected: String {
            switch self {
            case .sampleBackInTime, .earlyUpdateAndLateSample: "goes backwards within touch"
            case .sampleAfterItsTouchEnded: "continues after it ended"
            case .updateForNoSample, .updateOfAnotherTouch, .groundTruthLimitAndLateUpdate, .updateIndexTakenOverLater: "matches no sample"
            case .updatesOutOfArrivalOrder: "is earlier than the previous update's"
            case .sampleLimitAfterUpdateLimit: "x = 200000 pt is beyond the coordinate limit"
            case .tooManyTouches: "makes 2 touches in contact at once"
            case .tooManyRecords: "more records than the limit of"
            case .noSamples: "the trace has no samples"
            }
        }

        /// The broken trace and the limits to read it under.
        func apply() throws -> (Trace, InputLimits) {
            var limits = InputLimits.defaults
            var trace = try NativeScanTraces.dataset("handwriting-short")
            let middle = trace.samples.count / 2
            switch self {
            case .sampleBackInTime:
                trace.samples[middle].timestamp = trace.samples[middle - 1].timestamp - 0.01
            case .sampleAfterItsTouchEnded:
                trace.samples[middle].phase = .ended
            case .updateForNoSample:
                trace.updates[trace.updates.count / 2].updateIndex = 1_000_000
            case .updateOfAnotherTouch:
                trace.updates[trace.updates.count / 2].touchID = 999
            case .updatesOutOfArrivalOrder:
                let index = trace.updates.count / 2
                trace.updates[index].arrival = trace.updates[index - 1].arrival - 0.001
            case .earlyUpdateAndLateSample:
                trace.updates[1].touchID = 999
                trace.samples[trace.samples.count - 2].timestamp -= 1
            case .groundTruthLimitAndLateUpdate:
                limits.maxCoordinate = 100_000
                trace.groundTruth[0].location.x = 200_000
                trace.updates[trace.updates.count - 1].updateIndex = -5
            case .sampleLimitAfterUpdateLimit:
                limits.maxCoordinate = 100_000
                limits.maxTime = 10_000
                trace.updates[trace.updates.count - 1].arrival = 20_000
                trace.samples[trace.samples.count - 1].location.x = 200_000
            case .updateIndexTakenOverLater:
                trace = NativeScanTraces.twoTouches()
                let touchTwo = try #require(trace.samples.lastIndex { $0.touchID == 2 })
                trace.samples[touchTwo].updateIndex = trace.samples[2].updateIndex
            case .tooManyTouches:
                trace = NativeScanTraces.twoTouches()
                limits.maxSimultaneousTouches = 1
            case .tooManyRecords:
                limits.maxRecords = trace.samples.count + trace.updates.count + trace.groundTruth.count - 1
            case .noSamples:
                trace.samples = []
                trace.updates = []
            }
            return (trace, limits)
        }
    }

    @Test("a broken rule or limit: the scan throws readTrace()'s error", arguments: Corruption.allCases, [NativeFileLayout.writer, .timeOrder, .reversed])
    func brokenRule(corruption: Corruption, layout: NativeFileLayout) throws {
        let (trace, limits) = try corruption.apply()
        let error = NativeScanComparison.error(try layout.bytes(trace), limits: limits)
        #expect(error?.message.contains(corruption.expected) == true, "\(error?.description ?? "no error")")
    }

    /// A text edit of a valid file, with a fragment of the expected message.
    enum TextEdit: String, CaseIterable, Sendable {
        case notANumber, overflowingNumber, syntaxError, truncatedLastLine, unknownField, predictionBeforeCallback
        case lateSyntaxErrorAfterBrokenRule, brokenHeader, emptyFile, lineTooLong

        var expected: String {
            switch self {
            case .notANumber: "not a finite number: NaN"
            case .overflowingNumber: "overflows to infinity"
            case .syntaxError, .lateSyntaxErrorAfterBrokenRule: "expected a quoted field name"
            case .truncatedLastLine: "truncated file"
            case .unknownField: "unknown field \"zz\""
            case .predictionBeforeCallback: "prediction record before any callback record"
            case .brokenHeader: "is not an inktrace header"
            case .emptyFile: "empty file"
            case .lineTooLong: "line is longer than"
            }
        }

        func apply(to lines: [String]) throws -> [UInt8] {
            var lines = lines.filter { !$0.isEmpty }
            let sample = try #require(NativeFileText.index(of: #"{"k":"s""#, occurrence: 20, in: lines))
            let update = try #require(NativeFileText.index(of: #"{"k":"u""#, occurrence: 5, in: lines))
            func replacing(_ pattern: String, with replacement: String, on index: Int) {
                lines[index] = lines[index].replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
            }
            switch self {
            case .notANumber: replacing(#""x":[^,]+"#, with: #""x":NaN"#, on: sample)
            case .overflowingNumber: replacing(#""at":[^,}]+"#, with: #""at":1e999"#, on: update)
            case .syntaxError: replacing(#",""#, with: #",,""#, on: update)
            case .truncatedLastLine:
                var bytes = NativeFileText.bytes(lines)
                bytes.removeLast(12)
                return bytes
            case .unknownField: replacing(#"^\{"#, with: #"{"zz":1,"#, on: sample)
            case .predictionBeforeCallback: replacing(#"^\{"k":"s""#, with: #"{"k":"p""#, on: sample)
            case .lateSyntaxErrorAfterBrokenRule:
                replacing(#""t":[^,]+"#, with: #""t":-5"#, on: sample)
                replacing(#",""#, with: #",,""#, on: lines.count - 1)
            case .brokenHeader: lines[0] = "{}"
            case .emptyFile: return []
            case .lineTooLong: lines[update] += String(repeating: " ", count: 5000)
            }
            return NativeFileText.bytes(lines)
        }
    }

    @Test("a broken line: the scan throws readTrace()'s error", arguments: TextEdit.allCases, [NativeFileLayout.writer, .timeOrder])
    func brokenLine(edit: TextEdit, layout: NativeFileLayout) throws {
        let lines = NativeFileText.lines(try layout.bytes(NativeScanTraces.dataset("handwriting-short")))
        var limits = InputLimits.defaults
        limits.maxLineBytes = 4096
        let error = NativeScanComparison.error(try edit.apply(to: lines), limits: limits)
        #expect(error?.message.contains(edit.expected) == true, "\(error?.description ?? "no error")")
    }

    @Test("broken callback ranges, before or after the records they cover", arguments: [NativeFileLayout.writer, .callbacksFirst])
    func brokenCallbacks(layout: NativeFileLayout) throws {
        let limits = NativeRoundTripTests.anyNumber
        var beyond = NativeTestTraces.everyField
        beyond.callbacks[2].samples = 5..<9
        let error = NativeScanComparison.error(try layout.bytes(beyond), limits: limits)
        #expect(error?.description == "trace.inktrace:\(layout == .writer ? 20 : 6): its samples do not continue where the previous callback's ended")
        var gap = NativeTestTraces.everyField
        gap.callbacks[1].updates = 1..<2
        #expect(NativeScanComparison.error(try layout.bytes(gap), limits: limits)?.message.contains("its updates do not continue") == true)
        var short = NativeTestTraces.everyField
        short.callbacks.removeLast()
        #expect(NativeScanComparison.error(try layout.bytes(short), limits: limits)?.description
            == "trace.inktrace: the recorded callbacks do not carry every sample and update")
        var far = NativeScanTraces.twoTouches()
        let prediction = TouchSample(touchID: 1, timestamp: 0.3, location: Point(x: 1, y: 2), type: .stylus, phase: .moved)
        var farPrediction = prediction
        farPrediction.location.x = 1e12
        far.callbacks = [RecordedCallback(time: 0.3, samples: 0..<far.samples.count, updates: 0..<far.updates.count, predictions: [prediction, farPrediction])]
        #expect(NativeScanComparison.error(try layout.bytes(far))?.message.hasPrefix("prediction x = 1e+12 pt is beyond") == true)
    }

    @Test("a sample's update index taken over by a later sample of another touch, the update read in between")
    func updateIndexTakenOver() throws {
        var trace = NativeScanTraces.twoTouches()
        let touchTwo = try #require(trace.samples.lastIndex { $0.touchID == 2 })
        trace.samples[touchTwo].updateIndex = trace.samples[2].updateIndex
        let update = try #require(trace.updates.firstIndex { $0.updateIndex == trace.samples[2].updateIndex })
        let error = NativeScanComparison.error(try NativeFileLayout.timeOrder.bytes(trace))
        #expect(error?.message == "update index \(trace.samples[2].updateIndex ?? 0) of touch \(trace.samples[2].touchID) matches no sample")
        let writerError = NativeScanComparison.error(try NativeFileLayout.writer.bytes(trace))
        #expect(writerError?.line == 2 + trace.samples.count + update)
    }
}
