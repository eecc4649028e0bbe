import InkModel

/// How wrong each expert of a `kalman-mix` has lately been, per probe horizon, on the touch
/// being predicted. At every sample each expert predicts the newest time + each probe horizon (a
/// **probe**); once a later sample passes a probe's target, the probe is scored against the
/// touch's real path there (linear between the two samples around the target, as the
/// evaluation's truth is) and its squared error joins an exponential average (`memory`: the
/// weight of each new error). An abstention is scored as the newest sample shown, a shortened
/// answer where it ends — as the evaluation scores them. Units: seconds, points.
///
/// Fixed capacity: each (expert, probe horizon) pair keeps at most `pendingCapacity` probes not
/// yet scored (the oldest is dropped unscored past that), so scoring allocates nothing.
struct ExpertErrorTracker: Sendable {
    /// One prediction waiting for the real path to pass its target time.
    private struct Probe: Sendable {
        var target: Double
        var location: Point
    }

    /// Unscored probes kept per (expert, probe horizon): 64 covers a 20 ms probe at 3 kHz.
    static let pendingCapacity = 64

    let expertCount: Int
    /// Probe horizons, seconds, ascending.
    let probeHorizons: [Double]
    /// Weight of each new squared error in the average, 0 < memory ≤ 1.
    let memory: Double
    private var pending: [Probe]
    private var pendingStart: [Int]
    private var pendingCount: [Int]
    private var meanSquaredError: [Double]
    private var scoredCount: [Int]

    init(expertCount: Int, probeHorizons: [Double], memory: Double) {
        self.expertCount = expertCount
        self.probeHorizons = probeHorizons
        self.memory = memory
        let pairs = expertCount * probeHorizons.count
        pending = Array(repeating: Probe(target: 0, location: .zero), count: pairs * Self.pendingCapacity)
        pendingStart = Array(repeating: 0, count: pairs)
        pendingCount = Array(repeating: 0, count: pairs)
        meanSquaredError = Array(repeating: 0, count: pairs)
        scoredCount = Array(repeating: 0, count: pairs)
    }

    /// Forgets every probe and every error (a new touch).
    mutating func forget() {
        discardPending()
        for pair in meanSquaredError.indices {
            meanSquaredError[pair] = 0
            scoredCount[pair] = 0
        }
    }

    /// Drops the probes not yet scored, keeping the averages (the touch went quiet for longer
    /// than the reset gap: the path across the gap is unknown).
    mutating func discardPending() {
        for pair in pendingCount.indices {
            pendingCount[pair] = 0
            pendingStart[pair] = 0
        }
    }

    /// Drops the newest probe of every pair (they were made at a sample since replaced).
    mutating func dropNewestProbes() {
        for pair in pendingCount.indices where pendingCount[pair] > 0 { pendingCount[pair] -= 1 }
    }

    /// Records expert `expert`'s answer `location` for probe horizon number `probe`, whose
    /// target is `target` (seconds).
    mutating func record(expert: Int, probe: Int, target: Double, location: Point) {
        let pair = expert * probeHorizons.count + probe
        if pendingCount[pair] == Self.pendingCapacity {
            pendingStart[pair] = (pendingStart[pair] + 1) % Self.pendingCapacity
            pendingCount[pair] -= 1
        }
        let slot = (pendingStart[pair] + pendingCount[pair]) % Self.pendingCapacity
        pending[pair * Self.pendingCapacity + slot] = Probe(target: target, location: location)
        pendingCount[pair] += 1
    }

    /// Scores every probe whose target lies in (`previous.time`, `newest.time`] against the path
    /// between the two samples; a probe older than `previous` (its sample was replaced) is
    /// dropped unscored.
    mutating func score(previous: PredictorSample, newest: PredictorSample) {
        let span = newest.time - previous.time
        guard span > 0 else { return }
        for pair in pendingCount.indices {
            while pendingCount[pair] > 0 {
                let probe = pending[pair * Self.pendingCapacity + pendingStart[pair]]
                guard probe.target <= newest.time else { break }
                if probe.target > previous.time {
                    let truth = previous.location.interpolated(to: newest.location, by: (probe.target - previous.time) / span)
                    let miss = probe.location.distance(to: truth)
                    let squared = miss * miss
                    meanSquaredError[pair] = scoredCount[pair] == 0 ? squared : meanSquaredError[pair] + memory * (squared - meanSquaredError[pair])
                    scoredCount[pair] += 1
                }
                pendingStart[pair] = (pendingStart[pair] + 1) % Self.pendingCapacity
                pendingCount[pair] -= 1
            }
        }
    }

    /// Whether every expert has at least `warmup` scored probes at every probe horizon.
    func isWarm(_ warmup: Int) -> Bool {
        scoredCount.allSatisfy { $0 >= warmup }
    }

    /// Expert `expert`'s recent root-mean-square error at `horizon` (seconds), points: linear
    /// between the probe horizons around it, the nearest one's beyond them.
    func recentError(expert: Int, horizon: Double) -> Double {
        let base = expert * probeHorizons.count
        guard let upper = probeHorizons.firstIndex(where: { $0 >= horizon }) else {
            return meanSquaredError[base + probeHorizons.count - 1].squareRoot()
        }
        guard upper > 0 else { return meanSquaredError[base].squareRoot() }
        let low = probeHorizons[upper - 1], high = probeHorizons[upper]
        let share = (horizon - low) / (high - low)
        let below = meanSquaredError[base + upper - 1].squareRoot(), above = meanSquaredError[base + upper].squareRoot()
        return below + (above - below) * share
    }
}
