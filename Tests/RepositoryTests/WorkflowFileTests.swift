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
