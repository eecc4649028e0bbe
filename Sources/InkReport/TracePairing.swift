/// Which trace of a baseline report each trace of a current report is compared with: the one
/// whose records hold the same content (`contentHash`) — the same file given as `./x`, `x` or
/// `/home/me/x`, a renamed copy, a built-in dataset and the file synthesized from it — else, for
/// reports without content hashes or a trace whose content changed, the one given under the same
/// name (`input`). Each trace of either report is paired at most once.
struct TracePairing {
    /// Index into the current report's traces → index into the baseline's.
    private(set) var baseIndex: [Int: Int] = [:]
    /// One line per pair made across a rename or across a change of content.
    private(set) var notes: [String] = []

    init(base: [RunReport.TraceResult], current: [RunReport.TraceResult]) {
        var free = Set(base.indices)
        // Same content: the baseline trace of the same name first, when two hold the same records.
        for (index, trace) in current.enumerated() {
            guard let hash = trace.contentHash else { continue }
            let sameContent = base.indices.filter { free.contains($0) && base[$0].contentHash == hash }
            guard let match = sameContent.first(where: { base[$0].input == trace.input }) ?? sameContent.first else { continue }
            pair(index, match, &free)
            if base[match].input != trace.input {
                notes.append("\(trace.input) is compared with the baseline's \(base[match].input): the same content (\(hash))")
            }
        }
        // Same name: reports written before content hashes, or the trace's content changed.
        for (index, trace) in current.enumerated() where baseIndex[index] == nil {
            guard let match = base.indices.first(where: { free.contains($0) && base[$0].input == trace.input }) else { continue }
            pair(index, match, &free)
            if let hash = trace.contentHash, let baseHash = base[match].contentHash, hash != baseHash {
                notes.append("\(trace.input): its content differs from the baseline's (\(baseHash) → \(hash)); compared by name")
            }
        }
    }

    private mutating func pair(_ current: Int, _ base: Int, _ free: inout Set<Int>) {
        baseIndex[current] = base
        free.remove(base)
    }
}
