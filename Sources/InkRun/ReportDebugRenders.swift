import Foundation
import InkFormats
import InkIO
import InkModel
import InkPipeline
import InkReport

/// The debug pictures a run draws into `renders/` of its report folder: for each trace,
/// the ink with the debug overlay (`RunRendering.debugPicture`; with Cairo as `inkbench render --debug` draws it) at the
/// trace's end and in the middle of its longest stroke, for the first configuration with
/// prediction (else the first configuration). Cropped to the ink and about 1600 px across
/// whatever the ink's extent, without wall-clock times: the
/// same run gives the same bytes. A picture that cannot be drawn is skipped and named in
/// `skipped`; the run's numbers do not depend on it.
///
/// Each picture is written in full to a temporary file (`AtomicFileWriter`, finished but not
/// renamed) and listed in `pendingFiles`: `RunOutputFiles` renames them in the same step as
/// report.json, so the renders/ of a folder always belong to its report (an interrupted or
/// failed run leaves the previous pictures as they were).
struct ReportDebugRenders {
    /// The report folder; pictures go to its `renders/` folder.
    let folder: String
    /// Every picture drawn so far, in order.
    private(set) var records: [RunReport.DebugRender] = []
    /// One line per picture that could not be drawn (e.g. ink spanning more than Cairo's largest
    /// canvas even at the smallest scale): the run goes on without it and says so.
    private(set) var skipped: [String] = []
    /// The pictures drawn so far, complete in their temporary files, waiting to be committed with
    /// the report (`RunOutputFiles.write`).
    private(set) var pendingFiles: [AtomicFileWriter] = []
    /// The inputs drawn so far, in order, for file names unique as `ChartSlugs` makes them.
    private var inputs: [String] = []

    /// The longest trace drawn, samples (default 200,000): replaying a longer one (an hour of
    /// writing) costs more time and memory than the run itself, for a picture of a whole page of
    /// ink at thumbnail scale. A longer trace's pictures are skipped and named in `skipped`.
    let maximumSamples: Int
    /// Draws the pictures.
    let rendering: any RunRendering

    /// The fewest pixels per point: small enough that no trace's picture exceeds about 1600 px.
    static let minimumScale = 0.01

    init(reportFolder: String, rendering: any RunRendering, maximumSamples: Int = 200_000) {
        folder = reportFolder
        self.rendering = rendering
        self.maximumSamples = maximumSamples
    }

    /// The pictures drawn per trace.
    static let picturesPerTrace = 2

    /// Names the pictures of `input` as skipped: it was streamed (`samples` samples), so its trace
    /// was never whole in memory to replay.
    /// `notice`: whether to name them in `skipped` (not when another shard of the run has them).
    mutating func skipStreamed(input: String, samples: Int, notice: Bool = true) {
        inputs.append(input)
        guard notice else { return }
        let stem = ChartSlugs.unique(inputs)[inputs.count - 1]
        skipped.append("renders/\(stem)-*.png skipped: \(input) was streamed (\(samples) samples, never whole in memory); "
            + "draw a moment with: inkbench render \(input) --at SECONDS --debug")
    }

    /// Draws `trace`'s two pictures (none for a trace without samples or configurations), calling
    /// `progress` after each; throws the run's time-limit failure once `limit` has passed.
    mutating func add(
        _ trace: Trace, input: String, configurations: [PipelineConfiguration],
        limit: RunTimeLimit = RunTimeLimit(start: MonotonicClock.now(), seconds: .infinity), progress: (String) -> Void = { _ in }
    ) throws {
        guard !trace.samples.isEmpty, let configuration = Self.picturedConfiguration(among: configurations) else { return }
        inputs.append(input)
        let stem = ChartSlugs.unique(inputs)[inputs.count - 1]
        guard trace.samples.count <= maximumSamples else {
            skipped.append("renders/\(stem)-*.png skipped: \(input) has \(trace.samples.count) samples, more than the \(maximumSamples) "
                + "a run draws debug pictures of; draw a moment with: inkbench render \(input) --at SECONDS --debug")
            return
        }
        let moments: [(name: String, moment: Double?, what: String)] = [
            ("mid", Self.midStrokeMoment(of: trace), "mid-stroke (the middle of the longest stroke)"),
            ("end", nil, "at the end of the trace"),
        ]
        let renders = (folder as NSString).appendingPathComponent("renders")
        do {
            try FileManager.default.createDirectory(atPath: renders, withIntermediateDirectories: true)
        } catch {
            throw ReportError("\(renders): cannot create the folder")
        }
        for (name, moment, what) in moments {
            let file = "renders/\(stem)-\(name).png"
            let activity = "drawing the debug pictures of \(input)", written = "nothing written"
            if limit.isPassed { throw limit.exceeded(while: activity, written: written) }
            let picture: DebugPicture
            do {
                picture = try rendering.debugPicture(
                    of: trace, configuration: configuration, moment: moment, minimumScale: Self.minimumScale, label: input, deadline: limit.deadline
                )
            } catch let error as DebugPictureUnavailable {
                skipped.append("\(file) skipped: \(input): \(error.description)")
                progress("\(input): debug picture \(name) skipped")
                continue
            } catch {
                if limit.isPassed { throw limit.exceeded(while: activity, written: written) }
                throw error
            }
            let writer = try AtomicFileWriter(path: (folder as NSString).appendingPathComponent(file))
            do {
                try writer.write(picture.png)
                try writer.finish()
            } catch {
                writer.discard()
                throw error
            }
            pendingFiles.append(writer)
            progress("\(input): debug picture \(name)")
            let prediction = configuration.prediction == .none ? "no prediction" : "\(configuration.prediction) predictions"
            records.append(RunReport.DebugRender(
                trace: input, file: file, configuration: configuration.name, momentSeconds: picture.momentSeconds,
                caption: "\(input) \(what), \(String(format: "%.3f s", picture.momentSeconds)): \(configuration.name) (\(prediction)) with the debug overlay"
            ))
        }
    }

    /// The configuration the pictures show: the first with prediction, else the first.
    static func picturedConfiguration(among configurations: [PipelineConfiguration]) -> PipelineConfiguration? {
        configurations.first { $0.prediction != .none } ?? configurations.first
    }

    /// Takes the file names `add` would give `trace`'s pictures without drawing them: another
    /// shard of the run draws them (`WorkShard`), and the names of later traces' pictures must be
    /// those of the whole run.
    mutating func reserveNames(for trace: Trace, input: String, configurations: [PipelineConfiguration]) {
        guard !trace.samples.isEmpty, Self.picturedConfiguration(among: configurations) != nil else { return }
        inputs.append(input)
    }

    /// The middle of the trace's longest stroke (by duration), seconds after the first sample.
    static func midStrokeMoment(of trace: Trace) -> Double {
        var spans: [Int: (first: Double, last: Double)] = [:]
        var order: [Int] = []
        for sample in trace.samples {
            if let span = spans[sample.touchID] {
                spans[sample.touchID] = (span.first, max(span.last, sample.timestamp))
            } else {
                spans[sample.touchID] = (sample.timestamp, sample.timestamp)
                order.append(sample.touchID)
            }
        }
        let longest = order.compactMap { spans[$0] }.max { $0.last - $0.first < $1.last - $1.first } ?? (0, 0)
        return (longest.first + longest.last) / 2 - (trace.samples.first?.timestamp ?? 0)
    }
}
