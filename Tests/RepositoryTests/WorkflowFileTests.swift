import Foundation
import InkTestSupport
import Testing
import Yams

/// The GitHub Actions workflows shipped in the repository — the project's own and the template
/// for an app's repository — are valid YAML with the shape GitHub runs, and every script they
/// call is in the repository and executable.
struct WorkflowFileTests {
    static let workflows = [".github/workflows/ci.yml", "docs/ci/inkbench-workflow.yml"]

    @Test(arguments: workflows)
    func parsesAsAWorkflowWithRunnableSteps(_ relative: String) throws {
        let text = try String(contentsOf: SharedRecordings.packageRoot.appendingPathComponent(relative), encoding: .utf8)
        // Composed, not loaded: YAML 1.1 would read the key `on` as the boolean true.
        let root = try #require(try Yams.compose(yaml: text), "\(relative): empty")
        #expect(root["name"]?.string != nil, "\(relative): no name")
        #expect(root["on"] != nil, "\(relative): no trigger ('on:')")
        let jobs = try #require(root["jobs"]?.mapping, "\(relative): no jobs")
        #expect(!jobs.isEmpty)
        for (key, job) in jobs {
            let name = key.string ?? "?"
            #expect(job["runs-on"]?.string != nil, "\(relative): job \(name) has no runs-on")
            let steps = try #require(job["steps"]?.sequence, "\(relative): job \(name) has no steps")
            for step in steps {
                let run = step["run"]?.string, uses = step["uses"]?.string
                #expect((run == nil) != (uses == nil), "\(relative): a step of \(name) needs exactly one of run: and uses:")
                if let uses { #expect(uses.wholeMatch(of: /[\w.-]+\/[\w.\/-]+@v\d+/) != nil, "\(relative): '\(uses)' is not owner/name@vN") }
            }
        }
    }

    @Test(arguments: workflows)
    func everyScriptCalledIsInTheRepository(_ relative: String) throws {
        let text = try String(contentsOf: SharedRecordings.packageRoot.appendingPathComponent(relative), encoding: .utf8)
        let scripts = Set(text.matches(of: /scripts\/([\w-]+)/).map { "scripts/" + String($0.output.1) })
        #expect(!scripts.isEmpty, "\(relative) calls no script of the repository")
        for script in scripts {
            let path = SharedRecordings.packageRoot.appendingPathComponent(script).path
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(relative) calls \(script), which is not an executable file of the repository")
        }
    }
}

/// The workflow template for an app's repository stays green: InkBench pinned to a tag or commit
/// of its own repository, the baseline kept as an artifact of the default branch (not an
/// evictable cache) with the base commit run when none is kept, only trace files read from the
/// recordings folder, and every exit code of `inkbench compare` listed.
struct WorkflowTemplateTests {
    static let path = "docs/ci/inkbench-workflow.yml"

    static func load() throws -> (text: String, root: Node, steps: [Node]) {
        let text = try String(contentsOf: SharedRecordings.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let root = try #require(try Yams.compose(yaml: text))
        let job = try #require(root["jobs"]?.mapping?.values.first)
        return (text, root, try #require(job["steps"]?.sequence).map { $0 })
    }

    static func step(_ steps: [Node], named name: String) throws -> Node {
        try #require(steps.first { $0["name"]?.string == name }, "\(path): no step '\(name)'")
    }

    @Test func inkBenchIsPinnedAndItsInstallCached() throws {
        let (_, root, steps) = try Self.load()
        let ref = try #require(root["env"]?["INKBENCH_REF"]?.string)
        #expect(ref.wholeMatch(of: /v\d+(\.\d+)*/) != nil || ref.wholeMatch(of: /[0-9a-f]{40}/) != nil, "INKBENCH_REF \(ref) is a tag or a commit")
        let fetch = try Self.step(steps, named: "Fetch InkBench at the pinned ref")
        #expect(fetch["with"]?["repository"]?.string == "${{ env.INKBENCH_REPOSITORY }}")
        #expect(fetch["with"]?["ref"]?.string == "${{ env.INKBENCH_REF }}")
        #expect(try Self.step(steps, named: "InkBench version")["run"]?.string?.contains("neither a tag nor a full commit hash") == true)
        let caches = steps.filter { $0["uses"]?.string?.hasPrefix("actions/cache") == true }
        #expect(caches.map { $0["with"]?["path"]?.string } == [".inkbench/prefix"], "only the installed binary is cached, never the baseline")
        #expect(try Self.step(steps, named: "Build and install inkbench")["run"]?.string?.contains("scripts/install") == true)
    }

    @Test func theBaselineIsAnArtifactOfTheDefaultBranch() throws {
        let (_, root, steps) = try Self.load()
        #expect(root["permissions"]?["actions"]?.string == "read")
        let keep = try Self.step(steps, named: "Keep the report as the baseline")
        #expect(keep["if"]?.string == "github.event_name == 'push'")
        #expect(keep["uses"]?.string == "actions/upload-artifact@v4")
        #expect(keep["with"]?["name"]?.string == "inkbench-baseline")
        #expect(keep["with"]?["retention-days"]?.int == 90)
        let fetch = try #require(try Self.step(steps, named: "Baseline of the default branch")["run"]?.string)
        #expect(fetch.contains("gh run download") && fetch.contains("--name inkbench-baseline"))
        #expect(fetch.contains("git worktree add --detach .inkbench/base \"$BASE_SHA\""), "without a kept baseline the base commit is run")
        let compare = try #require(try Self.step(steps, named: "Compare with the baseline")["run"]?.string)
        #expect(compare.contains("inkbench compare .inkbench/baseline/report.json reports/inkbench/report.json"))
        #expect(try Self.step(steps, named: "Gate")["run"]?.string == "exit \"${{ steps.compare.outputs.status }}\"")
    }

    @Test func onlyTraceFilesAreRead() throws {
        let (_, root, steps) = try Self.load()
        let extensions = try #require(root["env"]?["TRACE_EXTENSIONS"]?.string).split(separator: " ")
        #expect(extensions.contains("inktrace") && extensions.contains("json") && !extensions.contains("md"))
        let run = try #require(try Self.step(steps, named: "Run")["run"]?.string)
        #expect(run.contains("-name \"*.$extension\"") && run.contains("inkbench run \"${traces[@]}\""))
        #expect(!run.contains("\"$RECORDINGS\"/*"), "not every file of the folder")
    }

    @Test func everyExitCodeOfCompareIsListed() throws {
        let (text, _, _) = try Self.load()
        let listed = Set(text.split(separator: "\n").prefix { $0.hasPrefix("#") }.compactMap { line in
            line.firstMatch(of: /^#\s+(\d+)\s/).map { Int($0.output.1)! }
        })
        #expect(listed == [0, 1, 2, 3, 4, 5, 64])
    }
}
