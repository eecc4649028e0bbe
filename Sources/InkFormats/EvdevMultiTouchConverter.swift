import InkIO
import InkModel

/// Turns the events of a multi-touch device (Linux protocol B: slots and tracking IDs) into touch
/// samples, one touch per contact.
///
/// `ABS_MT_SLOT` chooses the slot the following values belong to (slot 0 at the start). In a
/// slot, `ABS_MT_TRACKING_ID` ≥ 0 starts a contact and −1 ends it; a new ID while a contact is
/// down ends that contact and starts another. Each contact becomes one touch (IDs 1, 2, … in the
/// order contacts start, whatever tracking IDs the kernel reused). At each SYN_REPORT a contact
/// gets a sample when it started (`began`), ended (`ended`, at its last position) or one of its
/// values changed (`moved`): the kernel sends only changed values, so a contact that did not
/// change has no new report. A slot keeps its last values across contacts, as the kernel does.
///
/// Conversion: `ABS_MT_POSITION_X/Y` (value − min) / units per mm → mm, × `profile.pointsPerMM`;
/// `ABS_MT_PRESSURE` (p − min) / (max − min) → force 0…1; `ABS_MT_TOUCH_MAJOR` (a length in
/// position units) / 2 → major radius in points. A contact is a `stylus` when its
/// `ABS_MT_TOOL_TYPE` is MT_TOOL_PEN or BTN_TOOL_PEN is down when it starts, else `direct` (a
/// finger). Values outside an axis's described range are refused, as for single-pointer devices.
struct EvdevMultiTouchConverter {
    private let file: String
    private let profile: DeviceProfile
    private let limits: InputLimits
    private let axisX: EvemuAxis
    private let axisY: EvemuAxis
    private let unitsPerMMX: Double
    private let unitsPerMMY: Double
    private let pressure: EvemuAxis?

    /// One slot's state: its contact (touch ID) and the last value of each axis.
    private struct Slot {
        var touchID: Int?
        var values: [Int: Int] = [:]
        var type = TouchType.direct
        var changed = false
        var began = false
        var ending = false
        /// The touch a new tracking ID replaced in this report, to end at its last sample.
        var replaced: Int?
    }

    /// Whether `events` use multi-touch protocol B (any `ABS_MT_TRACKING_ID`).
    static func applies(to events: [EvemuText.Event]) -> Bool {
        events.contains { $0.type == EvdevCode.absoluteEvent && $0.code == EvdevCode.multiTouchTrackingID }
    }

    init(axes: [Int: EvemuAxis], unitsPerMM: Double?, events: [EvemuText.Event], file: String, profile: DeviceProfile, limits: InputLimits) throws(TraceFileError) {
        self.file = file
        self.profile = profile
        self.limits = limits
        (axisX, unitsPerMMX) = try EvdevCode.positionAxis(EvdevCode.multiTouchX, name: "ABS_MT_POSITION_X", in: axes, given: unitsPerMM, file: file)
        (axisY, unitsPerMMY) = try EvdevCode.positionAxis(EvdevCode.multiTouchY, name: "ABS_MT_POSITION_Y", in: axes, given: unitsPerMM, file: file)
        pressure = axes[EvdevCode.multiTouchPressure].flatMap { $0.maximum > $0.minimum ? $0 : nil }
        let ranged = [("ABS_MT_POSITION_X", axisX), ("ABS_MT_POSITION_Y", axisY)] + (pressure.map { [("ABS_MT_PRESSURE", $0)] } ?? [])
        try EvemuSampleConverter.checkRanges(of: ranged, in: events, file: file)
    }

    func samples(from events: [EvemuText.Event]) throws(TraceFileError) -> [TouchSample] {
        var slots: [Int: Slot] = [:]
        var current = 0
        var penDown = false
        var nextTouchID = 0
        var samples: [TouchSample] = []
        var lastSample: [Int: Int] = [:]
        var previousTime = -Double.infinity
        for event in events {
            func fail(_ message: String) -> TraceFileError { TraceFileError(file: file, line: event.line, message: message) }
            switch (event.type, event.code) {
            case (EvdevCode.synEvent, EvdevCode.synReport):
                guard event.time >= previousTime else {
                    throw fail("timestamp \(event.time) s goes backwards (previous report \(previousTime) s)")
                }
                previousTime = event.time
                for index in slots.keys.sorted() {
                    guard var slot = slots[index] else { continue }
                    if let replaced = slot.replaced, let last = lastSample[replaced] {
                        var ended = samples[last]
                        ended.timestamp = event.time
                        ended.phase = .ended
                        samples.append(ended)
                        lastSample[replaced] = nil
                        slot.replaced = nil
                    }
                    if let touchID = slot.touchID, slot.began || slot.changed || slot.ending {
                        if slot.began {
                            let pen = slot.values[EvdevCode.multiTouchToolType] == EvdevCode.toolTypePen || penDown
                            slot.type = pen ? .stylus : .direct
                        }
                        let phase: TouchPhase = slot.began ? .began : slot.ending ? .ended : .moved
                        if !(slot.began && slot.ending) {
                            samples.append(try sample(slot, touchID: touchID, time: event.time, phase: phase, slotIndex: index, line: event.line))
                            lastSample[touchID] = phase == .ended ? nil : samples.count - 1
                        }
                        if slot.ending { slot.touchID = nil }
                    }
                    slot.began = false
                    slot.changed = false
                    slot.ending = false
                    slots[index] = slot
                }
                if samples.count > limits.maxRecords {
                    throw fail("more samples than \(limits.exceeded(.records))")
                }
            case (EvdevCode.synEvent, EvdevCode.synMultiTouchReport):
                throw fail("multi-touch protocol A (SYN_MT_REPORT) is not supported; only protocol B (slots and tracking IDs)")
            case (EvdevCode.keyEvent, EvdevCode.buttonToolPen):
                penDown = event.value != 0
            case (EvdevCode.absoluteEvent, EvdevCode.multiTouchSlot):
                guard event.value >= 0 && event.value < limits.maxSimultaneousTouches else {
                    throw fail("slot \(event.value) is outside 0…\(limits.maxSimultaneousTouches - 1) (the \(limits.name(of: .simultaneousTouches)))")
                }
                current = event.value
            case (EvdevCode.absoluteEvent, EvdevCode.multiTouchTrackingID):
                var slot = slots[current] ?? Slot()
                if event.value < 0 {
                    if slot.touchID != nil && !slot.began { slot.ending = true } else if slot.began { slot.touchID = nil; slot.began = false }
                } else {
                    if let active = slot.touchID, !slot.began { slot.replaced = active }
                    nextTouchID += 1
                    slot.touchID = nextTouchID
                    slot.began = true
                    slot.ending = false
                    let down = slots.values.filter { $0.touchID != nil }.count + (slots[current]?.touchID == nil ? 1 : 0)
                    guard down <= limits.maxSimultaneousTouches else {
                        throw fail("\(down) contacts at once, more than \(limits.exceeded(.simultaneousTouches))")
                    }
                }
                slots[current] = slot
            case (EvdevCode.absoluteEvent, EvdevCode.multiTouchMajor...EvdevCode.multiTouchLast):
                var slot = slots[current] ?? Slot()
                slot.values[event.code] = event.value
                slot.changed = true
                slots[current] = slot
            default:
                continue
            }
        }
        for index in lastSample.values.sorted() {
            samples[index].phase = .ended
        }
        return samples
    }

    private func sample(_ slot: Slot, touchID: Int, time: Double, phase: TouchPhase, slotIndex: Int, line: Int) throws(TraceFileError) -> TouchSample {
        guard let x = slot.values[EvdevCode.multiTouchX], let y = slot.values[EvdevCode.multiTouchY] else {
            throw TraceFileError(file: file, line: line, message: "a contact in slot \(slotIndex) before any ABS_MT_POSITION_X and ABS_MT_POSITION_Y value")
        }
        var sample = TouchSample(
            touchID: touchID, timestamp: time,
            location: Point(
                x: (Double(x) - Double(axisX.minimum)) / unitsPerMMX * profile.pointsPerMM,
                y: (Double(y) - Double(axisY.minimum)) / unitsPerMMY * profile.pointsPerMM
            ),
            type: slot.type, phase: phase
        )
        if let problem = limits.timeProblem(time, "timestamp") ?? limits.coordinateProblem(sample.location) {
            throw TraceFileError(file: file, line: line, message: problem)
        }
        if let pressure, let raw = slot.values[EvdevCode.multiTouchPressure] {
            sample.force = (Double(raw) - Double(pressure.minimum)) / (Double(pressure.maximum) - Double(pressure.minimum))
            sample.maximumPossibleForce = 1
        }
        if let major = slot.values[EvdevCode.multiTouchMajor], major >= 0 {
            sample.majorRadius = Double(major) / 2 / unitsPerMMX * profile.pointsPerMM
        }
        return sample
    }
}
