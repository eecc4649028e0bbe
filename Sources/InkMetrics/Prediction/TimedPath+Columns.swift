import InkModel

extension TimedPath {
    /// The times of a path's points, seconds, as a collection indexed from 0 (a view of the
    /// points, no copy).
    package struct Times: RandomAccessCollection, Sendable {
        let points: ArraySlice<GroundTruthPoint>

        package var startIndex: Int { 0 }
        package var endIndex: Int { points.count }

        package subscript(position: Int) -> Double { points[points.startIndex + position].time }
    }

    /// The locations of a path's points, points, as a collection indexed from 0 (a view of the
    /// points, no copy).
    package struct Locations: RandomAccessCollection, Sendable {
        let points: ArraySlice<GroundTruthPoint>

        package var startIndex: Int { 0 }
        package var endIndex: Int { points.count }

        package subscript(position: Int) -> Point { points[points.startIndex + position].location }
    }
}
