import Foundation
import InkBuiltIns
import InkConfiguration
import InkPipeline
import InkTestSupport
import Testing

/// The built-in configuration sets and a user's folder laid over them.
struct ConfigurationSourcesTests {
    @Test func builtInSetsAloneHaveEveryShippedConfiguration() throws {
        let catalog = try ConfigurationSources(folder: nil, stages: .builtIn, renderers: RendererMode.builtInNames).catalog()
        #expect(catalog.entry(named: "wwdc-predicted")?.source == "built-in configs/wwdc2016.yaml")
        #expect(catalog.entry(named: "wwdc-predicted")?.profile == "ipad-pencil-60")
        #expect(catalog.names.first == "default-naive")
        #expect(catalog.names.contains("incremental-smooth"))
        let set = try #require(try ConfigurationSources(folder: nil, stages: .builtIn, renderers: RendererMode.builtInNames).set(named: "default"))
        #expect(set.thresholds != nil)
        #expect(try ConfigurationSources(folder: nil, stages: .builtIn, renderers: RendererMode.builtInNames).set(named: "no-such-set") == nil)
    }

    @Test func aFolderFileReplacesTheBuiltInSetOfTheSameNameAndAddsTheRest() throws {
        let folder = try FixtureFolder.fresh(prefix: "builtins-replace-")
        try "configurations:\n  - name: mine\n    geometry: incremental\n".write(to: folder.appendingPathComponent("default.yaml"), atomically: true, encoding: .utf8)
        try "configurations:\n  - name: naive\n    geometry: incremental\n".write(to: folder.appendingPathComponent("extra.yaml"), atomically: true, encoding: .utf8)
        let sources = ConfigurationSources(folder: folder.path, stages: .builtIn, renderers: RendererMode.builtInNames)
        let catalog = try sources.catalog()
        #expect(catalog.entry(named: "default-naive") == nil)
        #expect(catalog.entry(named: "mine")?.source == folder.appendingPathComponent("default.yaml").path)
        #expect(catalog.entry(named: "naive")?.source == folder.appendingPathComponent("extra.yaml").path)
        #expect(catalog.entry(named: "naive")?.configuration.geometry == .incremental)
        #expect(catalog.entry(named: "wwdc-coalesced")?.source == "built-in configs/wwdc2016.yaml")
        #expect(catalog.names.filter { $0 == "naive" }.count == 1)
        #expect(try sources.setNames() == ["default", "extra", "pipelines", "wwdc2016"])
        #expect(try sources.set(named: "default")?.configurations.map(\.name) == ["mine"])
    }

    @Test func aNameDeclaredTwiceInTheFolderIsAnError() throws {
        let folder = try FixtureFolder.fresh(prefix: "builtins-twice-")
        try "configurations:\n  - name: twice\n    geometry: naive\n".write(to: folder.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try "configurations:\n  - name: twice\n    geometry: naive\n".write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let error = #expect(throws: PipelineConfigurationError.self) { try ConfigurationSources(folder: folder.path, stages: .builtIn, renderers: RendererMode.builtInNames).catalog() }
        #expect(error?.description == "\(folder.appendingPathComponent("b.yaml").path): configuration 'twice': name already declared in \(folder.appendingPathComponent("a.yaml").path)")
    }

    @Test func aMissingOrEmptyFolderIsAnError() throws {
        let folder = try FixtureFolder.fresh(prefix: "builtins-empty-")
        let empty = #expect(throws: PipelineConfigurationError.self) { try ConfigurationSources(folder: folder.path, stages: .builtIn, renderers: RendererMode.builtInNames).catalog() }
        #expect(empty?.description == "\(folder.path): no *.yaml configuration sets in this folder")
        let missing = folder.appendingPathComponent("missing").path
        let error = #expect(throws: PipelineConfigurationError.self) { try ConfigurationSources(folder: missing, stages: .builtIn, renderers: RendererMode.builtInNames).catalog() }
        #expect(error?.description.hasPrefix("\(missing): cannot list the configuration folder") == true)
    }

    @Test func theDefaultFolderComesFromTheEnvironmentFirst() {
        #expect(ConfigurationSources.defaultFolder(environment: ["INKBENCH_CONFIGS": "/somewhere"]) == "/somewhere")
    }
}
