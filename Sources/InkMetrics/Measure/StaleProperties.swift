import InkModel
import InkSim

/// Stale properties of a run (`RunMeasure`): samples shown with an estimated value although a
/// better one had arrived — the sample is in a shown frame whose content time (its last callback's
/// start) is at or after the arrival of one of the sample's updates, and that update was not
/// applied (the configuration ignores updates, or it reached the pipeline before its sample).
/// Counted against the last shown frame of the run, out of the samples it shows. An update belongs
/// to the sample of its touch with its update index (of two such samples, the later).
///
/// The last shown frame is known only at the end, but shown frames' content only grows (samples and
/// content time never decrease from one render to the next), so a sample whose update was not
/// applied is decided stale as soon as a shown frame covers both the sample and the update's
/// arrival; until then it waits. A sample is kept (as a candidate) from its handover while an
/// update not yet handed over may still make it stale:
/// - when the configuration applies updates, an update delivered by the sample's callback or a
///   later one is applied, so the sample is let go once every update still to come is sure to be
///   delivered that late (updates are delivered in order; one never delivered arrived after the
///   last callback started, so after every frame's content time, and cannot make it stale);
/// - when it ignores updates, any update makes it stale, so it is kept until one comes or every
///   update has been handed over.
/// An update handed over before its sample waits for it. To tell such an update from one whose
/// sample was handed over and let go, the update indices of each touch's samples are kept as
/// ranges (one range a touch when they increase, as UIKit's and the synthesizer's do).
struct StaleProperties {
    private struct Key: Hashable {
        var touchID: Int
        var updateIndex: Int
    }

    /// An entered sample with an update index that an update may still make stale.
    private struct Candidate {
        var sample: Int
        var callback: Int32
        /// The earliest arrival of its updates that were not applied (nil: none yet), seconds.
        var unappliedArrival: Double?
    }

    private struct EarlyUpdate {
        var arrival: Double
        var callback: Int32
    }

    private let appliesUpdates: Bool
    private let updateCount: Int
    private var candidates: [Key: Candidate] = [:]
    /// Candidates in sample order (so in callback order), for letting go of them when the
    /// configuration applies updates.
    private var order = FIFOBuffer<(key: Key, sample: Int)>()
    /// Candidates with an unapplied update, waiting for a shown frame to cover them.
    private var waiting: [Key] = []
    /// Per touch, the update indices of its handed-over samples.
    private var seenIndices: [Int: IndexRanges] = [:]
    /// Updates handed over before their sample.
    private var early: [Key: [EarlyUpdate]] = [:]
    /// The content of the last shown frame handed over: samples and time (seconds).
    private var lastShown: (contentSamples: Int, contentTime: Double)?
    private var updatesSeen = 0
    /// The latest callback that delivered a handed-over update (−1: none).
    private var lastUpdateCallback: Int32 = -1
    /// The last callback handed over: its index and the updates it delivered.
    private var lastCallback: (index: Int, updates: Range<Int>)?
    /// Samples decided stale.
    private(set) var count = 0
    /// Whether a sample had the update index of an earlier sample of its touch while updates had
    /// been handed over already: an update of that index may have been matched to the earlier
    /// sample, so the count may differ from the exact one.
    private(set) var isApproximate = false

    /// The count for a run whose configuration applies updates or not (`appliesUpdates`) and
    /// whose trace has `updateCount` updates.
    init(appliesUpdates: Bool, updateCount: Int) {
        self.appliesUpdates = appliesUpdates
        self.updateCount = updateCount
    }

    /// Samples, updates and touches held now.
    var held: Int { candidates.count + order.count + waiting.count + early.count + seenIndices.count }

    /// The next sample of the trace (trace index `index`), handed over: delivered by `callback`,
    /// `entered` or not.
    mutating func addSample(_ sample: TouchSample, index: Int, callback: Int32, entered: Bool) {
        guard updateCount > 0, let updateIndex = sample.updateIndex else { return }
        let key = Key(touchID: sample.touchID, updateIndex: updateIndex)
        if !seenIndices[sample.touchID, default: IndexRanges()].insert(updateIndex) {
            if updatesSeen > 0 { isApproximate = true }
            candidates[key] = nil
        }
        if entered {
            candidates[key] = Candidate(sample: index, callback: callback, unappliedArrival: nil)
            if appliesUpdates { order.append((key, index)) }
        }
        for update in early.removeValue(forKey: key) ?? [] { evaluate(key, arrival: update.arrival, callback: update.callback) }
    }

    /// The next update of the trace, handed over: delivered by `callback`.
    mutating func addUpdate(_ update: PropertyUpdate, callback: Int32) {
        updatesSeen += 1
        lastUpdateCallback = max(lastUpdateCallback, callback)
        let key = Key(touchID: update.touchID, updateIndex: update.updateIndex)
        if candidates[key] != nil {
            evaluate(key, arrival: update.arrival, callback: callback)
        } else if seenIndices[update.touchID]?.contains(update.updateIndex) != true {
            early[key, default: []].append(EarlyUpdate(arrival: update.arrival, callback: callback))
        }
    }

    /// The next callback, handed over.
    mutating func addCallback(_ probe: CallbackProbe) {
        lastCallback = (probe.index, probe.updates)
    }

    /// The next shown frame, handed over: decides the waiting samples it covers.
    mutating func addShown(_ frame: FrameProbe) {
        lastShown = (frame.contentSamples, frame.contentTime)
        var kept = 0
        for position in waiting.indices {
            let key = waiting[position]
            guard let candidate = candidates[key], candidate.unappliedArrival != nil else { continue }
            if isStale(candidate) {
                count += 1
                candidates[key] = nil
            } else {
                waiting[kept] = key
                kept += 1
            }
        }
        waiting.removeLast(waiting.count - kept)
    }

    /// Lets go of the candidates no update still to come can make stale.
    mutating func prune() {
        if updatesSeen == updateCount {
            if candidates.contains(where: { $0.value.unappliedArrival == nil }) { candidates = candidates.filter { $0.value.unappliedArrival != nil } }
            order = FIFOBuffer()
            return
        }
        guard appliesUpdates else { return }
        let floor = futureUpdateCallbackFloor
        while let (key, sample) = order.first {
            guard let candidate = candidates[key], candidate.sample == sample else {
                order.removeFirst()
                continue
            }
            guard Int(candidate.callback) <= floor else { return }
            order.removeFirst()
            if candidate.unappliedArrival == nil { candidates[key] = nil }
        }
    }

    /// The count out of `shown`, the entered samples in the last shown frame's content.
    func result(shown: Int) -> CountAndRate {
        lastShown == nil ? CountAndRate(count: 0, of: 0) : CountAndRate(count: count, of: shown)
    }

    /// A lower bound of the callbacks that will deliver the updates still to come: a sample
    /// delivered by this callback or an earlier one will have every one of them applied.
    private var futureUpdateCallbackFloor: Int {
        var floor = Int(lastUpdateCallback)
        if let lastCallback {
            if lastCallback.updates.upperBound <= updatesSeen {
                floor = max(floor, lastCallback.index + 1)
            } else if lastCallback.updates.lowerBound <= updatesSeen {
                floor = max(floor, lastCallback.index)
            }
        }
        return floor
    }

    /// Takes note of an update of the candidate `key` (if it is one) that arrived at `arrival`
    /// and was delivered by `callback`.
    private mutating func evaluate(_ key: Key, arrival: Double, callback: Int32) {
        guard var candidate = candidates[key],
              !Self.isApplied(updates: appliesUpdates, updateCallback: callback, sampleCallback: candidate.callback)
        else { return }
        if candidate.unappliedArrival == nil { waiting.append(key) }
        candidate.unappliedArrival = min(candidate.unappliedArrival ?? arrival, arrival)
        if isStale(candidate) {
            count += 1
            candidates[key] = nil
        } else {
            candidates[key] = candidate
        }
    }

    /// Whether an update reached the pipeline after its sample, so the pipeline applied it: the
    /// configuration applies updates (`updates`) and the update's callback (`updateCallback`)
    /// is the sample's (`sampleCallback`) or a later one, both delivered (−1: never delivered).
    static func isApplied(updates: Bool, updateCallback: Int32, sampleCallback: Int32) -> Bool {
        updates && updateCallback >= 0 && sampleCallback >= 0 && sampleCallback <= updateCallback
    }

    /// Whether the last shown frame so far shows the candidate and its unapplied update had arrived.
    private func isStale(_ candidate: Candidate) -> Bool {
        guard let lastShown, let arrival = candidate.unappliedArrival else { return false }
        return candidate.sample < lastShown.contentSamples && arrival <= lastShown.contentTime
    }
}
