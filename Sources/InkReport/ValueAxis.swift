/// The value axis of a chart whose values are magnitudes (costs, errors, gaps: ≥ 0), chosen
/// from the values so that gnuplot draws every data set: logarithmic only when the positive
/// values span more than `logarithmicRatio` (zeros have no logarithm and are left out there),
/// otherwise linear from 0; when no value is above 0 (an all-zero run) the axis is 0…1 without
/// tics and the chart says "none" and why in its middle, since gnuplot refuses an empty range (`y_min should not equal y_max`) or a
/// logarithmic axis without a positive value (`all points y value undefined`).
struct ValueAxis {
    /// Whether the axis is logarithmic.
    let isLogarithmic: Bool
    /// Whether no value is above 0.
    let isEmpty: Bool

    /// The axis for `values` (non-finite ones ignored); `logarithmicRatio` nil for an axis that is
    /// always linear.
    init(_ values: [Double], logarithmicRatio: Double?) {
        let positive = values.filter { $0.isFinite && $0 > 0 }
        isEmpty = positive.isEmpty
        if let ratio = logarithmicRatio, let smallest = positive.min(), let largest = positive.max() {
            isLogarithmic = largest / smallest > ratio
        } else {
            isLogarithmic = false
        }
    }

    /// The gnuplot commands for `axis` ("x" or "y"); an all-zero chart shows no tics on the axis
    /// (a "1" there would be a value nobody measured) and "none: `emptyLabel`" in its middle.
    func commands(axis: String, emptyLabel: String) -> String {
        if isEmpty {
            return "set \(axis)range [0:1]\nunset \(axis)tics\nset label 9 \(GnuplotText.literal("none: " + emptyLabel)) at graph 0.5, 0.5 center"
        }
        return isLogarithmic ? "set logscale \(axis)" : "set \(axis)range [0:*]"
    }

    /// "; log scale" for captions, or "".
    var captionSuffix: String { isLogarithmic ? ", log scale" : "" }
}
