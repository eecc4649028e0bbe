import InkModel

/// The cost sources a run can use, by name (`--cost`). A value: start from `builtIn` (or empty),
/// `register` your own, and pass it to whatever builds cost sources.
public struct CostSourceRegistry: Sendable {
    /// Registered cost sources, in registration order.
    public private(set) var components: [CostSourceComponent]

    /// An empty registry.
    public init() {
        components = []
    }

    /// Adds `component`; throws when its name is taken or unusable.
    public mutating func register(_ component: CostSourceComponent) throws(ComponentRegistryError) {
        try ComponentRegistryError.check(component.name, role: "cost source", taken: names)
        components.append(component)
    }

    /// Every name, in registration order.
    public var names: [String] { components.map(\.name) }

    /// The cost source registered as `name`, or nil.
    public func component(named name: String) -> CostSourceComponent? { components.first { $0.name == name } }

    /// The cost source `spec` names, built in `context`.
    public func make(_ spec: ComponentSpec, context: CostSourceContext) throws(ComponentSpecError) -> any CostSource {
        guard let component = component(named: spec.name) else {
            throw ComponentSpecError(role: "cost source", spec: spec.description, message: "unknown cost source (known: \(names.joined(separator: ", ")))")
        }
        var reader = ComponentParameterReader(spec, role: "cost source", parameters: component.parameters)
        if component.usesCalibration && context.calibration == nil {
            throw reader.problem("needs a calibration file")
        }
        let source = try component.build(&reader, context)
        try reader.finish(known: component.parameters.map(\.key))
        return source
    }

    /// The built-in cost sources, registered like any other: `modelled` (the calibration's linear
    /// model of the work counters, deterministic), `measured` (thread CPU time), `reported` (the
    /// durations an external pipeline reports, taken as they are: one run) and `device`
    /// (durations recorded on a device, `DeviceCost`); their names are
    /// distinct, as a test checks, so none is refused.
    public static let builtIn: CostSourceRegistry = {
        var registry = CostSourceRegistry()
        try? registry.register(CostSourceComponent(
            name: "modelled", summary: "a linear model of the work counters from the calibration file: deterministic", usesCalibration: true,
            isDeterministic: true
        ) { _, context throws(ComponentSpecError) in
            guard let calibration = context.calibration else { throw ComponentSpecError(role: "cost source", spec: "modelled", message: "needs a calibration file") }
            return ModelledCost(calibration: calibration, cpuScale: context.cpuScale)
        })
        try? registry.register(CostSourceComponent(
            name: "measured", summary: "CPU time of the real call on this machine (thread CPU clock), repetitions pooled per callback"
        ) { _, context in
            MeasuredCost(timerOverheadNanoseconds: context.timerOverheadNanoseconds, cpuScale: context.cpuScale)
        })
        try? registry.register(CostSourceComponent(
            name: ReportedCost.kindName, summary: "the durations an external pipeline reports (handler_us, render_us): one run, as reported",
            isDeterministic: true
        ) { _, context in
            ReportedCost(cpuScale: context.cpuScale)
        })
        try? registry.register(DeviceCost.component)
        return registry
    }()
}
