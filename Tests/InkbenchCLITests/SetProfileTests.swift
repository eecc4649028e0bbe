import Foundation
import Testing

/// A configuration runs on the profile its set declares (`profile:`), whether the set's file is
/// given or the configuration is named on its own; `--profile` replaces it, `--set` changes it.
@Suite("The configuration set's profile: for files and for configurations named on their own")
struct SetProfileTests {
    static let wwdcFile = RunCommandTests.root.appendingPathComponent("configs/wwdc2016.yaml").path

    /// Runs `inkbench run line-short ARGUMENTS --no-renders --out out` in a fresh folder; returns
    /// the result and report.json.
    static func run(_ arguments: [String]) throws -> (result: CommandRunner.Result, report: [String: Any]) {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", "line-short"] + arguments + ["--no-renders", "--out", "out"], in: folder)
        try #require(result.exitCode == 0, "\(arguments): \(result.standardError)")
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        return (result, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    static func row(_ name: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(name + " ") }.map(String.init)
    }

    @Test("--config wwdc-live-touch-only runs on ipad-pencil-60, row for row as --config configs/wwdc2016.yaml")
    func aNamedConfigurationRunsOnItsSetsProfile() throws {
        let named = try Self.run(["--config", "wwdc-live-touch-only"])
        let file = try Self.run(["--config", Self.wwdcFile])
        for run in [named, file] {
            #expect(run.result.standardOutput.contains("on ipad-pencil-60 (240 Hz pen, 60 Hz display)"), "\(run.result.standardOutput)")
            #expect(run.report["profileOverride"] as? String == "ipad-pencil-60")
        }
        let row = try #require(Self.row("wwdc-live-touch-only", in: named.result.standardOutput))
        #expect(row == Self.row("wwdc-live-touch-only", in: file.result.standardOutput))
    }

    @Test("--profile replaces the set's profile, --set changes its values")
    func theCommandLineOverridesTheSetsProfile() throws {
        let replaced = try Self.run(["--config", "wwdc-live-touch-only", "--profile", "ipad-pro-pencil-120"])
        #expect(replaced.result.standardOutput.contains("on ipad-pro-pencil-120 (240 Hz pen, 120 Hz display)"))
        #expect(replaced.report["profileOverride"] as? String == "ipad-pro-pencil-120")
        let changed = try Self.run(["--config", "wwdc-live-touch-only", "--set", "display-hz=90"])
        #expect(changed.result.standardOutput.contains("on ipad-pencil-60 (240 Hz pen, 90 Hz display)"))
        #expect(changed.report["profileSettings"] as? [String] == ["display-hz=90"])
    }

    @Test("a configuration whose set names no profile keeps the trace's own")
    func aSetWithoutProfileKeepsTheTraces() throws {
        let run = try Self.run(["--config", "naive"])
        #expect(run.result.standardOutput.contains("on ipad-pro-pencil-120 (240 Hz pen, 120 Hz display)"))
        #expect(run.report["profileOverride"] == nil)
    }

    @Test("configurations of sets for different profiles need --profile, in one line")
    func differentSetProfilesNeedAChoice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let mixed = try CommandRunner.run(["run", "line-short", "--config", "wwdc-coalesced", "--config", "default-naive", "--out", "out"], in: folder)
        #expect(mixed.exitCode == 1)
        #expect(mixed.standardError.split(separator: "\n").count == 1, "\(mixed.standardError)")
        #expect(mixed.standardError.contains("'default-naive' of ") && mixed.standardError.contains("is for profile 'ipad-pro-pencil-120'"))
        #expect(mixed.standardError.hasSuffix("is for 'ipad-pencil-60': pass --profile\n"), "\(mixed.standardError)")
        let chosen = try Self.run(["--config", "wwdc-coalesced", "--config", "default-naive", "--profile", "ipad-pencil-60"])
        #expect(chosen.result.standardOutput.contains("on ipad-pencil-60 (240 Hz pen, 60 Hz display)"))
    }

    @Test("render --config NAME replays on the set's profile (one callback per 60 Hz frame)")
    func renderUsesTheSetsProfile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func callbacks(_ extra: [String]) throws -> String {
            let result = try CommandRunner.run(["render", "line-short", "--config", "wwdc-display-link", "-o", "x.png"] + extra, in: folder)
            try #require(result.exitCode == 0, "\(result.standardError)")
            return String(result.standardOutput.split(separator: ":").dropFirst().first ?? "")
        }
        let named = try callbacks([])
        #expect(named == (try callbacks(["--profile", "ipad-pencil-60"])))
        #expect(named != (try callbacks(["--profile", "ipad-pro-pencil-120"])))
    }
}
