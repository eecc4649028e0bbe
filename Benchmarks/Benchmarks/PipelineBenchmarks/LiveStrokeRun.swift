import Benchmark
import BenchmarkSupport

/// Drives one benchmark: each iteration measures ONE callback of `LiveStroke.samplesPerCallback`
/// samples arriving on a live stroke that already holds about `length` points.
///
/// A fresh subject is brought to exactly `length` points outside the measurement (one callback
/// carrying them all: the same state as delivering them callback by callback), then
/// `callbacksPerBuild` consecutive callbacks are measured, one per iteration, before the next
/// rebuild; the stroke grows by at most 5% (12 points for short strokes) while it is measured.
///
/// Each rebuild gives the stages fresh arrays. Beyond glibc's mmap threshold (128 KiB: a few
/// thousand points) those are freshly mapped, so appending to them touches new pages and about
/// one callback in four at 10,000+ points pays a page fault (~1.5 µs) — as a real app's growing
/// stroke does. It shows between p50 and p90, not in the median.
/// A reference type because the benchmark closure advances it from iteration to iteration.
final class LiveStrokeRun<Subject: CallbackSubject> {
    let stroke: LiveStroke
    /// Points in the stroke when measuring starts after a rebuild.
    let length: Int
    let callbacksPerBuild: Int
    private let makeSubject: () -> Subject
    private var subject: Subject
    private var delivered = 0
    private var measuredSinceBuild = 0

    init(stroke: LiveStroke, length: Int, makeSubject: @escaping () -> Subject) throws {
        callbacksPerBuild = max(4, length / 60)
        let needed = length + callbacksPerBuild * LiveStroke.samplesPerCallback
        guard needed < stroke.sampleCount else {
            throw BenchmarkFixtureError("a run at \(length) points needs \(needed) samples; the stroke has \(stroke.sampleCount)")
        }
        self.stroke = stroke
        self.length = length
        self.makeSubject = makeSubject
        subject = makeSubject()
        rebuild()
    }

    /// Delivers the next callback, measuring it.
    func measureNextCallback(_ benchmark: Benchmark) {
        if measuredSinceBuild == callbacksPerBuild { rebuild() }
        subject.process(stroke.callback(after: delivered), in: stroke.trace, measuring: benchmark)
        delivered += LiveStroke.samplesPerCallback
        measuredSinceBuild += 1
    }

    private func rebuild() {
        subject = makeSubject()
        subject.process(stroke.prefix(length), in: stroke.trace, measuring: nil)
        delivered = length
        measuredSinceBuild = 0
    }
}
