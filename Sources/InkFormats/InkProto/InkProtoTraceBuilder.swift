import InkIO
import InkModel

/// Lays decoded google/ink increments out as one touch (ID 1): the real inputs in order as
/// samples (the first `began`, the last `ended`, the rest `moved`), and one callback per
/// increment from the first that carries real inputs on, at the time of the newest real input
/// delivered so far, carrying that increment's real inputs and its predicted inputs as
/// predictions (phase `moved`). Increments before the first real input must be empty.
struct InkProtoTraceBuilder {
    private(set) var samples: [TouchSample] = []
    private(set) var callbacks: [RecordedCallback] = []
    /// 1-based record (increment) of each sample and callback.
    private(set) var sampleRecords: [Int] = []
    private(set) var callbackRecords: [Int] = []

    private static let touchID = 1

    init(increments: [InkStrokeIncrement], units: InkStrokeUnits, touchType: TouchType, file: String) throws(TraceFileError) {
        var last: InkInputBatch.Input?
        for (index, increment) in increments.enumerated() {
            let record = index + 1
            if last == nil && increment.real.inputs.isEmpty {
                guard increment.predicted.inputs.isEmpty else {
                    throw TraceFileError(file: file, record: record, message: "predicted inputs before the stroke's first real input")
                }
                continue
            }
            let start = samples.count
            for (position, input) in increment.real.inputs.enumerated() {
                if position == 0, let last {
                    if input.time < last.time {
                        throw TraceFileError(file: file, record: record, message: "real input \(input.index + 1): field elapsed_time_seconds: \(InkInputBatch.text(input.time)) s goes back from the previous increment's \(InkInputBatch.text(last.time)) s")
                    }
                    if input.time == last.time && input.x == last.x && input.y == last.y {
                        throw TraceFileError(file: file, record: record, message: "real input \(input.index + 1) repeats the position and time of the previous increment's last input")
                    }
                }
                last = input
                samples.append(Self.sample(input, units: units, touchType: touchType, phase: samples.isEmpty ? .began : .moved))
                sampleRecords.append(record)
            }
            guard let newest = last else { continue }
            callbacks.append(RecordedCallback(
                time: newest.time, samples: start..<samples.count, updates: 0..<0,
                predictions: increment.predicted.inputs.map { Self.sample($0, units: units, touchType: touchType, phase: .moved) }
            ))
            callbackRecords.append(record)
        }
        if samples.count > 1 { samples[samples.count - 1].phase = .ended }
    }

    /// One input as a sample of the stroke's touch.
    private static func sample(_ input: InkInputBatch.Input, units: InkStrokeUnits, touchType: TouchType, phase: TouchPhase) -> TouchSample {
        TouchSample(
            touchID: touchID, timestamp: input.time, location: Point(x: input.x, y: input.y) * units.pointsPerUnit,
            force: input.pressure, maximumPossibleForce: input.pressure == nil ? nil : 1,
            altitude: input.tilt.map { Double.pi / 2 - $0 }, azimuth: input.orientation,
            type: touchType, phase: phase
        )
    }
}
