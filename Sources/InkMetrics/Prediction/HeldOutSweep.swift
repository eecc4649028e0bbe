import InkModel
import InkPredict

/// A parameter search with a held-out check, on anyone's own recordings: the units (whole files,
/// or single strokes) are split by a seeded draw into a training part and a held-out part; every
/// candidate is scored on both; the candidate best on the training part is chosen, and its
/// held-out score — data it was not chosen on — is what to expect on new strokes.
///
/// Score: the mean of the median and the 90th percentile of the pooled effective errors
/// (`PredictionRecord.effectiveError`, points) of a part's in-range targets — at the platform's
/// times and at every horizon alike. Ties keep grid order. Deterministic for a seed.
package enum HeldOutSweep {
    /// What is held out.
    package enum Split: String, Sendable, CaseIterable, Codable {
        /// Whole traces.
        case file
        /// Single touches (strokes), drawn across all traces.
        case stroke
    }

    /// A part's errors summarised. Points.
    package struct Score: Hashable, Sendable, Codable {
        package var median: Double
        package var p90: Double
        /// (median + p90) / 2.
        package var score: Double
        /// Errors pooled.
        package var count: Int
    }

    /// One candidate's scores.
    package struct Candidate: Hashable, Sendable {
        package var predictor: ComponentSpec
        package var training: Score?
        package var heldOut: Score?

        package init(predictor: ComponentSpec, training: Score?, heldOut: Score?) {
            self.predictor = predictor
            self.training = training
            self.heldOut = heldOut
        }
    }

    /// The whole search.
    package struct Outcome: Sendable {
        package var split: Split
        package var seed: UInt64
        /// Unit names: a file's name, or `file#touch`.
        package var trainingUnits: [String]
        package var heldOutUnits: [String]
        /// Best training score first.
        package var candidates: [Candidate]
        /// The first candidate with a training score.
        package var chosen: Candidate? { candidates.first { $0.training != nil } }
    }

    /// Every combination of `axes` (key and values, the first key varying slowest) applied over
    /// `base`'s own parameters.
    package static func grid(base: ComponentSpec, axes: [(key: String, values: [String])]) -> [ComponentSpec] {
        axes.reduce([base]) { specs, axis in
            specs.flatMap { spec in
                axis.values.map { value in
                    var next = spec
                    next.parameters[axis.key] = value
                    return next
                }
            }
        }
    }

    /// A training/held-out problem: fewer than two units to split.
    package struct SplitError: Error, Hashable, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Scores `candidates` on `traces` (name, trace) at `horizons` (seconds) and the platform's
    /// times, split by `split` with `seed`, holding out `heldOutShare` (0…1) of the units (at
    /// least one, and at least one left for training); every candidate is built from `catalog`.
    /// `jobs` candidates are evaluated at once on each trace (`PredictionEvaluation`); the
    /// outcome is the same for any number.
    package static func run(
        candidates: [ComponentSpec], traces: [(name: String, trace: Trace)], horizons: [Double], split: Split, seed: UInt64,
        heldOutShare: Double, jobs: Int = 1, catalog: PredictorCatalog
    ) throws -> Outcome {
        var units: [(name: String, trace: Int, touch: Int?)] = []
        for (index, entry) in traces.enumerated() {
            switch split {
            case .file:
                units.append((entry.name, index, nil))
            case .stroke:
                var seen = Set<Int>()
                for sample in entry.trace.samples where seen.insert(sample.touchID).inserted {
                    units.append(("\(entry.name)#\(sample.touchID)", index, sample.touchID))
                }
            }
        }
        guard units.count >= 2 else {
            throw SplitError(description: "a held-out split by \(split.rawValue) needs at least two \(split == .file ? "files" : "strokes"); found \(units.count)")
        }
        var generator = SeededGenerator(seed: seed)
        var draws: [(unit: Int, draw: UInt64)] = []
        for unit in units.indices { draws.append((unit, generator.next())) }
        draws.sort { a, b in a.draw != b.draw ? a.draw < b.draw : a.unit < b.unit }
        let order = draws.map(\.unit)
        let heldCount = min(units.count - 1, max(1, Int((heldOutShare * Double(units.count)).rounded())))
        let heldOut = Set(order.prefix(heldCount))
        func isHeldOut(trace: Int, touch: Int) -> Bool {
            guard let unit = units.firstIndex(where: { $0.trace == trace && ($0.touch == nil || $0.touch == touch) }) else { return false }
            return heldOut.contains(unit)
        }
        var training = Array(repeating: [Double](), count: candidates.count)
        var held = training
        for (traceIndex, entry) in traces.enumerated() where !candidates.isEmpty {
            let evaluation = try PredictionEvaluation(trace: entry.trace, predictors: candidates, horizons: horizons, jobs: jobs, catalog: catalog)
            var membership: [Int: Bool] = [:]
            for record in evaluation.records {
                guard let error = record.effectiveError else { continue }
                let inHeldOut = membership[record.touchID] ?? isHeldOut(trace: traceIndex, touch: record.touchID)
                membership[record.touchID] = inHeldOut
                if inHeldOut { held[record.predictor].append(error) } else { training[record.predictor].append(error) }
            }
        }
        let scored = candidates.indices.map { index in
            Candidate(predictor: candidates[index], training: score(training[index]), heldOut: score(held[index]))
        }
        let names = { (held: Bool) in units.indices.filter { heldOut.contains($0) == held }.map { units[$0].name } }
        return outcome(split: split, seed: seed, trainingUnits: names(false), heldOutUnits: names(true), scored: scored)
    }

    /// The outcome of candidates scored in grid order (`scored`): ranked by training score,
    /// ties and candidates without one in grid order. A sweep split over machines
    /// (`--shard K/N`) ranks the candidates of all its shards with it, exactly as one machine.
    package static func outcome(split: Split, seed: UInt64, trainingUnits: [String], heldOutUnits: [String], scored: [Candidate]) -> Outcome {
        let ranked = scored.enumerated().sorted { a, b in
            switch (a.element.training?.score, b.element.training?.score) {
            case let (x?, y?): x < y || (x == y && a.offset < b.offset)
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a.offset < b.offset
            }
        }.map(\.element)
        return Outcome(split: split, seed: seed, trainingUnits: trainingUnits, heldOutUnits: heldOutUnits, candidates: ranked)
    }

    /// The score of pooled errors; nil when there are none.
    static func score(_ errors: [Double]) -> Score? {
        let sorted = errors.sorted()
        guard let median = DistributionSummary.exactPercentile(50, ofSorted: sorted),
              let p90 = DistributionSummary.exactPercentile(90, ofSorted: sorted) else { return nil }
        return Score(median: median, p90: p90, score: (median + p90) / 2, count: sorted.count)
    }
}
