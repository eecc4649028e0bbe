import InkModel

/// The cost sources a run can use, by name (`--cost`): start from `builtIn` (or empty),
/// `register` your own, and pass it to whatever builds cost sources.
public typealias CostSourceRegistry = ComponentRegistry<CostSourceComponent>

extension ComponentRegistry where Component == CostSourceComponent {
    /// The built-in cost sources, registered like any other: `modelled`, `measured`, `reported`
    /// and `device` (`CostSourceComponent`'s statics); their names are distinct, as a test
    /// checks, so none is refused.
    public static var builtIn: CostSourceRegistry { BuiltInCostSources.registry }
}

/// The built-in cost sources' registry, built once.
enum BuiltInCostSources {
    static let registry: CostSourceRegistry = {
        var registry = CostSourceRegistry()
        for component in [CostSourceComponent.modelled, .measured, .reported, DeviceCost.component] { try? registry.register(component) }
        return registry
    }()
}

extension CostSourceComponent {
    /// `modelled`: the calibration's linear model of the work counters, deterministic, so frames
    /// are counted instead of drawn and runs may go in parallel.
    public static let modelled = CostSourceComponent(
        name: "modelled", summary: "a linear model of the work counters from the calibration file: deterministic",
        capabilities: [.deterministic, .countsRenders, .parallelSafe, .streamable, .needsCalibration]
    ) { _, context throws(ComponentSpecError) in
        guard let calibration = context.calibration else { throw ComponentSpecError(role: "cost source", spec: "modelled", message: "needs a calibration file") }
        return ModelledCost(calibration: calibration, cpuScale: context.cpuScale)
    }

    /// `measured`: thread CPU time of the real call on this machine, one run at a time, its
    /// repetitions pooled per callback.
    public static let measured = CostSourceComponent(
        name: "measured", summary: "CPU time of the real call on this machine (thread CPU clock), repetitions pooled per callback", capabilities: [.streamable]
    ) { _, context in
        MeasuredCost(timerOverheadNanoseconds: context.timerOverheadNanoseconds, cpuScale: context.cpuScale)
    }

    /// `reported`: the durations an external pipeline reports for each callback and render,
    /// taken as they are: one run.
    public static let reported = CostSourceComponent(
        name: ReportedCost.kindName, summary: "the durations an external pipeline reports (handler_us, render_us): one run, as reported",
        capabilities: [.deterministic]
    ) { _, context in
        ReportedCost(cpuScale: context.cpuScale)
    }
}
