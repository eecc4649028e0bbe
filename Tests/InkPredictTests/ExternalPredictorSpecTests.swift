import InkModel
import InkPredict
import Testing

/// `exec:COMMAND`: everything after `exec:` is the command, kept whole (commas, `=` and colons
/// included), and written back as it was.
struct ExternalPredictorSpecTests {
    @Test(arguments: ["exec:python3 my_predictor.py", "exec:./predict --gain=2,3 --url=http://x:1", "exec:python3 'a b.py'"])
    func theCommandIsKeptWhole(text: String) throws {
        let spec = try ComponentSpec(parsing: text, role: "predictor")
        #expect(spec.name == "exec")
        #expect(spec.parameters == ["command": String(text.dropFirst(5))])
        #expect(spec.description == text)
    }

    @Test(arguments: ["exec", "exec:", "exec:   "])
    func anExecWithoutACommandIsOneLine(text: String) {
        #expect {
            try ComponentSpec(parsing: text, role: "predictor")
        } throws: { error in
            String(describing: error) == "predictor '\(text)': exec: needs a command, e.g. exec:python3 my_predictor.py"
        }
    }

    @Test func theBuiltInCatalogDoesNotKnowExec() {
        #expect(!PredictorCatalog.builtIn.names.contains("exec"))
    }
}
