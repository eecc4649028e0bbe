import InkModel
import InkPipeline
import Testing

/// The public one-stage check (`StageEquivalence`): every built-in stage passes it alone, and a
/// stage whose incremental form drifts from its naive twin is caught at the first split.
struct StageEquivalenceTests {
    static let filters: [FilterSpec] = [
        .savitzkyGolay(window: 5, order: 3), .douglasPeucker(epsilon: 0.45, chunking: .points(64)),
        .douglasPeucker(epsilon: 0.45, chunking: .wholeStroke), .distanceThinning(distance: 1),
    ]
    static let smoothers: [SmootherSpec] = [.straight, .antigrain(smoothness: 0.7), .catmullRom(alpha: 0.5)]

    @Test(arguments: filters)
    func everyBuiltInFilterMatchesItsNaiveTwinAtEverySplit(filter: FilterSpec) {
        for (name, trace) in [("circle", StandardTraces.circle), ("multi-touch", StandardTraces.multiTouch)] {
            let report = StageEquivalence.check(filter, trace: trace, splits: .every)
            #expect(report.isExact && report.firstDifference == nil, "\(name): \(report)")
            #expect(report.splitsChecked.count == report.callbacks)
        }
    }

    @Test(arguments: smoothers)
    func everyBuiltInSmootherMatchesItsNaiveTwinAtEverySplit(smoother: SmootherSpec) {
        for (name, trace) in [("circle", StandardTraces.circle), ("multi-touch", StandardTraces.multiTouch)] {
            let report = StageEquivalence.check(smoother, trace: trace, splits: .every)
            #expect(report.isExact && report.firstDifference == nil, "\(name): \(report)")
        }
    }

    @Test func anIncrementalStageThatDriftsIsCaughtAtTheFirstSplit() throws {
        let drifting = SmootherSpec(
            kind: "drifting", naive: { NaiveSmootherStage(shape: AntigrainShape(smoothness: 0.7)) },
            incremental: { IncrementalSmootherStage(shape: AntigrainShape(smoothness: 0.71)) }
        )
        let report = StageEquivalence.check(drifting, trace: StandardTraces.circle, splits: .every)
        let first = try #require(report.firstDifference)
        #expect(!report.isEquivalent)
        #expect(first.comparison == "incremental vs naive")
        #expect(first.detail.contains("drifting: item"), "\(first)")
        #expect(first.split <= 3)
    }
}
