import FuzzSupport
import InkConfiguration
import InkPipeline

// A YAML configuration set (`--configs FILE`), parsed and checked.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try PipelineConfigurationSet.load(yaml: FuzzHarness.text(bytes), source: "fuzz.yaml", stages: .builtIn, renderers: RendererMode.builtInNames)
    }
}
