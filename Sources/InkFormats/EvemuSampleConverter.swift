import InkIO
import InkModel

/// Turns evdev events into touch samples, one per in-contact report (rules: `EvemuReader`).
struct EvemuSampleConverter {
    private let file: String
    private let profile: DeviceProfile
    private let axisX: EvemuAxis
    private let axisY: EvemuAxis
    private let unitsPerMMX: Double
    private let unitsPerMMY: Double
    private let pressure: EvemuAxis?
    private let tilt: (x: EvemuTilt, y: EvemuTilt)?
    private let limits: InputLimits

    init(axes: [Int: EvemuAxis], unitsPerMM: Double?, events: [EvemuText.Event], file: String, profile: DeviceProfile, limits: InputLimits) throws(TraceFileError) {
        self.file = file
        self.profile = profile
        self.limits = limits
        (axisX, unitsPerMMX) = try EvdevCode.positionAxis(EvemuReader.axisX, name: "ABS_X", in: axes, given: unitsPerMM, file: file)
        (axisY, unitsPerMMY) = try EvdevCode.positionAxis(EvemuReader.axisY, name: "ABS_Y", in: axes, given: unitsPerMM, file: file)
        pressure = axes[EvemuReader.axisPressure].flatMap { $0.maximum > $0.minimum ? $0 : nil }
        try Self.checkRanges(of: [("ABS_X", axisX), ("ABS_Y", axisY)] + (pressure.map { [("ABS_PRESSURE", $0)] } ?? []), in: events, file: file)
        if let tiltX = axes[EvemuReader.axisTiltX], let tiltY = axes[EvemuReader.axisTiltY] {
            func recorded(_ code: Int) -> [(value: Int, line: Int)] {
                events.filter { $0.type == EvemuReader.absoluteEvent && $0.code == code }.map { ($0.value, $0.line) }
            }
            tilt = try EvemuTilt.pair(
                axisX: tiltX, axisY: tiltY, recordedX: recorded(EvemuReader.axisTiltX),
                recordedY: recorded(EvemuReader.axisTiltY), file: file
            )
        } else {
            tilt = nil
        }
    }

    /// Refuses the first recorded value of one of `axes` (name, axis) that lies outside the
    /// axis's described minimum…maximum, naming its line — the rule for every axis the reader
    /// converts (tilt: `EvemuTilt.pair`, which first recognises the older unsigned form).
    static func checkRanges(of axes: [(name: String, axis: EvemuAxis)], in events: [EvemuText.Event], file: String) throws(TraceFileError) {
        for event in events where event.type == EvemuReader.absoluteEvent {
            guard let (name, axis) = axes.first(where: { $0.axis.code == event.code }),
                  event.value < axis.minimum || event.value > axis.maximum
            else { continue }
            throw TraceFileError(
                file: file, line: event.line, message: "\(name) value \(event.value) lies outside the described range \(axis.minimum)…\(axis.maximum)"
            )
        }
    }

    func samples(from events: [EvemuText.Event]) throws(TraceFileError) -> [TouchSample] {
        var values: [Int: Int] = [:]
        var samples: [TouchSample] = []
        var touchChange: Int?
        var inContact = false
        var touchID = 0
        var previousTime = -Double.infinity
        for event in events {
            switch (event.type, event.code) {
            case (EvemuReader.synReport.type, EvemuReader.synReport.code):
                guard event.time >= previousTime else {
                    throw TraceFileError(file: file, line: event.line, message: "timestamp \(event.time) s goes backwards (previous report \(previousTime) s)")
                }
                previousTime = event.time
                var phase = TouchPhase.moved
                if touchChange == 1 && !inContact {
                    inContact = true
                    touchID += 1
                    phase = .began
                } else if touchChange == 0 && inContact {
                    inContact = false
                    phase = .ended
                } else if !inContact {
                    touchChange = nil
                    continue
                }
                touchChange = nil
                samples.append(try sample(values, touchID: touchID, time: event.time, phase: phase, line: event.line))
                if samples.count > limits.maxRecords {
                    throw TraceFileError(file: file, line: event.line, message: "more samples than \(limits.exceeded(.records))")
                }
            case (EvemuReader.keyEvent, EvemuReader.buttonTouch):
                touchChange = event.value == 0 ? 0 : 1
            case (EvemuReader.absoluteEvent, _):
                values[event.code] = event.value
            default:
                continue
            }
        }
        if inContact, let last = samples.indices.last {
            samples[last].phase = .ended
        }
        return samples
    }

    private func sample(_ values: [Int: Int], touchID: Int, time: Double, phase: TouchPhase, line: Int) throws(TraceFileError) -> TouchSample {
        guard let x = values[EvemuReader.axisX], let y = values[EvemuReader.axisY] else {
            throw TraceFileError(file: file, line: line, message: "a report in contact before any ABS_X and ABS_Y value")
        }
        var sample = TouchSample(
            touchID: touchID, timestamp: time,
            location: Point(x: points(x, on: axisX, unitsPerMM: unitsPerMMX), y: points(y, on: axisY, unitsPerMM: unitsPerMMY)),
            type: profile.touchType, phase: phase
        )
        if let problem = limits.timeProblem(time, "timestamp") ?? limits.coordinateProblem(sample.location) {
            throw TraceFileError(file: file, line: line, message: problem)
        }
        if let pressure, let raw = values[EvemuReader.axisPressure] {
            sample.force = (Double(raw) - Double(pressure.minimum)) / (Double(pressure.maximum) - Double(pressure.minimum))
            sample.maximumPossibleForce = 1
        }
        if let tilt, let rawX = values[EvemuReader.axisTiltX], let rawY = values[EvemuReader.axisTiltY] {
            let angles = EvemuTilt.altitudeAndAzimuth(tiltX: tilt.x.angle(rawX), tiltY: tilt.y.angle(rawY))
            sample.altitude = angles.altitude
            sample.azimuth = angles.azimuth
        }
        return sample
    }

    /// A raw position as points: (value − min) / units per mm → mm, times the profile's points
    /// per mm. In floating point: a recording may hold any 64-bit values, whose difference can
    /// overflow.
    private func points(_ value: Int, on axis: EvemuAxis, unitsPerMM: Double) -> Double {
        (Double(value) - Double(axis.minimum)) / unitsPerMM * profile.pointsPerMM
    }
}
