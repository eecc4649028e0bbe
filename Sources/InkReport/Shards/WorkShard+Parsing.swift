import InkModel

/// `--shard` as written: `K/N`, or `auto` / `auto/N` to take the index (and the count) from the
/// variables a cluster sets in each task.
///
/// - Slurm job arrays (`sbatch --array=0-(N-1)` or `1-N`): `SLURM_ARRAY_TASK_ID` minus
///   `SLURM_ARRAY_TASK_MIN` is the index from 0, `SLURM_ARRAY_TASK_COUNT` the count; arrays
///   with a step (`SLURM_ARRAY_TASK_STEP` other than 1) are refused, their IDs leave gaps.
/// - Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX` (0…completions − 1); the Job does not tell
///   its pods the count, so it is given: `--shard auto/N` with N the Job's `completions`.
///
/// A CI matrix passes its values explicitly (`--shard ${{ matrix.shard }}/4`).
extension WorkShard {
    /// The variables `auto` reads.
    package static let environmentVariables = [
        "JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_MIN", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_STEP",
    ]

    /// The shard `text` names, reading `environment` for `auto`; one line naming the option, the
    /// variable and the value when it is not one.
    package static func parse(_ text: String, environment: [String: String]) throws(ReportError) -> WorkShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, let first = parts.first, !first.isEmpty else { throw formError(text) }
        var count: Int?
        if parts.count == 2 {
            guard let given = number(parts[1]), given >= 1, given <= maximumCount else {
                throw ReportError("--shard \(text): the count N must be a whole number in 1…\(maximumCount)")
            }
            count = given
        }
        if first == "auto" { return try fromEnvironment(environment, count: count, text: text) }
        guard let count else { throw formError(text) }
        guard let index = number(first), index >= 1, index <= count, let shard = WorkShard(index: index, count: count) else {
            throw ReportError("--shard \(text): K must be a whole number in 1…\(count) (shards are numbered from 1)")
        }
        return shard
    }

    private static func formError(_ text: String) -> ReportError {
        ReportError("--shard \(text.onOneLine): expected K/N (shard K of N, from 1), auto (Slurm array) or auto/N (Kubernetes Indexed Job of N completions)")
    }

    /// A plain decimal number (no sign, no spaces), nil otherwise or past 9 digits.
    private static func number(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }

    private static func fromEnvironment(_ environment: [String: String], count given: Int?, text: String) throws(ReportError) -> WorkShard {
        let kubernetes = environment["JOB_COMPLETION_INDEX"], slurm = environment["SLURM_ARRAY_TASK_ID"]
        func value(_ name: String, _ raw: String) throws(ReportError) -> Int {
            guard let parsed = number(raw) else {
                throw ReportError("--shard \(text): \(name)=\(raw.onOneLine) is not a whole number ≥ 0")
            }
            return parsed
        }
        let index: Int, count: Int
        switch (kubernetes, slurm) {
        case (.some, .some):
            throw ReportError("--shard \(text): both JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID are set; give --shard K/N")
        case (nil, nil):
            throw ReportError(
                "--shard \(text): neither JOB_COMPLETION_INDEX (Kubernetes Indexed Job) nor SLURM_ARRAY_TASK_ID (Slurm array) is set; give --shard K/N"
            )
        case (let raw?, nil):
            guard let given else {
                throw ReportError("--shard \(text): JOB_COMPLETION_INDEX gives the index only; give the count as --shard auto/N (the Job's completions)")
            }
            index = try value("JOB_COMPLETION_INDEX", raw)
            count = given
            guard index < count else {
                throw ReportError("--shard \(text): JOB_COMPLETION_INDEX=\(index) is not below the count \(count) (indices run 0…completions − 1)")
            }
        case (nil, let raw?):
            let id = try value("SLURM_ARRAY_TASK_ID", raw)
            let minimum = try environment["SLURM_ARRAY_TASK_MIN"].map { raw throws(ReportError) in try value("SLURM_ARRAY_TASK_MIN", raw) } ?? 0
            if let step = environment["SLURM_ARRAY_TASK_STEP"], try value("SLURM_ARRAY_TASK_STEP", step) != 1 {
                throw ReportError("--shard \(text): SLURM_ARRAY_TASK_STEP=\(step.onOneLine): an array with a step leaves gaps; use --array=0-(N-1)")
            }
            let arrayCount = try environment["SLURM_ARRAY_TASK_COUNT"].map { raw throws(ReportError) in try value("SLURM_ARRAY_TASK_COUNT", raw) }
            guard let total = given ?? arrayCount else {
                throw ReportError("--shard \(text): SLURM_ARRAY_TASK_COUNT is not set; give the count as --shard auto/N")
            }
            if let given, let arrayCount, given != arrayCount {
                throw ReportError("--shard \(text): the array has SLURM_ARRAY_TASK_COUNT=\(arrayCount) tasks, not \(given)")
            }
            guard id >= minimum, id - minimum < total else {
                throw ReportError(
                    "--shard \(text): SLURM_ARRAY_TASK_ID=\(id) lies outside \(minimum)…\(minimum + total - 1) (SLURM_ARRAY_TASK_MIN … + COUNT − 1)"
                )
            }
            index = id - minimum
            count = total
        }
        guard let shard = WorkShard(index: index + 1, count: count) else {
            throw ReportError("--shard \(text): the count must be a whole number in 1…\(maximumCount) (got \(count))")
        }
        return shard
    }
}
