import InkModel
import InkPipeline
import InkReport
import InkSim

extension RunCost {
    /// The cost source `spec` names in `costSources` (`--cost NAME` or `NAME:key=value`: the
    /// built-in `modelled` and `measured`, or a registered one), built with `cpuScale` and the
    /// timer overhead: `timerOverheadNanoseconds` (the monotonic clock's) for a source that prices
    /// wall time, the thread CPU clock's (`StepTimer.overhead()`, measured here) for one that
    /// prices CPU time. A source that uses a calibration gets the file at `calibrationPath`
    /// (required; the report records it); for any other the file, when readable, only feeds the
    /// wall-time estimate.
    public static func named(
        _ spec: ComponentSpec, in costSources: CostSourceRegistry, calibrationPath: String?, cpuScale: Double = 1, timerOverheadNanoseconds: UInt64
    ) throws -> RunCost {
        guard let component = costSources.component(named: spec.name) else {
            throw RunError(ComponentSpecError(
                role: "cost source", spec: spec.description, message: "unknown cost source (known: \(costSources.names.joined(separator: ", ")))"
            ).description)
        }
        var file: CalibrationFile?
        let usesCalibration = component.capabilities.contains(.needsCalibration)
        if usesCalibration {
            guard let calibrationPath else { throw RunError("cost source '\(spec)': needs a calibration file") }
            file = try CalibrationLocation.load(calibrationPath)
        } else {
            file = calibrationPath.flatMap { try? CalibrationLocation.load($0) }
        }
        var context = CostSourceContext(cpuScale: cpuScale, timerOverheadNanoseconds: timerOverheadNanoseconds, calibration: file)
        var source: any CostSource
        var wallOverhead = timerOverheadNanoseconds
        do {
            source = try costSources.make(spec, context: context)
            if source.clock == .threadCPU {
                let overhead = StepTimer(clock: .threadCPU).overhead()
                context.timerOverheadNanoseconds = overhead.cpuNanoseconds
                wallOverhead = overhead.wallNanoseconds
                source = try costSources.make(spec, context: context)
            }
        } catch {
            throw RunError(error.description)
        }
        let estimate = zip(calibrationPath, file).map { RunEstimateCalibration(path: $0, coefficients: $1.coefficients) }
        return RunCost(
            source: source, capabilities: component.capabilities, cpuScale: cpuScale,
            calibration: usesCalibration
                ? zip(calibrationPath, file).map { RunReport.CalibrationRecord(path: $0, machineKind: $1.machineKind, coefficients: $1.coefficients) } : nil,
            timerOverheadSeconds: Double(context.timerOverheadNanoseconds) / 1e9, wallTimerOverheadSeconds: Double(wallOverhead) / 1e9,
            estimateCalibration: estimate
        )
    }
}

/// Both values, or nil when either is missing.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
