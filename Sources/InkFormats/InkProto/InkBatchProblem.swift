/// What is wrong in one `CodedStrokeInputBatch`: the input it concerns (0-based, nil for the
/// batch as a whole) and, in words, the field and the problem. The reader adds the file, the
/// increment and whether the batch holds real or predicted inputs.
struct InkBatchProblem: Error, Hashable, Sendable {
    var input: Int?
    var message: String
}
