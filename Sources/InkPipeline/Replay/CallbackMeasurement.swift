/// What one replayed callback carried, what it cost in work, and how long it took.
package struct CallbackMeasurement: Hashable, Sendable {
    /// Position in the schedule.
    package var index: Int
    /// When the callback ran, seconds on the trace's clock.
    package var time: Double
    /// Real samples it carried.
    package var samplesCarried: Int
    /// Points already in the stroke before the callback: the real samples already in the
    /// pipeline of the touches whose samples the callback carries (of the touches its updates
    /// concern, when it carries no sample), summed; 0 when every such touch is new.
    package var pointsInStroke: Int
    /// The deterministic work counters.
    package var work: CallbackWork
    /// Elapsed time of `StrokePipeline.process`, nanoseconds, on the replay's clock (monotonic,
    /// or the thread's CPU time; includes one timer overhead, reported with the replay).
    package var elapsedNanoseconds: UInt64
    /// Whether other work may have inflated it (`StepTiming.isDisturbed`; never on the monotonic
    /// clock).
    package var isDisturbed = false

    package init(index: Int, time: Double, samplesCarried: Int, pointsInStroke: Int, work: CallbackWork, elapsedNanoseconds: UInt64) {
        self.index = index
        self.time = time
        self.samplesCarried = samplesCarried
        self.pointsInStroke = pointsInStroke
        self.work = work
        self.elapsedNanoseconds = elapsedNanoseconds
    }
}
