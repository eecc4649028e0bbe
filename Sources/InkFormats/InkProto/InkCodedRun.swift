import InkFormatsInk

/// Decodes one google/ink `CodedNumericRun` the way google/ink does: with c[i] the running
/// sum of the deltas (64-bit), value i is `offset + scale · c[i]`, computed in double precision
/// and rounded to a 32-bit float (the precision google/ink keeps its inputs in). Integer
/// sequences with scale 1 and offset 0 come back exactly.
enum InkCodedRun {
    /// The run's values, widened to Double; `field` names the run in messages
    /// (e.g. `pressure`). Fails for a non-finite scale or offset and for a value that does not
    /// fit a float.
    static func values(of run: Ink_Proto_CodedNumericRun, field: String) throws(InkBatchProblem) -> [Double] {
        guard run.scale.isFinite else {
            throw InkBatchProblem(input: nil, message: "field \(field): scale \(run.scale) is not a finite number")
        }
        guard run.offset.isFinite else {
            throw InkBatchProblem(input: nil, message: "field \(field): offset \(run.offset) is not a finite number")
        }
        let offset = Double(run.offset), scale = Double(run.scale)
        var values: [Double] = []
        values.reserveCapacity(run.deltas.count)
        var sum: Int64 = 0
        for (index, delta) in run.deltas.enumerated() {
            let (next, overflow) = sum.addingReportingOverflow(Int64(delta))
            guard !overflow else {
                throw InkBatchProblem(input: index, message: "field \(field): the running sum of the deltas overflows 64 bits")
            }
            sum = next
            let value = Float(offset + scale * Double(sum))
            guard value.isFinite else {
                throw InkBatchProblem(input: index, message: "field \(field): the value does not fit a float (offset \(run.offset) + scale \(run.scale) × \(sum))")
            }
            values.append(Double(value))
        }
        return values
    }
}
