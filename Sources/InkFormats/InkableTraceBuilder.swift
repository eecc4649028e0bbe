import InkIO
import InkModel

/// Turns Inkable events, in file order, into a trace: real samples, property updates matched to
/// their samples, and the callbacks UIKit delivered them in, which the file does not record and
/// are inferred here:
/// - a run of consecutive real events, with the predictions that follow it, is one callback
///   (`touchesMoved` and friends: coalesced samples, then predicted touches);
/// - a run of consecutive update events is one callback (`touchesEstimatedPropertiesUpdated`);
/// - a callback's time is the timestamp of the newest real sample delivered so far, and an
///   update's `arrival` is the time of the callback that carried it.
/// A file without any predicted touch has no callbacks: nothing then marks where one callback
/// ended and the next began, so none is invented (updates still arrive with the newest sample).
/// Touch identifiers (strings) become touch IDs 1, 2, … in order of first appearance. Predicted
/// touches keep everything but their update index (a prediction is never updated).
/// Within one callback, samples are put in timestamp order (stable), so a callback mixing
/// touches keeps `Trace.samples` in time order as far as delivery allows.
struct InkableTraceBuilder {
    private struct TouchUpdateKey: Hashable {
        var touchID: Int
        var updateIndex: Int
    }

    private enum CallbackKind {
        case touches
        case updates
    }

    private(set) var samples: [TouchSample] = []
    private(set) var updates: [PropertyUpdate] = []
    private(set) var callbacks: [RecordedCallback] = []
    /// 1-based record number of each sample, update and callback (its first event).
    private(set) var sampleRecords: [Int] = []
    private(set) var updateRecords: [Int] = []
    private(set) var callbackRecords: [Int] = []
    /// The events' `pointsPerMM` (all that give one agree); nil when none gives it.
    private(set) var pointsPerMM: Double?

    private var touchIDs: [String: Int] = [:]
    private var updateIndicesSeen: Set<TouchUpdateKey> = []
    private var lastTimestamp: [Int: Double] = [:]
    private var newestSampleTime: Double?
    private var openKind: CallbackKind?
    private var openHasPredictions = false
    private var openSamplesStart = 0
    private var openUpdatesStart = 0
    private var openPredictions: [TouchSample] = []
    private var sawPrediction = false

    /// Adds the event that is record `record` (1-based). Messages name what is wrong; the caller
    /// adds file and record.
    mutating func add(_ event: InkableEvent, record: Int) throws(JSONScanError) {
        let touchID = touchID(for: event.touchIdentifier)
        if let scale = event.pointsPerMM {
            if let known = pointsPerMM, known != scale {
                throw Self.problem("field \"pointsPerMM\" is \(scale), but an earlier event gave \(known): one file has one scale")
            }
            pointsPerMM = scale
        }
        if event.isPrediction {
            sawPrediction = true
            guard newestSampleTime != nil else {
                throw Self.problem("a predicted touch comes before any real touch sample")
            }
            if openKind != .touches { openCallback(.touches, record: record) }
            openHasPredictions = true
            openPredictions.append(event.sample(touchID: touchID, keepingUpdateIndex: false))
        } else if event.isUpdate {
            guard let updateIndex = event.updateIndex else {
                throw Self.problem("an update event (isUpdate) without \"estimationUpdateIndex\" updates no sample")
            }
            guard updateIndicesSeen.contains(TouchUpdateKey(touchID: touchID, updateIndex: updateIndex)),
                  let arrival = newestSampleTime else {
                throw Self.problem("update for no sample: estimationUpdateIndex \(updateIndex) matches no earlier real sample of touch \(touchID)")
            }
            if openKind != .updates { openCallback(.updates, record: record) }
            updates.append(PropertyUpdate(
                updateIndex: updateIndex, touchID: touchID, arrival: arrival, location: event.location,
                force: event.force, altitude: event.altitude, azimuth: event.azimuth,
                stillEstimated: event.estimated, stillExpecting: event.expecting
            ))
            updateRecords.append(record)
        } else {
            if let previous = lastTimestamp[touchID], event.timestamp < previous {
                throw Self.problem("timestamp \(event.timestamp) s goes backwards within touch \(touchID) (previous \(previous) s)")
            }
            if openKind != .touches || openHasPredictions { openCallback(.touches, record: record) }
            lastTimestamp[touchID] = event.timestamp
            if let updateIndex = event.updateIndex {
                guard updateIndicesSeen.insert(TouchUpdateKey(touchID: touchID, updateIndex: updateIndex)).inserted else {
                    throw Self.problem("estimationUpdateIndex \(updateIndex) is used by two samples of touch \(touchID)")
                }
            }
            samples.append(event.sample(touchID: touchID, keepingUpdateIndex: true))
            sampleRecords.append(record)
            newestSampleTime = max(newestSampleTime ?? event.timestamp, event.timestamp)
        }
    }

    /// Closes the last callback, and drops every inferred callback when the file held no
    /// predicted touch; call once after the last event.
    mutating func finish() {
        closeCallback()
        if !sawPrediction {
            callbacks.removeAll()
            callbackRecords.removeAll()
        }
    }

    private mutating func touchID(for identifier: String) -> Int {
        if let known = touchIDs[identifier] { return known }
        let assigned = touchIDs.count + 1
        touchIDs[identifier] = assigned
        return assigned
    }

    private mutating func openCallback(_ kind: CallbackKind, record: Int) {
        closeCallback()
        openKind = kind
        openHasPredictions = false
        openSamplesStart = samples.count
        openUpdatesStart = updates.count
        callbackRecords.append(record)
    }

    private mutating func closeCallback() {
        guard openKind != nil, let time = newestSampleTime else { return }
        sortOpenSamplesByTime()
        callbacks.append(RecordedCallback(
            time: time, samples: openSamplesStart..<samples.count,
            updates: openUpdatesStart..<updates.count, predictions: openPredictions
        ))
        openPredictions.removeAll()
        openKind = nil
    }

    /// Stable-sorts the open callback's samples by timestamp (the order differs only when a
    /// callback mixes touches), keeping their record numbers alongside.
    private mutating func sortOpenSamplesByTime() {
        let range = openSamplesStart..<samples.count
        guard range.count > 1, zip(samples[range], samples[range].dropFirst()).contains(where: { $0.timestamp > $1.timestamp }) else { return }
        let order = range.sorted { samples[$0].timestamp < samples[$1].timestamp || (samples[$0].timestamp == samples[$1].timestamp && $0 < $1) }
        let sorted = order.map { samples[$0] }
        let sortedRecords = order.map { sampleRecords[$0] }
        samples.replaceSubrange(range, with: sorted)
        sampleRecords.replaceSubrange(range, with: sortedRecords)
    }

    private static func problem(_ message: String) -> JSONScanError {
        JSONScanError(offset: -1, message: message)
    }
}
