import InkIO
import InkModel

/// Writes the request line of one simulated callback: what the app's touch handler would see —
/// per touch its coalesced samples (the last one is the live touch), the live touch and the
/// predicted touches, each with every property the trace has, then the property updates that
/// arrived. Keeps its buffers between callbacks.
struct CallbackRequestEncoder {
    /// The protocol version the requests carry.
    var version = PipelineProtocol.version
    private var writer = JSONByteWriter(capacity: 4096)
    /// Touches of the callback in order of first appearance, with their samples' indices.
    private var touches: [(touchID: Int, samples: [Int], predictions: [Int])] = []

    /// The request for callback `index` (also its `id`), without a line end. Refers to the
    /// encoder's buffer: use it before the next call.
    mutating func encode(_ callback: RecordedCallback, index: Int, in trace: Trace) -> [UInt8] {
        groupTouches(callback, trace: trace)
        writer.bytes.removeAll(keepingCapacity: true)
        writer.append("{\"version\":")
        writer.appendInteger(version)
        writer.append(",\"type\":\"callback\",\"id\":")
        writer.appendInteger(index)
        writer.append(",\"callback\":")
        writer.appendInteger(index)
        writer.append(",\"time\":")
        writer.appendNumber(callback.time, field: "time")
        writer.append(",\"touches\":[")
        for (position, touch) in touches.enumerated() {
            if position > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writeTouch(touch, callback: callback, trace: trace)
        }
        writer.append("],\"updates\":[")
        for (position, index) in callback.updates.enumerated() {
            if position > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writeUpdate(trace.updates[index])
        }
        writer.append("]}")
        return writer.bytes
    }

    private mutating func groupTouches(_ callback: RecordedCallback, trace: Trace) {
        touches.removeAll(keepingCapacity: true)
        for index in callback.samples {
            let touchID = trace.samples[index].touchID
            if let slot = touches.firstIndex(where: { $0.touchID == touchID }) {
                touches[slot].samples.append(index)
            } else {
                touches.append((touchID, [index], []))
            }
        }
        for (index, prediction) in callback.predictions.enumerated() {
            if let slot = touches.firstIndex(where: { $0.touchID == prediction.touchID }) {
                touches[slot].predictions.append(index)
            } else {
                touches.append((prediction.touchID, [], [index]))
            }
        }
    }

    private mutating func writeTouch(_ touch: (touchID: Int, samples: [Int], predictions: [Int]), callback: RecordedCallback, trace: Trace) {
        writer.append("{\"touch\":")
        writer.appendInteger(touch.touchID)
        let first = touch.samples.first.map { trace.samples[$0] } ?? callback.predictions[touch.predictions[0]]
        writer.append(",\"type\":")
        writer.appendString(first.type.rawValue)
        if let live = touch.samples.last.map({ trace.samples[$0] }) {
            writer.append(",\"phase\":")
            writer.appendString(live.phase.rawValue)
            writer.append(",\"live\":")
            writeSample(live)
        }
        writer.append(",\"coalesced\":[")
        for (position, index) in touch.samples.enumerated() {
            if position > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writeSample(trace.samples[index])
        }
        writer.append("],\"predicted\":[")
        for (position, index) in touch.predictions.enumerated() {
            if position > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writeSample(callback.predictions[index])
        }
        writer.append("]}")
    }

    /// One sample: time, position and phase always; every other property when the trace has it.
    private mutating func writeSample(_ sample: TouchSample) {
        writer.append("{\"t\":")
        writer.appendNumber(sample.timestamp, field: "t")
        writer.append(",\"x\":")
        writer.appendNumber(sample.location.x, field: "x")
        writer.append(",\"y\":")
        writer.appendNumber(sample.location.y, field: "y")
        writer.append(",\"phase\":")
        writer.appendString(sample.phase.rawValue)
        writer.appendMember("force", optional: sample.force)
        writer.appendMember("max_force", optional: sample.maximumPossibleForce)
        writer.appendMember("altitude", optional: sample.altitude)
        writer.appendMember("azimuth", optional: sample.azimuth)
        writer.appendMember("radius", optional: sample.majorRadius)
        writer.appendMember("radius_tolerance", optional: sample.majorRadiusTolerance)
        if !sample.estimatedProperties.isEmpty { writeProperties("estimated", sample.estimatedProperties) }
        if !sample.expectingUpdates.isEmpty { writeProperties("expecting", sample.expectingUpdates) }
        if let updateIndex = sample.updateIndex {
            writer.append(",\"update\":")
            writer.appendInteger(updateIndex)
        }
        writer.append(byte: UInt8(ascii: "}"))
    }

    /// One property update: whose, which, when it arrived, its new values and what is still
    /// estimated or expected afterwards.
    private mutating func writeUpdate(_ update: PropertyUpdate) {
        writer.append("{\"touch\":")
        writer.appendInteger(update.touchID)
        writer.append(",\"update\":")
        writer.appendInteger(update.updateIndex)
        writer.append(",\"arrival\":")
        writer.appendNumber(update.arrival, field: "arrival")
        writer.appendMember("x", optional: update.location?.x)
        writer.appendMember("y", optional: update.location?.y)
        writer.appendMember("force", optional: update.force)
        writer.appendMember("altitude", optional: update.altitude)
        writer.appendMember("azimuth", optional: update.azimuth)
        writeProperties("estimated", update.stillEstimated)
        writeProperties("expecting", update.stillExpecting)
        writer.append(byte: UInt8(ascii: "}"))
    }

    private mutating func writeProperties(_ key: StaticString, _ properties: TouchProperties) {
        writer.append(",\"")
        writer.append(key)
        writer.append("\":[")
        for (position, name) in properties.names.enumerated() {
            if position > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writer.appendString(name)
        }
        writer.append(byte: UInt8(ascii: "]"))
    }
}
