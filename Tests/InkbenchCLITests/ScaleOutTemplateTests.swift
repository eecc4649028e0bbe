import Foundation
import InkTestSupport
import Testing
import Yams

/// The scale-out templates of Examples/ScaleOut (docs/scale-out.md): the GitHub Actions matrix
/// runs the gated inputs as N shard jobs whose folders a dependent job merges and gates; the
/// Kubernetes Indexed Job's pods, run here exactly as the Job runs them (N processes at once,
/// each with its own JOB_COMPLETION_INDEX), merge into the folder one machine writes.
@Suite("The scale-out templates shard a run and merge it as one machine would")
struct ScaleOutTemplateTests {
    static let folder = SharedRecordings.packageRoot.appendingPathComponent("Examples/ScaleOut")
    static let indexVariable = "$(JOB_COMPLETION_INDEX)"

    static func text(_ relative: String, in root: URL = folder) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    static func step(_ job: Node, named name: String) throws -> Node {
        try #require(job["steps"]?.sequence?.first { $0["name"]?.string == name }, "no step '\(name)'")
    }

    /// The flags of the run the CI gate compares (scripts/ci-quick-run), without its --out.
    static func gatedRunFlags() throws -> String {
        let script = try text("scripts/ci-quick-run", in: SharedRecordings.packageRoot).replacingOccurrences(of: "\\\n", with: " ")
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("\"$1\" run ") })
        let flags = line.dropFirst("\"$1\" run ".count).split(separator: " ").filter { !$0.isEmpty }
        return flags.prefix { $0 != "--out" }.joined(separator: " ")
    }

    @Test("GitHub Actions: the matrix has N shards of the gated run, the merge job needs them and is the gate's input")
    func gitHubActionsMatrix() throws {
        // Composed, not loaded: YAML 1.1 would read the key `on` as the boolean true.
        let root = try #require(try Yams.compose(yaml: try Self.text("github-actions-shards.yml")))
        let shard = try #require(root["jobs"]?["shard"]), merge = try #require(root["jobs"]?["merge"])
        let matrix = try #require(shard["strategy"]?["matrix"]?["shard"]?.sequence).compactMap(\.int)
        let count = matrix.count
        #expect(count >= 2 && matrix == Array(1...count), "matrix.shard is 1…N")
        #expect(shard["strategy"]?["fail-fast"]?.bool == false, "one failed shard does not cancel the others")
        let run = try #require(try Self.step(shard, named: "Shard")["run"]?.string)
        #expect(run.hasPrefix("inkbench run \(try Self.gatedRunFlags()) "), "the shards run what scripts/ci-quick-run runs: \(run)")
        #expect(run.hasSuffix(" --shard ${{ matrix.shard }}/\(count) --out shards/${{ matrix.shard }}"), "N of --shard is the matrix's length: \(run)")
        let keep = try Self.step(shard, named: "Keep the shard's folder for the merge")
        #expect(keep["with"]?["name"]?.string == "inkbench-shard-${{ matrix.shard }}" && keep["with"]?["path"]?.string == "shards/${{ matrix.shard }}")
        #expect(shard["needs"]?.string == "build")
        #expect(merge["needs"]?.sequence?.compactMap(\.string) == ["build", "shard"], "the merge waits for every shard")
        let fetch = try Self.step(merge, named: "Fetch every shard's folder")
        #expect(fetch["with"]?["pattern"]?.string == "inkbench-shard-*" && fetch["with"]?["path"]?.string == "shards")
        #expect(try Self.step(merge, named: "Merge")["run"]?.string == "inkbench merge shards/inkbench-shard-* --no-progress --out reports/run")
        let compare = try #require(try Self.step(merge, named: "Compare with the baseline")["run"]?.string)
        #expect(compare.contains("inkbench compare ci/baseline/report.json reports/run/report.json "), "the merged report is the gate's input")
        #expect(try Self.step(merge, named: "Gate")["run"]?.string == "exit \"${{ steps.compare.outputs.status }}\"")
    }

    /// The Indexed Job's shard and merge containers, the shard count and the results volume's
    /// mount path.
    struct KubernetesJobs {
        var shard: [String]
        var merge: [String]
        var count: Int
        var mountPath: String
    }

    static func kubernetesJobs() throws -> KubernetesJobs {
        let documents = Array(try Yams.compose_all(yaml: try text("kubernetes-indexed-job.yaml")))
        func job(_ name: String) throws -> Node {
            try #require(documents.first { $0["kind"]?.string == "Job" && $0["metadata"]?["name"]?.string == name }, "no Job \(name)")
        }
        func container(_ job: Node) throws -> Node {
            let pod = try #require(job["spec"]?["template"]?["spec"])
            #expect(pod["restartPolicy"]?.string == "Never")
            let claim = pod["volumes"]?[0]?["persistentVolumeClaim"]?["claimName"]?.string
            #expect(claim == "inkbench-results", "every pod mounts the results volume")
            return try #require(pod["containers"]?[0])
        }
        let shards = try job("inkbench-shards"), merge = try job("inkbench-merge")
        #expect(shards["metadata"]?["labels"]?["step"]?.string == "shards" && merge["metadata"]?["labels"]?["step"]?.string == "merge")
        #expect(shards["spec"]?["completionMode"]?.string == "Indexed")
        let count = try #require(shards["spec"]?["completions"]?.int)
        #expect((1...count).contains(shards["spec"]?["parallelism"]?.int ?? 0))
        let volume = try #require(documents.first { $0["kind"]?.string == "PersistentVolumeClaim" })
        #expect(volume["metadata"]?["name"]?.string == "inkbench-results" && volume["metadata"]?["labels"]?["step"]?.string == "shards")
        #expect(volume["spec"]?["accessModes"]?.sequence?.compactMap(\.string) == ["ReadWriteMany"], "pods on several nodes write to it")
        let (shard, merger) = (try container(shards), try container(merge))
        let mountPath = try #require(shard["volumeMounts"]?[0]?["mountPath"]?.string)
        #expect(merger["volumeMounts"]?[0]?["mountPath"]?.string == mountPath)
        for container in [shard, merger] { #expect(container["command"]?.sequence?.compactMap(\.string) == ["inkbench"]) }
        return KubernetesJobs(
            shard: try #require(shard["args"]?.sequence).compactMap(\.string), merge: try #require(merger["args"]?.sequence).compactMap(\.string),
            count: count, mountPath: mountPath
        )
    }

    /// The value after `flag` in `arguments`.
    static func value(of flag: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    }

    @Test("Kubernetes: an Indexed Job of N completions runs --shard auto/N into a folder per index, and the merge lists every one")
    func kubernetesIndexedJob() throws {
        let jobs = try Self.kubernetesJobs()
        #expect(Self.value(of: "--shard", in: jobs.shard) == "auto/\(jobs.count)", "N of --shard auto/N is the Job's completions")
        let out = try #require(Self.value(of: "--out", in: jobs.shard))
        #expect(out.hasPrefix(jobs.mountPath + "/") && out.contains(Self.indexVariable), "each index writes its own folder on the shared volume")
        let folders = (0..<jobs.count).map { out.replacingOccurrences(of: Self.indexVariable, with: "\($0)") }
        #expect(jobs.merge.first == "merge" && Array(jobs.merge.dropFirst().prefix(jobs.count)) == folders)
        #expect(Self.value(of: "--out", in: jobs.merge)?.hasPrefix(jobs.mountPath + "/") == true)
    }

    @Test("Kubernetes: the Job's pods, run here as N processes with their JOB_COMPLETION_INDEX, merge into the single run's folder", .needsGnuplot)
    func kubernetesJobRunsLocally() throws {
        let jobs = try Self.kubernetesJobs()
        let scratch = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The volume is the scratch folder; the index variable is expanded as the kubelet does.
        func local(_ arguments: [String], index: Int? = nil) -> [String] {
            arguments.map { argument in
                var expanded = index.map { argument.replacingOccurrences(of: Self.indexVariable, with: "\($0)") } ?? argument
                if expanded.hasPrefix(jobs.mountPath + "/") { expanded = scratch.path + expanded.dropFirst(jobs.mountPath.count) }
                return expanded
            }
        }
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SLURM_") }
        let pods = try (0..<jobs.count).map { index in
            let pod = Process()
            pod.executableURL = CommandRunner.executable
            pod.arguments = local(jobs.shard, index: index)
            environment["JOB_COMPLETION_INDEX"] = "\(index)"
            pod.environment = environment
            pod.currentDirectoryURL = scratch
            let log = scratch.appendingPathComponent("pod-\(index).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            (pod.standardOutput, pod.standardError) = (handle, handle)
            try pod.run()
            return (pod, log)
        }
        for (index, (pod, log)) in pods.enumerated() {
            pod.waitUntilExit()
            #expect(pod.terminationStatus == 0, "pod \(index): \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        let merge = try CommandRunner.run(local(jobs.merge), in: scratch)
        #expect(merge.exitCode == 0, "\(merge.standardError)")
        var single = jobs.shard
        let shardFlag = try #require(single.firstIndex(of: "--shard"))
        single.removeSubrange(shardFlag...(shardFlag + 1))
        let out = try #require(single.firstIndex(of: "--out"))
        single[out + 1] = scratch.appendingPathComponent("single").path
        let run = try CommandRunner.run(single, in: scratch)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let merged = try #require(Self.value(of: "--out", in: local(jobs.merge)))
        #expect(ReportFolderFiles.list(merged).contains("index.html"))
        #expect(try ReportFolderFiles.differences(scratch.appendingPathComponent("single").path, merged) == [])
    }
}
