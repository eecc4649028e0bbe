import InkReport
import Testing

/// `WorkShard`: `--shard K/N` and `auto` / `auto/N` read from a Kubernetes Indexed Job's or a
/// Slurm array's variables, each bad value refused in one line naming it; and the partition by
/// content key puts every unit in exactly one shard.
@Suite("--shard K/N, auto and auto/N, and the partition of the units")
struct WorkShardTests {
    static func parsed(_ text: String, _ environment: [String: String] = [:]) throws -> String {
        try WorkShard.parse(text, environment: environment).description
    }

    static func refusal(_ text: String, _ environment: [String: String] = [:]) -> String? {
        do {
            _ = try WorkShard.parse(text, environment: environment)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("K/N from 1: the shard; anything else one line")
    func explicit() throws {
        #expect(try Self.parsed("3/4") == "3/4")
        #expect(try Self.parsed("1/1") == "1/1")
        #expect(Self.refusal("0/4") == "--shard 0/4: K must be a whole number in 1…4 (shards are numbered from 1)")
        #expect(Self.refusal("5/4") == "--shard 5/4: K must be a whole number in 1…4 (shards are numbered from 1)")
        #expect(Self.refusal("1/0") == "--shard 1/0: the count N must be a whole number in 1…100000")
        #expect(Self.refusal("-1/4")?.hasPrefix("--shard -1/4: K must be") == true)
        for text in ["3", "", "1/2/3", "/4"] {
            #expect(Self.refusal(text)?.hasSuffix("expected K/N (shard K of N, from 1), auto (Slurm array) or auto/N (Kubernetes Indexed Job of N completions)") == true, "\(text)")
        }
    }

    @Test("auto/N in a Kubernetes Indexed Job: JOB_COMPLETION_INDEX from 0 is shard index + 1")
    func kubernetes() throws {
        #expect(try Self.parsed("auto/4", ["JOB_COMPLETION_INDEX": "0"]) == "1/4")
        #expect(try Self.parsed("auto/4", ["JOB_COMPLETION_INDEX": "3"]) == "4/4")
        #expect(Self.refusal("auto/4", ["JOB_COMPLETION_INDEX": "4"]) == "--shard auto/4: JOB_COMPLETION_INDEX=4 is not below the count 4 (indices run 0…completions − 1)")
        #expect(Self.refusal("auto/4", ["JOB_COMPLETION_INDEX": "x"]) == "--shard auto/4: JOB_COMPLETION_INDEX=x is not a whole number ≥ 0")
        #expect(Self.refusal("auto", ["JOB_COMPLETION_INDEX": "1"])?.hasSuffix("give the count as --shard auto/N (the Job's completions)") == true)
        #expect(Self.refusal("auto/4")?.hasPrefix("--shard auto/4: neither JOB_COMPLETION_INDEX (Kubernetes Indexed Job) nor SLURM_ARRAY_TASK_ID") == true)
        #expect(Self.refusal("auto/4", ["JOB_COMPLETION_INDEX": "1", "SLURM_ARRAY_TASK_ID": "1"]) == "--shard auto/4: both JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID are set; give --shard K/N")
    }

    @Test("auto in a Slurm array: the task ID less the array's first, the array's task count")
    func slurm() throws {
        let array = ["SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_STEP": "1"]
        #expect(try Self.parsed("auto", array.merging(["SLURM_ARRAY_TASK_ID": "1"]) { $1 }) == "1/4")
        #expect(try Self.parsed("auto", array.merging(["SLURM_ARRAY_TASK_ID": "4"]) { $1 }) == "4/4")
        #expect(try Self.parsed("auto/4", array.merging(["SLURM_ARRAY_TASK_ID": "2"]) { $1 }) == "2/4")
        #expect(Self.refusal("auto/3", array.merging(["SLURM_ARRAY_TASK_ID": "2"]) { $1 }) == "--shard auto/3: the array has SLURM_ARRAY_TASK_COUNT=4 tasks, not 3")
        #expect(Self.refusal("auto", array.merging(["SLURM_ARRAY_TASK_ID": "5"]) { $1 })?.hasPrefix("--shard auto: SLURM_ARRAY_TASK_ID=5 lies outside 1…4") == true)
        #expect(Self.refusal("auto", array.merging(["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_STEP": "2"]) { $1 })?.contains("leaves gaps") == true)
        #expect(Self.refusal("auto", ["SLURM_ARRAY_TASK_ID": "3"]) == "--shard auto: SLURM_ARRAY_TASK_COUNT is not set; give the count as --shard auto/N")
    }

    @Test("every unit key belongs to exactly one shard, the same one every time, and the shards share the work", arguments: [1, 2, 3, 7])
    func partition(count: Int) throws {
        let keys = (0..<700).map { WorkShard.unitKey(contentHash: "hash-\($0 / 4)", item: "configuration-\($0 % 4)") }
        let shards = (1...count).compactMap { WorkShard(index: $0, count: count) }
        var sizes = Array(repeating: 0, count: count)
        for key in keys {
            let owners = shards.filter { $0.owns(key) }
            #expect(owners.count == 1 && owners.first?.index == WorkShard.shard(of: key, count: count), "\(key)")
            sizes[WorkShard.shard(of: key, count: count) - 1] += 1
        }
        // 700 units, ±5 standard deviations of a fair split.
        let share = 700.0 / Double(count), spread = 5 * (share * (1 - 1 / Double(count))).squareRoot()
        #expect(sizes.allSatisfy { abs(Double($0) - share) <= spread }, "\(sizes)")
    }
}
