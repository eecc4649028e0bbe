import Foundation
import InkIO
import InkModel

/// Exports a trace as Inkable/UIKit touch-event JSON: a JSON array with one event object per
/// line, in delivery order.
///
/// With recorded callbacks, callback by callback: its real samples, then its predicted touches,
/// then its property updates as update events. Without, each update follows the last sample
/// taken at or before its arrival (and never precedes its own sample). An update event repeats
/// its sample's timestamp, type, phase and radii, with the update's values where it has them and
/// the sample's otherwise. `azimuthUnitVector` is derived from the azimuth. Identifiers are
/// UUID-shaped and deterministic: touch IDs give `00000000-0000-0000-XXXX-XXXXXXXXXXXX`, event
/// positions `00000000-0000-0001-XXXX-XXXXXXXXXXXX` (64-bit hex). Every event also carries
/// `pointsPerMM`, the trace's profile's scale (not a UIKit field; `InkableJSONReader` converts
/// the locations with it, so millimetres survive a round trip through any profile). Recorded
/// callbacks are written only as their event order; a trace without them gets none invented
/// (the reader infers callbacks only from predicted touches). Importing the output gives back
/// the same samples, updates and callbacks for traces that came from Inkable JSON.
package enum InkableJSONWriter {
    /// Writes `trace` to `output`; refuses a trace that breaks a rule of `Trace.firstProblem()`.
    package static func write(_ trace: Trace, to output: any ByteOutput) throws(TraceFileError) {
        try output.writeTrace(try encode(trace, file: output.path))
    }

    /// The Inkable JSON text of `trace`; `file` names the destination in messages.
    package static func encode(_ trace: Trace, file: String = "<memory>") throws(TraceFileError) -> [UInt8] {
        if let problem = trace.firstProblem() {
            throw TraceFileError(file: file, message: "cannot write an invalid trace: \(problem)")
        }
        var encoder = Encoder(trace: trace)
        if trace.callbacks.isEmpty {
            encoder.appendByArrival()
        } else {
            for callback in trace.callbacks {
                for index in callback.samples { encoder.appendEvent(trace.samples[index], isPrediction: false) }
                for prediction in callback.predictions { encoder.appendEvent(prediction, isPrediction: true) }
                for index in callback.updates { encoder.appendUpdate(trace.updates[index]) }
            }
        }
        return encoder.finish()
    }

    private struct Encoder {
        let trace: Trace
        var writer = JSONByteWriter()
        var eventCount = 0
        var sampleByUpdateIndex: [Int: [Int: Int]] = [:]

        init(trace: Trace) {
            self.trace = trace
            for (index, sample) in trace.samples.enumerated() {
                if let updateIndex = sample.updateIndex { sampleByUpdateIndex[sample.touchID, default: [:]][updateIndex] = index }
            }
            writer.append("[")
        }

        /// Samples in order, each update after the last sample taken at or before its arrival
        /// but never before its own sample.
        mutating func appendByArrival() {
            var newestTime = -Double.infinity
            let newestTimeUpTo = trace.samples.map { sample in
                newestTime = max(newestTime, sample.timestamp)
                return newestTime
            }
            var updatesAfterSample = [[Int]](repeating: [], count: trace.samples.count)
            for (updateIndex, update) in trace.updates.enumerated() {
                let bySampleTime = Self.lastIndex(in: newestTimeUpTo, notAfter: update.arrival) ?? 0
                let ownSample = sampleIndex(of: update)
                updatesAfterSample[max(bySampleTime, ownSample)].append(updateIndex)
            }
            for (index, sample) in trace.samples.enumerated() {
                appendEvent(sample, isPrediction: false)
                for updateIndex in updatesAfterSample[index] { appendUpdate(trace.updates[updateIndex]) }
            }
        }

        /// The last position whose value is ≤ `limit` in the ascending `values`.
        private static func lastIndex(in values: [Double], notAfter limit: Double) -> Int? {
            var low = 0, high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] <= limit { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : low - 1
        }

        private func sampleIndex(of update: PropertyUpdate) -> Int {
            sampleByUpdateIndex[update.touchID]?[update.updateIndex] ?? 0
        }

        mutating func appendEvent(_ sample: TouchSample, isPrediction: Bool) {
            beginEvent(sample)
            appendValues(location: sample.location, force: sample.force, altitude: sample.altitude, azimuth: sample.azimuth, of: sample)
            appendTail(updateIndex: sample.updateIndex, estimated: sample.estimatedProperties, expecting: sample.expectingUpdates,
                       isUpdate: false, isPrediction: isPrediction)
        }

        mutating func appendUpdate(_ update: PropertyUpdate) {
            let sample = trace.samples[sampleIndex(of: update)]
            beginEvent(sample)
            appendValues(location: update.location ?? sample.location, force: update.force ?? sample.force,
                         altitude: update.altitude ?? sample.altitude, azimuth: update.azimuth ?? sample.azimuth, of: sample)
            appendTail(updateIndex: update.updateIndex, estimated: update.stillEstimated, expecting: update.stillExpecting,
                       isUpdate: true, isPrediction: false)
        }

        private mutating func beginEvent(_ sample: TouchSample) {
            writer.append(eventCount == 0 ? "\n{\"touchIdentifier\":" : ",\n{\"touchIdentifier\":")
            appendIdentifier(group: 0, UInt64(bitPattern: Int64(sample.touchID)))
            writer.append(",\"identifier\":")
            appendIdentifier(group: 1, UInt64(eventCount))
            eventCount += 1
            writer.append(",\"timestamp\":")
            writer.appendNumber(sample.timestamp, field: "timestamp")
            writer.append(",\"type\":")
            writer.appendInteger(InkableEvent.typesByRawValue.firstIndex(of: sample.type) ?? 0)
            writer.append(",\"phase\":")
            writer.appendInteger(InkableEvent.phasesByRawValue.firstIndex(of: sample.phase) ?? 0)
        }

        private mutating func appendValues(location: Point, force: Double?, altitude: Double?, azimuth: Double?, of sample: TouchSample) {
            writer.append(",\"location\":[")
            writer.appendNumber(location.x, field: "location.x")
            writer.append(",")
            writer.appendNumber(location.y, field: "location.y")
            writer.append("],\"pointsPerMM\":")
            writer.appendNumber(trace.header.profile.pointsPerMM, field: "pointsPerMM")
            appendOptional(",\"force\":", force)
            appendOptional(",\"maximumPossibleForce\":", sample.maximumPossibleForce)
            appendOptional(",\"altitudeAngle\":", altitude)
            appendOptional(",\"azimuth\":", azimuth)
            if let azimuth {
                writer.append(",\"azimuthUnitVector\":[")
                writer.appendNumber(cos(azimuth), field: "azimuthUnitVector")
                writer.append(",")
                writer.appendNumber(sin(azimuth), field: "azimuthUnitVector")
                writer.append("]")
            }
            appendOptional(",\"majorRadius\":", sample.majorRadius)
            appendOptional(",\"majorRadiusTolerance\":", sample.majorRadiusTolerance)
        }

        private mutating func appendTail(updateIndex: Int?, estimated: TouchProperties, expecting: TouchProperties, isUpdate: Bool, isPrediction: Bool) {
            if let updateIndex {
                writer.append(",\"estimationUpdateIndex\":")
                writer.appendInteger(updateIndex)
            }
            writer.append(",\"estimatedProperties\":")
            writer.appendInteger(estimated.rawValue)
            writer.append(",\"estimatedPropertiesExpectingUpdates\":")
            writer.appendInteger(expecting.rawValue)
            writer.append(isUpdate ? ",\"isUpdate\":true" : ",\"isUpdate\":false")
            writer.append(isPrediction ? ",\"isPrediction\":true}" : ",\"isPrediction\":false}")
        }

        private mutating func appendOptional(_ key: StaticString, _ value: Double?) {
            guard let value else { return }
            writer.append(key)
            writer.appendNumber(value, field: key)
        }

        /// A UUID-shaped identifier: `00000000-0000-000G-XXXX-XXXXXXXXXXXX` with `value` in hex.
        private mutating func appendIdentifier(group: Int, _ value: UInt64) {
            let hex = String(value, radix: 16)
            let digits = String(repeating: "0", count: 16 - hex.count) + hex
            let split = digits.index(digits.startIndex, offsetBy: 4)
            writer.appendString("00000000-0000-000\(group)-\(digits[..<split])-\(digits[split...])")
        }

        mutating func finish() -> [UInt8] {
            writer.append(eventCount == 0 ? "]\n" : "\n]\n")
            return writer.bytes
        }
    }
}
