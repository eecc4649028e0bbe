import InkConfiguration
import InkPipeline
import Testing

/// `prediction:` naming an external predictor, as one string or as a list of words.
struct ExternalPredictionConfigurationTests {
    static func prediction(_ yaml: String) throws -> PredictionSource? {
        let set = try PipelineConfigurationSet.load(
            yaml: "configurations:\n  - name: mine\n    geometry: incremental\n    prediction: \(yaml)\n", source: "t.yaml", stages: .builtIn, renderers: RendererMode.builtInNames
        )
        return set.configuration(named: "mine")?.prediction
    }

    @Test func aStringAndAListOfWordsNameTheSameExternalPredictor() throws {
        #expect(try Self.prediction("'exec:python3 my_predictor.py'") == .predictor("exec:python3 my_predictor.py"))
        #expect(try Self.prediction("{ exec: [python3, my_predictor.py] }") == .predictor("exec:python3 my_predictor.py"))
        #expect(try Self.prediction("{ exec: [python3, 'my predictor.py', \"it's\"] }") == .predictor("exec:python3 'my predictor.py' 'it'\\''s'"))
    }

    @Test(arguments: ["{ exec: [] }", "{ exec: python3 }", "{ run: [python3] }", "{ exec: [python3], extra: 1 }", "{ exec: [[python3]] }"])
    func aMalformedListIsOneLine(yaml: String) {
        #expect {
            try Self.prediction(yaml)
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("t.yaml:4: configuration 'mine': 'prediction") && !description.contains("\n")
        }
    }
}
