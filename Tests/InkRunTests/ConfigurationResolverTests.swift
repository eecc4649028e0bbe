import Foundation
import InkBench
import InkReport
import InkRun
import InkTestSupport
import Testing

/// `--config` resolution as the library does it: files, set names and configuration names in
/// order, the profiles their sets declare, and the thresholds of several sets merged into one
/// record (or refused with one line naming both sets).
struct ConfigurationResolverTests {
    /// A folder with `a.yaml` (noise 2%, lag.p99 5%, profile ipad-pencil-60), `b.yaml` (lag.p99
    /// 5%, callbackCost.p99 3%, a limit), `c.yaml` (noise 4%), `d.yaml` (lag.p99 9%) and
    /// `e.yaml` (profile ipad-pro-pencil-120, no thresholds).
    static func folder(_ test: String = #function) throws -> URL {
        let folder = try FixtureFolder.fresh(prefix: "resolver-\(test.prefix { $0 != "(" })-")
        let files = [
            "a.yaml": "profile: ipad-pencil-60\nthresholds:\n  noise: 2%\n  lag.p99: 5%\nconfigurations:\n  - name: a1\n    geometry: naive\n  - name: a2\n    geometry: incremental\n",
            "b.yaml": "thresholds:\n  lag.p99: 5%\n  callbackCost.p99: 3%\n  missedFrames: \"==0\"\nconfigurations:\n  - name: b1\n    geometry: naive\n",
            "c.yaml": "thresholds:\n  noise: 4%\nconfigurations:\n  - name: c1\n    geometry: naive\n",
            "d.yaml": "thresholds:\n  lag.p99: 9%\nconfigurations:\n  - name: d1\n    geometry: naive\n",
            "e.yaml": "profile: ipad-pro-pencil-120\nconfigurations:\n  - name: e1\n    geometry: naive\n",
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    static func resolver(_ items: [String], in folder: URL) -> ConfigurationResolver {
        ConfigurationResolver(items: items, folder: folder.path, components: .builtIn)
    }

    @Test func itemsResolveInOrderAndAFileContributesAllOfItsConfigurations() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("b.yaml").path
        let resolver = Self.resolver(["c1", file, "a", "default-naive"], in: folder)
        let selection = try resolver.selection()
        #expect(selection.configurations.map(\.name) == ["c1", "b1", "a1", "a2", "default-naive"])
        #expect(selection.declaredProfiles.map(\.profile) == ["ipad-pencil-60", "ipad-pro-pencil-120"])
        #expect(selection.declaredProfiles.map(\.origin) == ["a", "'default-naive' of built-in configs/default.yaml"])
    }

    @Test func twoSetsForDifferentProfilesAskForProfile() throws {
        let folder = try Self.folder()
        let selection = try Self.resolver(["a", "e1"], in: folder).selection()
        let error = #expect(throws: RunError.self) { try selection.profile() }
        #expect(error?.description == "'e1' of \(folder.appendingPathComponent("e.yaml").path) is for profile 'ipad-pro-pencil-120' but a is for 'ipad-pencil-60': pass --profile")
        #expect(try Self.resolver(["a1", "a2"], in: folder).selection().profile() == "ipad-pencil-60")
        #expect(try Self.resolver(["b1"], in: folder).selection().profile() == nil)
    }

    @Test func anUnknownNameListsTheKnownOnes() throws {
        let folder = try Self.folder()
        let error = #expect(throws: RunError.self) { try Self.resolver(["nope"], in: folder).selection() }
        #expect(error?.description.hasPrefix("unknown configuration 'nope' (known: ") == true)
        #expect(error?.description.contains("a1, a2") == true)
    }

    @Test func aPredictorNobodyRegisteredNamesTheFileAndConfiguration() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("bad.yaml").path
        try "configurations:\n  - name: guess\n    geometry: naive\n    prediction: crystal-ball\n".write(toFile: file, atomically: true, encoding: .utf8)
        let error = #expect(throws: PipelineConfigurationError.self) { try Self.resolver([file], in: folder).selection() }
        #expect(error?.description.hasPrefix("\(file): configuration 'guess': predictor 'crystal-ball'") == true)
    }

    @Test func thresholdsOfSeveralSetsMergeWhereTheyAgree() throws {
        let folder = try Self.folder()
        let resolver = Self.resolver(["a", "b", "e"], in: folder)
        let record = try #require(try resolver.thresholdRecord(resolver.loadedSets()))
        #expect(record.source == "a, b")
        #expect(record.noise == 0.02)
        #expect(record.metrics == ["lag.p99": 0.05, "callbackCost.p99": 0.03])
        #expect(record.limits == ["missedFrames==0"])
        #expect(try Self.resolver(["e", "a1"], in: folder).thresholdRecord([:]) == nil)
    }

    @Test func thresholdsGivenDifferentlyByTwoSetsAreOneLineNamingBoth() throws {
        let folder = try Self.folder()
        for (items, line) in [
            (["a", "c"], "c sets thresholds noise differently from a: give one configuration set with thresholds"),
            (["a", "b", "d"], "d sets threshold lag.p99 differently from a, b: give one configuration set with thresholds"),
        ] {
            let resolver = Self.resolver(items, in: folder)
            let sets = try resolver.loadedSets()
            let error = #expect(throws: ReportError.self) { try resolver.thresholdRecord(sets) }
            #expect(error?.description == line)
        }
    }

    @Test func anUnknownThresholdMetricNamesTheFileAndLine() throws {
        let folder = try Self.folder()
        let file = folder.appendingPathComponent("typo.yaml").path
        try "thresholds:\n  lagg.p99: 5%\nconfigurations:\n  - name: t1\n    geometry: naive\n".write(toFile: file, atomically: true, encoding: .utf8)
        let resolver = Self.resolver([file], in: folder)
        let error = #expect(throws: PipelineConfigurationError.self) { try resolver.thresholdRecord(resolver.loadedSets()) }
        #expect(error?.description.hasPrefix("\(file):2: thresholds: unknown metric 'lagg.p99' (known: noise, ") == true)
    }

    @Test func compareTakesTheThresholdsOfTheSetDeclaringAConfiguration() throws {
        let folder = try Self.folder()
        let resolver = Self.resolver([], in: folder)
        let byConfiguration = try resolver.comparedThresholds(of: "a2")
        #expect(byConfiguration.file == folder.appendingPathComponent("a.yaml").path)
        #expect(byConfiguration.settings.noise == 0.02)
        #expect(try resolver.comparedThresholds(of: "default").file == "built-in configs/default.yaml")
        let none = #expect(throws: RunError.self) { try resolver.comparedThresholds(of: "e") }
        #expect(none?.description == "\(folder.appendingPathComponent("e.yaml").path): has no 'thresholds:' section to compare with")
        let unknown = #expect(throws: RunError.self) { try resolver.comparedThresholds(of: "zz") }
        #expect(unknown?.description.hasPrefix("unknown configuration set or configuration 'zz' (sets: a, b, c, d, default, e, ") == true)
    }
}
