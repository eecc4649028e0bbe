import InkFormats
import InkMetrics
import InkModel

/// The true paths of a streamed trace's touches, read from its ground truth as the touches'
/// samples arrive: the file holds each touch's points together, touch after touch in the order
/// of their first samples (`NativeTraceScan.isStreamable`), so one cursor reads each touch's
/// whole path once, and only the paths of the touches just reached are held.
struct StreamedTruth {
    private let points: NativeRecordCursor<GroundTruthPoint>
    private let offset: Point
    private var peeked: GroundTruthPoint?
    private var reached: Set<Int> = []

    /// The ground truth of the file `scan` read, moved by `offset` points.
    init(_ scan: NativeTraceScan, offset: Point) throws {
        points = try scan.groundTruth()
        self.offset = offset
        peeked = try points.next()
    }

    /// The complete paths of the touches of `samples` reached for the first time (earlier
    /// touches' paths were handed over before).
    mutating func paths(reachedBy samples: [TouchSample]) throws -> TruthPaths {
        var paths: [Int: TimedPath] = [:]
        for sample in samples where reached.insert(sample.touchID).inserted {
            var path = TimedPath()
            while let point = peeked, point.touchID == sample.touchID {
                path.append(time: point.time, location: point.location + offset)
                peeked = try points.next()
            }
            if !path.isEmpty { paths[sample.touchID] = path }
        }
        return TruthPaths(source: .groundTruth, paths: paths)
    }
}
