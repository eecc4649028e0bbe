import InkIO
import InkModel

/// Imports libmypaint benchmark input (`.dat`): one event per line, four whitespace-separated
/// numbers `time_s x y pressure`. Pressure 0 means hovering; each run of events with pressure > 0
/// is one touch (IDs 1, 2, …): first sample `began`, last `ended` (also when the file ends with
/// the pen down), hovering events are left out.
///
/// Coordinates are pixels of MyPaint's painting canvas and are taken as points (1 px = 1 pt, as
/// on a display with pixel scale 1); pressure (0…1) becomes force with maximum possible force 1;
/// times are seconds. The profile (default `wacom-linux-60`) is recorded unchanged; it is not
/// fitted to the data.
public enum MyPaintReader {
    /// Reads the file at `path`; `profile` is the device to record in the header.
    public static func read(path: String, profile: DeviceProfile = .wacomLinux60, limits: InputLimits = .current) throws(TraceFileError) -> Trace {
        try read(bytes: FileBytes.read(path, limits: limits), file: path, profile: profile, limits: limits)
    }

    /// Reads MyPaint text held in memory; `file` names it in messages and provenance.
    /// `limits` bounds the number of samples and the coordinates.
    public static func read(
        bytes: [UInt8], file: String, profile: DeviceProfile = .wacomLinux60, limits: InputLimits = .current
    ) throws(TraceFileError) -> Trace {
        var samples: [TouchSample] = []
        var touchID = 0
        var penDown = false
        var previousTime = -Double.infinity
        var lineNumber = 0
        for line in String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd) {
            lineNumber += 1
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if fields.isEmpty { continue }
            func fail(_ message: String) -> TraceFileError {
                TraceFileError(file: file, line: lineNumber, message: message)
            }
            guard fields.count == 4 else {
                throw fail("expected 4 numbers `time_s x y pressure`, found \(fields.count) fields\(lineNumber == 1 ? " (not a MyPaint .dat file? wrong format for the extension?)" : "")")
            }
            var numbers: [Double] = []
            for (field, name) in zip(fields, ["time", "x", "y", "pressure"]) {
                guard let number = Double(wholeToken: field) else {
                    throw fail("\(name) \(String(field).debugDescription) is not a number\(lineNumber == 1 ? " (not a MyPaint .dat file? wrong format for the extension?)" : "")")
                }
                guard number.isFinite else { throw fail("\(name) \(field) is not a finite number") }
                numbers.append(number)
            }
            let (time, x, y, pressure) = (numbers[0], numbers[1], numbers[2], numbers[3])
            guard time >= previousTime else {
                throw fail("timestamp \(time) s goes backwards (previous \(previousTime) s)")
            }
            guard pressure >= 0 else { throw fail("negative pressure \(pressure)") }
            previousTime = time
            if pressure == 0 {
                if penDown, let last = samples.indices.last { samples[last].phase = .ended }
                penDown = false
                continue
            }
            if let problem = limits.timeProblem(time, "time") ?? limits.coordinateProblem(Point(x: x, y: y)) { throw fail(problem) }
            if samples.count == limits.maxRecords { throw fail("more samples than \(limits.exceeded(.records))") }
            if !penDown { touchID += 1 }
            samples.append(TouchSample(
                touchID: touchID, timestamp: time, location: Point(x: x, y: y), force: pressure,
                maximumPossibleForce: 1, type: profile.touchType, phase: penDown ? .moved : .began
            ))
            penDown = true
        }
        if penDown, let last = samples.indices.last { samples[last].phase = .ended }
        guard !samples.isEmpty else {
            throw TraceFileError(file: file, message: lineNumber <= 1 && bytes.isEmpty ? "empty file" : "no pen-down events (every pressure is 0)")
        }
        return Trace(header: TraceHeader(profile: profile, sourceKind: .mypaint, source: FileBytes.fileName(file)), samples: samples)
    }
}
