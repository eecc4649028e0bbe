import InkModel
import InkSim

/// Tip gap and effective lag of a run (`RunMeasure`), frame by frame (`TipMeasure`), and the
/// frames' rows in render order.
///
/// A shown frame's tip measure needs the true path of its tip's touch — the touch of its newest
/// delivered sample (`contentSamples − 1`), whose path comes with the chunk that hands that
/// sample over. So a frame waits until that sample has been handed over (or its touch's path
/// already is here); the frames behind it wait with it to keep the rows in order. A path is
/// kept while a waiting or future frame may need it: while its touch has a handed-over sample at
/// or after the newest delivered sample of the last frame handed over (a future frame's tip is
/// the touch of a sample at least that new).
struct TipMeasures {
    private struct KeptPath {
        var path: TimedPath
        /// The newest handed-over sample of the touch (trace index).
        var lastSample: Int
    }

    private let pointsPerMM: Double
    /// Handed-over frames whose rows are not out yet, in render order.
    private var frames = FIFOBuffer<FrameProbe>()
    private var paths: [Int: KeptPath] = [:]
    private var samplesSeen = 0
    /// `contentSamples` of the last frame handed over.
    private var latestContent = 0
    private(set) var gapPoints = DistributionSummary(unit: .points)
    private(set) var gapMM = DistributionSummary(unit: .millimetres)
    private var effectiveLags: CappedSample<Double>
    /// Over the finite effective lags: count, exact extremes and sum (in frame order), for the
    /// digest past the cap.
    private var finiteCount = 0
    private var finiteMin = Double.infinity
    private var finiteMax = -Double.infinity
    private var finiteSum = 0.0

    /// Tip measures on a display of `pointsPerMM`; `cap` bounds the kept effective lags, `seed`
    /// drives their reservoir past it.
    init(pointsPerMM: Double, seed: UInt64, cap: Int) {
        self.pointsPerMM = pointsPerMM
        effectiveLags = CappedSample(cap: cap, seed: seed ^ Self.reservoirSalt)
    }

    /// Seed of the reservoir, apart from the other reservoirs'.
    private static var reservoirSalt: UInt64 { 0xEFF1_A6 }

    /// Which of these statistics are estimates so far.
    var approximations: RunApproximations { effectiveLags.isExact ? [] : .effectiveLag }

    /// Frames and paths held now.
    var held: Int { frames.count + paths.count }

    /// The next samples of the trace (the first is sample `firstSample`) with the true paths of
    /// (at least) their touches.
    mutating func add(samples: [TouchSample], firstSample: Int, truth: TruthPaths) {
        var touchID: Int?
        for (offset, sample) in samples.enumerated() {
            let index = firstSample + offset
            if sample.touchID == touchID {
                paths[sample.touchID]?.lastSample = index
                continue
            }
            touchID = sample.touchID
            if paths[sample.touchID] != nil {
                paths[sample.touchID]?.lastSample = index
            } else if let path = truth.paths[sample.touchID] {
                paths[sample.touchID] = KeptPath(path: path, lastSample: index)
            }
        }
        samplesSeen = firstSample + samples.count
    }

    /// The next frame, handed over.
    mutating func add(_ frame: FrameProbe) {
        frames.append(frame)
        latestContent = frame.contentSamples
    }

    /// Measures every frame that can be measured now, appending the rows in order, and lets go
    /// of the paths no frame can need any more.
    mutating func drain(into rows: inout [RunMeasure.FrameRow]) {
        while let frame = frames.first, let measure = decide(frame, final: false) {
            frames.removeFirst()
            record(measure)
            rows.append(RunMeasure.FrameRow(probe: frame, tip: measure))
        }
        let needed = min(frames.first?.contentSamples ?? latestContent, latestContent) - 1
        if paths.contains(where: { $0.value.lastSample < needed }) { paths = paths.filter { $0.value.lastSample >= needed } }
    }

    /// At the end of the run (every sample handed over): the remaining frames' rows.
    mutating func finish(into rows: inout [RunMeasure.FrameRow]) {
        while let frame = frames.first {
            frames.removeFirst()
            let measure = decide(frame, final: true) ?? nil
            record(measure)
            rows.append(RunMeasure.FrameRow(probe: frame, tip: measure))
        }
    }

    /// The frame's tip measure (inner nil: none), or nil when it cannot be decided yet.
    private func decide(_ frame: FrameProbe, final: Bool) -> TipMeasure?? {
        guard frame.isPresented, frame.tip != nil, frame.tipTime != nil, let touchID = frame.tipTouchID else { return .some(nil) }
        if let kept = paths[touchID] { return .some(TipMeasure(of: frame, path: kept.path)) }
        return final || samplesSeen >= frame.contentSamples ? .some(nil) : nil
    }

    /// Adds a frame's measure to the distributions.
    private mutating func record(_ measure: TipMeasure?) {
        guard let measure else { return }
        gapPoints.record(measure.gap)
        gapMM.record(measure.gap / pointsPerMM)
        effectiveLags.append(measure.effectiveLag)
        if measure.effectiveLag.isFinite {
            finiteCount += 1
            finiteMin = min(finiteMin, measure.effectiveLag)
            finiteMax = max(finiteMax, measure.effectiveLag)
            finiteSum += measure.effectiveLag
        }
    }

    /// The effective-lag distribution (`SimulationMetrics.effectiveLag`): exact within the cap;
    /// past it, exact count and extremes, the mean summed in frame order and the percentiles of
    /// the kept sample.
    func effectiveLag() -> SignedDistributionDigest {
        var digest = SignedDistributionDigest(effectiveLags.elements, unit: .seconds)
        guard !effectiveLags.isExact else { return digest }
        digest.count = finiteCount
        digest.min = finiteCount > 0 ? finiteMin : nil
        digest.max = finiteCount > 0 ? finiteMax : nil
        digest.mean = finiteCount > 0 ? finiteSum / Double(finiteCount) : nil
        return digest
    }
}
