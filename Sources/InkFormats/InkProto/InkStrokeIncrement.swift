/// One decoded `IncrementalStrokeInput`: the real inputs that arrived since the previous
/// increment and the platform's predicted inputs beyond them at that moment.
struct InkStrokeIncrement: Hashable, Sendable {
    var real: InkInputBatch
    var predicted: InkInputBatch
}
