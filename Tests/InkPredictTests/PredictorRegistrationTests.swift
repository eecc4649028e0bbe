import InkModel
import InkPredict
import Testing

/// A predictor registered in a catalog of one's own: built by name like a built-in, with the
/// built-ins' parameter checks and messages, usable as one-euro's inner predictor.
struct PredictorRegistrationTests {
    /// Holds the newest sample, for `lead` × the newest velocity (a toy of our own).
    struct LeadPredictor: TouchPredictor {
        var lead: Double
        var limits: PredictionLimits
        var last: PredictorSample?
        var name: String { "lead" }
        mutating func reset() { last = nil }
        mutating func add(_ sample: PredictorSample) { last = sample }
        func predict(at time: Double) -> PredictedPoint? { last.map { PredictedPoint(time: time, location: $0.location) } }
    }

    static let lead = PredictorComponent(
        name: "lead", summary: "test predictor",
        parameters: [ComponentParameter(key: "lead", defaultValue: "0.5", meaning: "share", range: ValueRange(0, 1))]
    ) { reader, context throws(ComponentSpecError) in
        LeadPredictor(lead: try reader.number("lead", default: 0.5), limits: context.limits)
    }

    static func catalog() throws -> PredictorCatalog {
        var catalog = PredictorCatalog.builtIn
        try catalog.register(lead)
        return catalog
    }

    @Test func theBuiltInsAreRegisteredUnderDistinctNames() {
        #expect(PredictorCatalog.builtIn.names == PredictorCatalog.builtIn.components.map(\.name))
        #expect(Set(PredictorCatalog.builtIn.names).count == PredictorCatalog.builtIn.components.count)
    }

    @Test func aRegisteredPredictorIsBuiltByNameWithItsParametersAndTheLimits() throws {
        let predictor = try #require(try Self.catalog().make(parsing: "lead:lead=0.25,horizon-cap=12") as? LeadPredictor)
        #expect(predictor.lead == 0.25)
        #expect(predictor.limits.horizonCap == 0.012)
        #expect(try Self.catalog().names.last == "lead")
    }

    @Test(arguments: [
        ("lead:lead=2", "predictor 'lead:lead=2': lead=2 must lie in 0…1"),
        ("lead:lead=x", "predictor 'lead:lead=x': lead=x is not a number"),
        ("lead:led=1", "predictor 'lead:led=1': unknown parameter 'led' (known: horizon-cap, reset-gap, lead)"),
        ("lead:reset-gap=0", "predictor 'lead:reset-gap=0': reset-gap=0 must lie in (0, 10000] ms"),
    ])
    func aBadParameterIsOneLineLikeABuiltIns(text: String, expected: String) throws {
        let catalog = try Self.catalog()
        let error = #expect(throws: ComponentSpecError.self) { try catalog.make(parsing: text) }
        #expect(error?.description == expected)
    }

    @Test func aCustomPredictorCanBeOneEurosInnerPredictor() throws {
        let predictor = try Self.catalog().make(parsing: "one-euro:inner=lead")
        #expect(predictor.name == "one-euro")
        #expect(throws: ComponentSpecError.self) { try PredictorCatalog.builtIn.make(parsing: "one-euro:inner=lead") }
    }

    @Test func withoutRegistrationTheNameIsUnknownAndATakenNameIsRefused() throws {
        let error = #expect(throws: ComponentSpecError.self) { try PredictorCatalog.builtIn.make(parsing: "lead") }
        #expect(error?.message.hasPrefix("unknown predictor (known: none, linear") == true)
        var catalog = try Self.catalog()
        #expect(throws: ComponentRegistryError(role: "predictor", name: "lead", message: "already registered")) { try catalog.register(Self.lead) }
    }
}
