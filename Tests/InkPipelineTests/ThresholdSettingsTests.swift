import InkConfiguration
import InkPipeline
import Testing

/// The `thresholds:` section of a configuration set: percentages, quoted absolute limits, one-line errors.
struct ThresholdSettingsTests {
    private static let configurations = "configurations:\n  - { name: a, geometry: naive }\n"

    @Test func percentagesAndLimitsAreReadWithTheirLines() throws {
        let set = try PipelineConfigurationSet.load(yaml: """
            thresholds:
              noise: 3%
              lag.p99: 5%
              callbackCost.p99: 12.5%
              missedFrames: "==0"
            \(Self.configurations)
            """, source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames)
        let settings = try #require(set.thresholds)
        #expect(settings.noise == 0.03)
        #expect(settings.metrics == [
            .init(metric: "lag.p99", fraction: 0.05, line: 3),
            .init(metric: "callbackCost.p99", fraction: 0.125, line: 4),
        ])
        #expect(settings.limits == [.init(metric: "missedFrames", comparison: "==0", line: 5)])
    }

    @Test func aSetWithoutThresholdsHasNone() throws {
        #expect(try PipelineConfigurationSet.load(yaml: Self.configurations, source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames).thresholds == nil)
    }

    @Test(arguments: [
        ("thresholds:\n  noise: lots\n", "t.yaml:2: thresholds: 'noise' must be a percentage such as 5% or a quoted limit such as \"<=40ms\" (got lots)"),
        ("thresholds:\n  noise: 2\n", "t.yaml:2: thresholds: 'noise' must be a percentage such as 5% or a quoted limit such as \"<=40ms\" (got 2)"),
        ("thresholds:\n  noise: 2%\n  lag.p99: -5%\n", "t.yaml:3: thresholds: 'lag.p99' must be a percentage such as 5% or a quoted limit such as \"<=40ms\" (got -5%)"),
        ("thresholds:\n  lag.p99: [5%]\n", "t.yaml:2: thresholds: 'lag.p99' must be a percentage such as 5% or a quoted limit such as \"<=40ms\" (got a non-scalar)"),
        ("thresholds: 2%\n", "t.yaml:1: 'thresholds' must be a mapping such as { noise: 2%, lag.p99: 5% }"),
    ])
    func badValuesNameTheFileAndLine(section: String, expected: String) {
        #expect {
            try PipelineConfigurationSet.load(yaml: section + Self.configurations, source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames)
        } throws: { error in
            String(describing: error) == expected
        }
    }

    @Test func percentagesParseLikeTheCommandLine() {
        #expect(ComparisonThresholdSettings.fraction("2%") == 0.02)
        #expect(ComparisonThresholdSettings.fraction("0%") == 0)
        for bad in ["", "%", "x%", "-1%", "inf", "nan%", "0.02", "5"] { #expect(ComparisonThresholdSettings.fraction(bad) == nil, "\(bad)") }
    }
}
