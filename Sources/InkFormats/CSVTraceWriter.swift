import InkIO
import InkModel

/// Exports a trace's samples as CSV for gnuplot and pandas: a header row naming each column with
/// its unit, then one row per sample in trace order, numbers in shortest round-trip form, empty
/// cells for nil values. Columns: `touch_id`, `timestamp_s`, `x_pt`, `y_pt`, `force`,
/// `max_force`, `altitude_rad`, `azimuth_rad`, `major_radius_pt`, `major_radius_tolerance_pt`,
/// `type`, `phase` (names as in InkModel), `estimated`, `expecting` (UIKit bit masks: force 1,
/// azimuth 2, altitude 4, location 8), `update_index`. Samples are written as taken (property
/// updates are not applied; updates, ground truth and callbacks are not part of this export).
package enum CSVTraceWriter {
    package static let header = "touch_id,timestamp_s,x_pt,y_pt,force,max_force,altitude_rad,azimuth_rad,major_radius_pt,major_radius_tolerance_pt,type,phase,estimated,expecting,update_index"

    /// Writes `trace` to `output`; refuses samples holding non-finite numbers.
    package static func write(_ trace: Trace, to output: any ByteOutput) throws(TraceFileError) {
        try output.writeTrace(try encode(trace, file: output.path))
    }

    /// The CSV text of `trace`; `file` names the destination in messages.
    package static func encode(_ trace: Trace, file: String = "<memory>") throws(TraceFileError) -> [UInt8] {
        var writer = JSONByteWriter()
        writer.bytes.append(contentsOf: header.utf8)
        writer.append("\n")
        for (index, sample) in trace.samples.enumerated() {
            writer.appendInteger(sample.touchID)
            writer.append(",")
            writer.appendNumber(sample.timestamp, field: "timestamp")
            writer.append(",")
            writer.appendNumber(sample.location.x, field: "location.x")
            writer.append(",")
            writer.appendNumber(sample.location.y, field: "location.y")
            for (value, field) in [
                (sample.force, "force"), (sample.maximumPossibleForce, "maximumPossibleForce"),
                (sample.altitude, "altitude"), (sample.azimuth, "azimuth"), (sample.majorRadius, "majorRadius"),
                (sample.majorRadiusTolerance, "majorRadiusTolerance"),
            ] as [(Double?, StaticString)] {
                writer.append(",")
                if let value { writer.appendNumber(value, field: field) }
            }
            writer.append(",")
            writer.bytes.append(contentsOf: sample.type.rawValue.utf8)
            writer.append(",")
            writer.bytes.append(contentsOf: sample.phase.rawValue.utf8)
            writer.append(",")
            writer.appendInteger(sample.estimatedProperties.rawValue)
            writer.append(",")
            writer.appendInteger(sample.expectingUpdates.rawValue)
            writer.append(",")
            if let updateIndex = sample.updateIndex { writer.appendInteger(updateIndex) }
            writer.append("\n")
            if let field = writer.firstNonFiniteField {
                throw TraceFileError(file: file, message: "sample \(index + 1): \(field) is not a finite number")
            }
        }
        return writer.bytes
    }
}
