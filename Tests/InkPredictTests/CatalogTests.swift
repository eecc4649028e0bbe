import InkPredict
import Testing

@Suite("Predictor catalog and specs")
struct CatalogTests {
    @Test("every catalog name builds a predictor of that name, with its defaults")
    func everyName() throws {
        #expect(PredictorCatalog.names == ["none", "linear", "linear2", "quadratic", "kalman-blend", "kalman-mix", "by-kind", "kalman-steady", "kalman-adaptive", "kalman-ca", "kalman-jerk", "chromium-kalman", "stroke-modeler-kalman", "androidx-kalman", "resample", "one-euro", "recorded"])
        for name in PredictorCatalog.names {
            let predictor = try PredictorCatalog.make(name: name)
            #expect(predictor.name == name)
            #expect(predictor.limits == PredictionLimits())
        }
    }

    @Test("specs parse, print sorted and apply their parameters")
    func specs() throws {
        let spec = try PredictorSpec(parsing: "kalman-ca: turn-threshold=15, process-noise=0.1")
        #expect(spec.name == "kalman-ca")
        #expect(spec.parameters == ["turn-threshold": "15", "process-noise": "0.1"])
        #expect(spec.description == "kalman-ca:process-noise=0.1,turn-threshold=15")
        let predictor = try #require(try PredictorCatalog.make(spec) as? ConstantAccelerationKalmanPredictor)
        #expect(predictor.settings.processNoise == 0.1)
        #expect(abs((predictor.settings.turnThreshold ?? 0) - 15 * Double.pi / 180) < 1e-12)
        let limited = try PredictorCatalog.make(parsing: "one-euro:inner=linear2,horizon-cap=12,reset-gap=40")
        #expect(limited.limits == PredictionLimits(horizonCap: 0.012, resetGap: 0.040))
        #expect((limited as? OneEuroPredictor)?.inner.name == "linear2")
        #expect((limited as? OneEuroPredictor)?.inner.limits == limited.limits)
    }

    @Test("bad specs fail with one line naming the spec and the problem", arguments: [
        ("kalman", "unknown predictor"), ("linear:points=3", "unknown parameter 'points'"), ("quadratic:points=2", "points=2 must lie in 3…1000 (whole numbers)"),
        ("kalman-ca:process-noise=abc", "not a number"), ("linear:horizon-cap=0", "horizon-cap=0 must lie in (0, 1000] ms"),
        ("linear:horizon-cap", "is not key=value"), ("one-euro:inner=recorded", "cannot be filtered"), (":x=1", "no predictor name"),
        ("kalman-ca:direction-cutoff=maybe", "must be on or off"), ("kalman-ca:anchor=middle", "must be estimate or sample"),
    ])
    func badSpecs(text: String, message: String) {
        do {
            _ = try PredictorCatalog.make(parsing: text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.description.hasPrefix("predictor '"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("a spec holding line breaks still fails with one line (fuzzing found the raw newline echoed)")
    func specWithLineBreaks() {
        let found: [UInt8] = [
            0x71, 0x75, 0x61, 0x64, 0x72, 0x61, 0x74, 0x69, 0x63, 0xFF, 0xFF, 0xFF, 0x0A, 0xFF, 0xFF, 0xFF,
            0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF,
            0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        ]
        for text in [String(decoding: found, as: UTF8.self), "linear:points=3\r\nx=1", "kalman\u{2028}ca"] {
            #expect {
                try PredictorCatalog.make(parsing: text)
            } throws: { error in
                let description = String(describing: error)
                return description.hasPrefix("predictor '") && !description.contains(where: \.isNewline)
            }
        }
    }
}
