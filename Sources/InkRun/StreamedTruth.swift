import InkFormats
import InkMetrics
import InkModel
import InkReport

/// The truth of a streamed trace's touches (`RunTruth`), read as the touches' samples arrive: the
/// true paths from the file's ground truth — the file holds each touch's points together, touch
/// after touch in the order of their first samples (`NativeTraceScan.isStreamable`), so one cursor
/// reads each touch's points once, and only the touches just reached are held — built by
/// `TruthPaths(groundTruth:)` as for a trace read whole; and, for runs that show predictions, the
/// pen states from a look-ahead reader (`StreamedPenStates`).
struct StreamedTruth: RunTruth {
    private let points: NativeRecordCursor<GroundTruthPoint>
    private let offset: Point
    private var peeked: GroundTruthPoint?
    private var reached: Set<Int> = []
    private var states: StreamedPenStates?

    /// The truth of the file `scan` read, its ground truth moved by `offset` points; with pen
    /// states (`penStates`) read through cursors of their own, with `header`.
    init(_ scan: NativeTraceScan, header: TraceHeader, offset: Point, penStates: Bool) throws {
        points = try scan.groundTruth()
        self.offset = offset
        peeked = try points.next()
        states = penStates ? try StreamedPenStates(scan, header: header) : nil
    }

    /// The complete paths of the touches of `samples` reached for the first time (earlier
    /// touches' paths were handed over before).
    mutating func paths(reachedBy samples: [TouchSample]) throws -> TruthPaths {
        var touchPoints: [GroundTruthPoint] = []
        for sample in samples where reached.insert(sample.touchID).inserted {
            while var point = peeked, point.touchID == sample.touchID {
                point.location = point.location + offset
                touchPoints.append(point)
                peeked = try points.next()
            }
        }
        return TruthPaths(groundTruth: touchPoints)
    }

    /// The complete pen-state paths of the touches of `samples` reached for the first time.
    mutating func penStates(reachedBy samples: [TouchSample]) throws -> PenStatePaths {
        guard var reader = states else { preconditionFailure("pen states are read for runs that show predictions, made with penStates") }
        states = nil
        defer { states = reader }
        return try reader.paths(reachedBy: samples)
    }
}
