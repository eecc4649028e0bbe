import InkIO
import InkModel

/// Appends native record lines (see `NativeTraceRecord` for the keys) to a `JSONByteWriter`,
/// each ending in `\n`. Key order is fixed and nil optionals and empty masks are left out, so the
/// same trace always gives the same bytes.
enum NativeRecordEncoder {
    static func appendSample(_ sample: TouchSample, kind: NativeRecordKind, to writer: inout JSONByteWriter) {
        writer.append("{\"k\":\"")
        writer.append(kind.tag)
        writer.append("\",\"id\":")
        writer.appendInteger(sample.touchID)
        writer.append(",\"t\":")
        writer.appendNumber(sample.timestamp, field: "timestamp")
        writer.append(",\"x\":")
        writer.appendNumber(sample.location.x, field: "location.x")
        writer.append(",\"y\":")
        writer.appendNumber(sample.location.y, field: "location.y")
        writer.appendMember("f", optional: sample.force, field: "force")
        writer.appendMember("fm", optional: sample.maximumPossibleForce, field: "maximumPossibleForce")
        writer.appendMember("al", optional: sample.altitude, field: "altitude")
        writer.appendMember("az", optional: sample.azimuth, field: "azimuth")
        writer.appendMember("r", optional: sample.majorRadius, field: "majorRadius")
        writer.appendMember("rt", optional: sample.majorRadiusTolerance, field: "majorRadiusTolerance")
        writer.append(",\"ty\":\"")
        writer.append(typeName(sample.type))
        writer.append("\",\"ph\":\"")
        writer.append(phaseName(sample.phase))
        writer.append(byte: UInt8(ascii: "\""))
        appendMasks(sample.estimatedProperties, sample.expectingUpdates, to: &writer)
        if let updateIndex = sample.updateIndex {
            writer.append(",\"ui\":")
            writer.appendInteger(updateIndex)
        }
        writer.append("}\n")
    }

    static func appendUpdate(_ update: PropertyUpdate, to writer: inout JSONByteWriter) {
        writer.append("{\"k\":\"u\",\"id\":")
        writer.appendInteger(update.touchID)
        writer.append(",\"ui\":")
        writer.appendInteger(update.updateIndex)
        writer.append(",\"at\":")
        writer.appendNumber(update.arrival, field: "arrival")
        if let location = update.location {
            writer.append(",\"x\":")
            writer.appendNumber(location.x, field: "location.x")
            writer.append(",\"y\":")
            writer.appendNumber(location.y, field: "location.y")
        }
        writer.appendMember("f", optional: update.force, field: "force")
        writer.appendMember("al", optional: update.altitude, field: "altitude")
        writer.appendMember("az", optional: update.azimuth, field: "azimuth")
        appendMasks(update.stillEstimated, update.stillExpecting, to: &writer)
        writer.append("}\n")
    }

    static func appendGroundTruth(_ point: GroundTruthPoint, to writer: inout JSONByteWriter) {
        writer.append("{\"k\":\"g\",\"id\":")
        writer.appendInteger(point.touchID)
        writer.append(",\"t\":")
        writer.appendNumber(point.time, field: "time")
        writer.append(",\"x\":")
        writer.appendNumber(point.location.x, field: "location.x")
        writer.append(",\"y\":")
        writer.appendNumber(point.location.y, field: "location.y")
        writer.appendMember("f", optional: point.force, field: "force")
        writer.append("}\n")
    }

    /// The callback line only; its predictions follow as `p` sample lines.
    static func appendCallback(_ callback: RecordedCallback, to writer: inout JSONByteWriter) {
        writer.append("{\"k\":\"c\",\"t\":")
        writer.appendNumber(callback.time, field: "time")
        writer.append(",\"s\":[")
        writer.appendInteger(callback.samples.lowerBound)
        writer.append(byte: UInt8(ascii: ","))
        writer.appendInteger(callback.samples.upperBound)
        writer.append("],\"u\":[")
        writer.appendInteger(callback.updates.lowerBound)
        writer.append(byte: UInt8(ascii: ","))
        writer.appendInteger(callback.updates.upperBound)
        writer.append("]}\n")
    }

    private static func appendMasks(_ estimated: TouchProperties, _ expecting: TouchProperties, to writer: inout JSONByteWriter) {
        if !estimated.isEmpty {
            writer.append(",\"est\":")
            writer.appendInteger(estimated.rawValue)
        }
        if !expecting.isEmpty {
            writer.append(",\"exp\":")
            writer.appendInteger(expecting.rawValue)
        }
    }

    private static func typeName(_ type: TouchType) -> StaticString {
        switch type {
        case .direct: "direct"
        case .stylus: "stylus"
        case .indirect: "indirect"
        case .pointer: "pointer"
        }
    }

    private static func phaseName(_ phase: TouchPhase) -> StaticString {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
