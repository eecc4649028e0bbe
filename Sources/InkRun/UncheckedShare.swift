/// Read-only values handed to the worker threads of a parallel run (`ParallelJobs`): the run,
/// its trace and truth, which every worker only reads. `@unchecked` because some of them hold
/// existentials (the cost source, the rendering) that are not declared `Sendable`; the frame
/// renderers and predictors each worker makes from them are its own.
struct UncheckedShare<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
