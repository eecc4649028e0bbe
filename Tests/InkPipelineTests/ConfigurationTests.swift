import Foundation
import InkPipeline
import Testing

/// Loading configuration sets: the shipped files, defaults, and one-line errors.
struct ConfigurationTests {
    @Test func shippedConfigurationsLoadWithTheRequiredNames() throws {
        let catalog = try ShippedConfigurations.catalog()
        for name in ["naive", "incremental", "incremental-smooth", "incremental-simplified"] {
            #expect(catalog.configuration(named: name) != nil, "missing \(name)")
        }
        let smooth = try #require(catalog.configuration(named: "incremental-smooth"))
        #expect(smooth.geometry == .incremental)
        #expect(smooth.filters == [.savitzkyGolay(window: 5, order: 3)])
        #expect(smooth.smoother == .antigrain(smoothness: 0.7))
        let simplified = try #require(catalog.configuration(named: "incremental-simplified"))
        #expect(simplified.filters.contains(.douglasPeucker(epsilon: 0.45, chunking: .points(64))))
        #expect(catalog.configuration(named: "naive")?.geometry == .naive)
        #expect(catalog.configuration(named: "wwdc-live-touch-only")?.coalesced == false)
        #expect(catalog.entries.allSatisfy { !$0.configuration.summary.isEmpty })
        #expect(smooth.description == "incremental-smooth: incremental, coalesced, updates, prediction none, display-link, incremental renderer; savitzky-golay(window 5, order 3) → antigrain(smoothness 0.7)")
    }

    @Test func defaultsApplyToOmittedKeys() throws {
        let set = try PipelineConfigurationSet.load(yaml: """
            configurations:
              - name: minimal
                geometry: incremental
                filters:
                  - { kind: savitzky-golay }
                  - { kind: douglas-peucker }
                  - { kind: distance-thinning }
            """, source: "inline.yaml")
        let configuration = try #require(set.configuration(named: "minimal"))
        #expect(configuration == PipelineConfiguration(
            name: "minimal", geometry: .incremental,
            filters: [.savitzkyGolay(window: 5, order: 3), .douglasPeucker(epsilon: 0.45, chunking: .points(64)), .distanceThinning(distance: 1)],
            smoother: .straight, coalesced: true, updates: true, prediction: .none
        ))
        #expect(configuration.redraw == .displayLink && configuration.renderer == .incremental)
        #expect(set.profile == nil)
        #expect(configuration.stageNames == ["touch-paths", "polylines", "savitzky-golay", "douglas-peucker", "distance-thinning", "straight"])
    }

    static let badConfigurations: [(yaml: String, expected: String)] = [
        ("filters:\n      - { kind: median }", "t.yaml:4: configuration 'bad': filter 1: unknown kind 'median'"),
        ("filters:\n      - { kind: savitzky-golay, window: 4 }", "t.yaml:4: configuration 'bad': savitzky-golay window must be odd"),
        ("filters:\n      - { kind: savitzky-golay, window: 5, order: 5 }", "t.yaml:4: configuration 'bad': savitzky-golay order must be 0…4 for window 5 (got 5)"),
        ("filters:\n      - { kind: douglas-peucker, epsilon: -0.5 }", "t.yaml:4: configuration 'bad': douglas-peucker epsilon must not be negative"),
        ("filters:\n      - { kind: douglas-peucker, chunk: 1 }", "t.yaml:4: configuration 'bad': douglas-peucker chunk must be"),
        ("filters:\n      - { kind: distance-thinning, distance: -1 }", "t.yaml:4: configuration 'bad': distance-thinning distance must not be negative"),
        ("filters:\n      - { kind: savitzky-golay, windw: 5 }", "t.yaml:4: configuration 'bad': unknown key 'windw' in savitzky-golay"),
        ("smoother: { kind: bspline }", "t.yaml:3: configuration 'bad': unknown smoother kind 'bspline'"),
        ("smoother: { kind: antigrain, smoothness: 1.5 }", "t.yaml:3: configuration 'bad': antigrain smoothness must be in 0…1"),
        ("smoother: { kind: antigrain, smoothness: .nan }", "t.yaml:3: configuration 'bad': 'smoothness' must be a finite number"),
        ("colour: red", "t.yaml:3: configuration 'bad': unknown key 'colour' in a configuration"),
        ("coalesced: maybe", "t.yaml:3: configuration 'bad': 'coalesced' must be true or false"),
        ("prediction: [kalman]", "t.yaml:3: configuration 'bad': 'prediction' must be none or a predictor name"),
        ("prediction-horizon: -4", "t.yaml:3: configuration 'bad': 'prediction-horizon' must lie in (0, 1000] ms, or be auto or auto:MS (got -4)"),
        ("prediction-horizon: 100000000", "t.yaml:3: configuration 'bad': 'prediction-horizon' must lie in (0, 1000] ms, or be auto or auto:MS (got 100000000)"),
        ("prediction-horizon: automatic", "t.yaml:3: configuration 'bad': 'prediction-horizon' must lie in (0, 1000] ms, or be auto or auto:MS (got automatic)"),
        ("prediction-horizon: auto:0", "t.yaml:3: configuration 'bad': 'prediction-horizon' auto:MS takes a cap in (0, 1000] ms (got auto:0)"),
        ("prediction-horizon: auto:fast", "t.yaml:3: configuration 'bad': 'prediction-horizon' auto:MS takes a cap in (0, 1000] ms (got auto:fast)"),
        ("redraw: sometimes", "t.yaml:3: configuration 'bad': 'redraw' must be one of immediate, display-link, front-buffer"),
        ("renderer: cairo", "t.yaml:3: configuration 'bad': 'renderer' must be one of naive, incremental"),
    ]

    @Test(arguments: badConfigurations)
    func badParametersGiveOneLineErrors(yaml: String, expected: String) {
        let text = "configurations:\n  - name: bad\n    \(yaml)\n    geometry: naive\n"
        #expect {
            try PipelineConfigurationSet.load(yaml: text, source: "t.yaml")
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix(expected) && !description.contains("\n")
        }
    }

    @Test func fileLevelProblemsNameTheFileAndLine() {
        let cases: [(String, String)] = [
            ("configurations:\n  - name: a\n    geometry: sometimes\n", "t.yaml:3: configuration 'a': 'geometry' must be one of naive, incremental"),
            ("configurations:\n  - name: a\n", "t.yaml:2: configuration 'a': missing 'geometry'"),
            ("configurations:\n  - geometry: naive\n", "t.yaml:2: a configuration needs a non-empty 'name'"),
            ("configurations:\n  - { name: a, geometry: naive }\n  - { name: a, geometry: naive }\n", "t.yaml:3: configuration 'a': name declared twice in this file (first on line 2)"),
            ("configurations: []\n", "t.yaml:1: 'configurations' is empty"),
            ("pipelines: []\n", "t.yaml:1: unknown key 'pipelines' in the file"),
            ("configurations:\n  - name: [unclosed\n", "t.yaml:3: YAML syntax:"),
            ("configurations:\n  - name: a\n    geometry: naive\n    geometry: naive\n", "t.yaml:3: YAML: duplicate key geometry"),
            ("", "t.yaml: expected a mapping"),
        ]
        for (text, expected) in cases {
            #expect {
                try PipelineConfigurationSet.load(yaml: text, source: "t.yaml")
            } throws: { error in
                let description = String(describing: error)
                return description.hasPrefix(expected) && !description.contains("\n")
            }
        }
    }

    @Test func redrawRendererAndSetProfileAreRead() throws {
        let set = try PipelineConfigurationSet.load(yaml: """
            profile: ipad-pencil-60
            configurations:
              - { name: a, geometry: naive, redraw: immediate }
              - { name: b, geometry: incremental, redraw: front-buffer, renderer: naive }
              - { name: c, geometry: naive }
            """, source: "inline.yaml")
        #expect(set.profile == "ipad-pencil-60")
        #expect(set.configurations.map(\.redraw) == [.immediate, .frontBuffer, .displayLink])
        #expect(set.configurations.map(\.renderer) == [.naive, .naive, .naive])
        #expect {
            try PipelineConfigurationSet.load(yaml: "profile: ipad-9000\nconfigurations:\n  - { name: a, geometry: naive }\n", source: "t.yaml")
        } throws: { error in
            String(describing: error).hasPrefix("t.yaml:1: unknown profile 'ipad-9000' (known: ipad-pro-pencil-120")
        }
    }

    @Test func predictionNamesAPredictorWithAnOptionalHorizon() throws {
        let set = try PipelineConfigurationSet.load(yaml: """
            configurations:
              - { name: a, geometry: incremental, prediction: "kalman-ca:process-noise=0.02", prediction-horizon: 16 }
              - { name: b, geometry: incremental, prediction: recorded }
              - { name: c, geometry: incremental, prediction: none }
            """, source: "inline.yaml")
        #expect(set.configurations.map(\.prediction) == [.predictor("kalman-ca:process-noise=0.02"), .recorded, .none])
        #expect(set.configurations.map(\.predictionHorizon) == [0.016, nil, nil])
        #expect(set.configurations[0].description.contains("prediction kalman-ca:process-noise=0.02 (horizon 16 ms)"))
    }

    @Test func predictionHorizonAutoAimsAtThePresentationWithACap() throws {
        let set = try PipelineConfigurationSet.load(yaml: """
            configurations:
              - { name: a, geometry: incremental, prediction: linear, prediction-horizon: auto }
              - { name: b, geometry: incremental, prediction: linear, prediction-horizon: "auto:35" }
              - { name: c, geometry: incremental, prediction: linear, prediction-horizon: 20 }
            """, source: "inline.yaml")
        #expect(set.configurations.map(\.predictsToPresentation) == [true, true, false])
        #expect(set.configurations.map(\.predictionHorizon) == [nil, 0.035, 0.020])
        #expect(set.configurations[0].description.contains("prediction linear (horizon to presentation, at most 50 ms)"))
        #expect(set.configurations[1].description.contains("prediction linear (horizon to presentation, at most 35 ms)"))
    }

    @Test func aMissingFileIsReported() {
        #expect {
            try PipelineConfigurationSet.load(path: "no/such/file.yaml")
        } throws: { error in
            String(describing: error).hasPrefix("no/such/file.yaml: cannot read the file")
        }
    }

    @Test func theCatalogRejectsANameDeclaredInTwoFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inkbench-catalog-\(ProcessInfo.processInfo.globallyUniqueString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a.yaml"), b = directory.appendingPathComponent("b.yaml")
        try "configurations:\n  - { name: one, geometry: naive }\n".write(to: a, atomically: true, encoding: .utf8)
        try "configurations:\n  - { name: two, geometry: naive }\n  - { name: one, geometry: incremental }\n".write(to: b, atomically: true, encoding: .utf8)
        try "not: a configuration set".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect {
            try PipelineCatalog.load(directory: directory.path)
        } throws: { error in
            String(describing: error) == "\(b.path): configuration 'one': name already declared in \(a.path)"
        }
        try FileManager.default.removeItem(at: b)
        #expect(try PipelineCatalog.load(directory: directory.path).names == ["one"])
    }

    @Test func aNameWithLineBreaksGivesAOneLineError() {
        #expect {
            try PipelineConfigurationSet.load(yaml: "configurations:\n  - { name: \"a\\nb\\u2028c\", geometry: naive }\n", source: "t.yaml")
        } throws: { error in
            String(describing: error) == "t.yaml:2: name 'a b c' must not contain spaces or '/'"
        }
    }
}
