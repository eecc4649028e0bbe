import Foundation
import InkModel
import InkPipeline
import InkSim
import Testing

/// Cost sources by name: the built-ins through the registry, a custom one with parameters, and
/// its kind in reports.
struct CostSourceRegistryTests {
    /// A flat cost per callback, `micros` µs, and none per render.
    static let flat = CostSourceComponent(
        name: "flat", summary: "test cost",
        parameters: [ComponentParameter(key: "micros", defaultValue: "10", meaning: "µs per callback", range: ValueRange(0, 1000))],
        capabilities: [.deterministic]
    ) { reader, context throws(ComponentSpecError) in
        let micros = try reader.number("micros", default: 10)
        return FlatCost(callback: micros * 1e-6 * context.cpuScale)
    }

    struct FlatCost: CostSource {
        var callback: Double
        var kind: CostKind { CostKind(rawValue: "flat") }
        func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double { callback }
        func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double { 0 }
    }

    @Test func theBuiltInsAreModelledMeasuredReportedAndDevice() throws {
        #expect(CostSourceRegistry.builtIn.names == ["modelled", "measured", "reported", "device"])
        let measured = try CostSourceRegistry.builtIn.make(ComponentSpec(name: "measured"), context: CostSourceContext(cpuScale: 2, timerOverheadNanoseconds: 5))
        #expect(measured.kind == .measured)
        #expect(measured.callbackCost(CallbackWork(), elapsedNanoseconds: 1_005) == 2e-6)
        let error = #expect(throws: ComponentSpecError.self) { try CostSourceRegistry.builtIn.make(ComponentSpec(name: "modelled"), context: CostSourceContext()) }
        #expect(error?.description == "cost source 'modelled': needs a calibration file")
    }

    @Test func aRegisteredCostSourceIsBuiltByNameWithItsParameters() throws {
        var registry = CostSourceRegistry.builtIn
        try registry.register(Self.flat)
        let cost = try registry.make(try ComponentSpec(parsing: "flat:micros=40", role: "cost source"), context: CostSourceContext(cpuScale: 2))
        #expect(cost.callbackCost(CallbackWork(), elapsedNanoseconds: 0) == 40 * 1e-6 * 2)
        #expect(cost.kind.rawValue == "flat")
        let tooMuch = #expect(throws: ComponentSpecError.self) { try registry.make(try ComponentSpec(parsing: "flat:micros=5000", role: "cost source"), context: CostSourceContext()) }
        #expect(tooMuch?.description == "cost source 'flat:micros=5000': micros=5000 must lie in 0…1000")
        let unknown = #expect(throws: ComponentSpecError.self) { try registry.make(ComponentSpec(name: "flat", parameters: ["mikros": "1"]), context: CostSourceContext()) }
        #expect(unknown?.description == "cost source 'flat:mikros=1': unknown parameter 'mikros' (known: micros)")
        #expect(throws: ComponentRegistryError.self) { try registry.register(Self.flat) }
    }

    @Test func aCostKindIsWrittenAsItsName() throws {
        let data = try JSONEncoder().encode([CostKind.modelled, CostKind(rawValue: "flat")])
        #expect(String(decoding: data, as: UTF8.self) == #"["modelled","flat"]"#)
        #expect(try JSONDecoder().decode([CostKind].self, from: data) == [.modelled, CostKind(rawValue: "flat")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CostKind].self, from: Data(#"["two words"]"#.utf8)) }
    }
}
