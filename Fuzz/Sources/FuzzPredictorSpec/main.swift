import FuzzSupport
import InkPredict

// A predictor spec (`name:key=value,…`), parsed and turned into a predictor with its parameters.
FuzzHarness.run { data, size in
    FuzzHarness.check(data, size) { bytes in
        _ = try PredictorCatalog.builtIn.make(parsing: FuzzHarness.text(bytes))
    }
}
