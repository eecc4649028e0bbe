import Foundation
import InkFormats
import InkMetrics
import InkModel
import InkSynth
import Testing

/// Keeps synthesized traces within the ranges of the shared real recordings of their kind, on the
/// statistics `inkbench inspect --compare` shows (`RealismStatistics`): every built-in pencil
/// dataset against the Inkable Apple Pencil recordings, and handwriting and a scribble
/// synthesized on `wacom-linux-60` against the evemu and MyPaint tablet recordings.
///
/// A range is [smallest, largest] over the real recordings, widened — they are few, and their
/// content differs: ratios (interval CV, raw acceleration, update delays) by `ratioMargin` each
/// way, the gap share by `shareMargin`. A 2× error (what this test was written against) fails.
@Suite("Realism: synthesized traces within the ranges of real recordings of their kind")
struct RealismRangeTests {
    static let folder = ProcessInfo.processInfo.environment["INKBENCH_DATASETS"] ?? "../shared/datasets"
    static let pencilRecordings = ["inkable/events.json", "inkable/pencil-antigrain2.json"]
    static let tabletRecordings: [(file: String, description: String?)] = [
        ("evemu/wacom-cintiq-22hdt-pen.events", nil),
        ("evemu/wacom-intuos4-6x9-stylus-drag.events", "evemu/wacom-intuos4-6x9-pen.desc"),
        ("mypaint/painting30sec.dat", nil),
    ]
    static let ratioMargin = 1.5
    static let shareMargin = 0.02
    /// Built-in datasets with fewer samples (the 0.1 s tap) say too little to be held to a range.
    static let minimumSamples = 100

    static func present(_ files: [String]) -> Bool {
        files.allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0) }
    }

    /// `trace` reduced to its stylus touches (a session mixes in finger touches at another rate).
    static func stylusOnly(_ trace: Trace) -> Trace {
        Trace(header: trace.header, samples: trace.samples.filter { $0.type == .stylus }, updates: trace.updates, groundTruth: [])
    }

    @Test(
        "built-in pencil datasets: interval CV, gaps, raw acceleration and update delays within the Inkable recordings' ranges",
        .enabled(if: present(pencilRecordings), "needs the Inkable recordings in ../shared/datasets or INKBENCH_DATASETS")
    )
    func pencilDatasets() throws {
        let real = try Self.pencilRecordings.map { RealismStatistics(trace: try TraceFormatRegistry.builtIn.read(path: Self.folder + "/" + $0)) }
        let ranges = RealismRanges(real, ratioMargin: Self.ratioMargin, shareMargin: Self.shareMargin)
        let pencil = BuiltInDataset.all.filter { $0.recipe.profile.touchType == .stylus && $0.recipe.profile.name.hasPrefix("ipad") }
        var checked = 0
        for dataset in pencil {
            let statistics = RealismStatistics(trace: Self.stylusOnly(try Synthesizer.synthesize(dataset.recipe)))
            guard statistics.sampleCount >= Self.minimumSamples else { continue }
            checked += 1
            for problem in ranges.problems(statistics, delays: true) { Issue.record("\(dataset.name): \(problem)") }
        }
        #expect(checked >= 6)
    }

    @Test(
        "wacom-linux-60 synthesis: interval CV, gaps and raw acceleration within the evemu and MyPaint tablet recordings' ranges",
        .enabled(if: present(tabletRecordings.flatMap { [$0.file] + ($0.description.map { [$0] } ?? []) }), "needs the evemu and MyPaint recordings")
    )
    func tabletSynthesis() throws {
        let real = try Self.tabletRecordings.map { entry in
            RealismStatistics(trace: try TraceFormatRegistry.builtIn.read(path: Self.folder + "/" + entry.file, descriptionPath: entry.description.map { Self.folder + "/" + $0 }))
        }
        let ranges = RealismRanges(real, ratioMargin: Self.ratioMargin, shareMargin: Self.shareMargin)
        for shape in [Shape.handwriting, .scribble] {
            let recipe = SynthRecipe(shape: shape, profile: .wacomLinux60, extent: .duration(5), seed: 1)
            let statistics = RealismStatistics(trace: try Synthesizer.synthesize(recipe))
            for problem in ranges.problems(statistics, delays: false) { Issue.record("wacom-linux-60 \(shape): \(problem)") }
        }
    }
}

/// The widened [min, max] ranges of real recordings' statistics, and what falls outside them.
struct RealismRanges {
    var intervalCV: ClosedRange<Double>
    var gapShare: ClosedRange<Double>
    var accelerationP50: ClosedRange<Double>
    var updateDelayP50: ClosedRange<Double>?
    var updateDelayP90: ClosedRange<Double>?
    var updateDelayMax: ClosedRange<Double>?

    init(_ real: [RealismStatistics], ratioMargin: Double, shareMargin: Double) {
        func ratio(_ values: [Double?]) -> ClosedRange<Double> {
            let present = values.compactMap { $0 }
            return (present.min()! / ratioMargin)...(present.max()! * ratioMargin)
        }
        func optionalRatio(_ values: [Double?]) -> ClosedRange<Double>? {
            values.contains { $0 != nil } ? ratio(values) : nil
        }
        intervalCV = ratio(real.map(\.intervalCV))
        let shares = real.compactMap(\.gapShare)
        gapShare = max(0, shares.min()! - shareMargin)...(shares.max()! + shareMargin)
        accelerationP50 = ratio(real.map(\.accelerationP50))
        updateDelayP50 = optionalRatio(real.map(\.updateDelayP50))
        updateDelayP90 = optionalRatio(real.map(\.updateDelayP90))
        updateDelayMax = optionalRatio(real.map(\.updateDelayMax))
    }

    /// One line per statistic of `synthesized` outside its range (update delays only when `delays`).
    func problems(_ synthesized: RealismStatistics, delays: Bool) -> [String] {
        var problems: [String] = []
        func check(_ name: String, _ value: Double?, _ range: ClosedRange<Double>?) {
            guard let range else { return }
            guard let value else { return problems.append("\(name) missing (real \(range))") }
            if !range.contains(value) { problems.append("\(name) \(value) outside the real range \(range)") }
        }
        check("interval CV", synthesized.intervalCV, intervalCV)
        check("gap share", synthesized.gapShare, gapShare)
        check("acceleration p50 mm/s²", synthesized.accelerationP50, accelerationP50)
        if delays {
            check("update delay p50 s", synthesized.updateDelayP50, updateDelayP50)
            check("update delay p90 s", synthesized.updateDelayP90, updateDelayP90)
            check("update delay max s", synthesized.updateDelayMax, updateDelayMax)
        }
        return problems
    }
}
