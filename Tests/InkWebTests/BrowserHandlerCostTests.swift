import Testing
@testable import InkWeb

/// Each `EventDispatch` of the page is counted once, in the callback of the event it handled,
/// and priced by its thread's CPU time, its wall time kept beside it.
struct BrowserHandlerCostTests {
    private static let mainThread = BrowserTraceEvents.ThreadKey(process: 1, thread: 2)

    private static func dispatch(_ start: Double, _ duration: Double, cpu: Double? = nil) -> BrowserTraceEvents.Slice {
        BrowserTraceEvents.Slice(thread: mainThread, start: start, duration: duration, cpu: cpu ?? duration, type: "pointermove")
    }

    /// Three moves queued while the main thread was busy begin their processing together at
    /// 1000 µs and are handled one after another, 3 ms each: their spans nest, yet each callback
    /// costs its own 3 ms, not the 3, 6 and 9 ms its span holds.
    @Test func movesQueuedTogetherEachCostTheirOwnHandler() {
        let handlings = [(start: 1000.0, end: 4000.5), (start: 1000.0, end: 7000.5), (start: 1000.0, end: 10_000.5)]
        let handlers = [Self.dispatch(1000.2, 3000), Self.dispatch(4000.6, 3000), Self.dispatch(7000.7, 3000)]
        let costs = BrowserProbes.handlerCosts(of: handlings, handlers: handlers)
        #expect(costs.map(\.cpu) == [3000, 3000, 3000])
        #expect(costs.map(\.wall) == [3000, 3000, 3000])
    }

    /// A handler preempted by other work for 20 ms: its wall time holds the preemption, its cost
    /// (the thread's CPU time) does not; a dispatch outside every handling counts nowhere.
    @Test func aPreemptedHandlerCostsItsCPUTime() {
        let handlings = [(start: 0.0, end: 3100.0), (start: 5000.0, end: 28_100.0)]
        let handlers = [Self.dispatch(50, 3000), Self.dispatch(5050, 23_000, cpu: 3000), Self.dispatch(40_000, 1000)]
        let costs = BrowserProbes.handlerCosts(of: handlings, handlers: handlers)
        #expect(costs.map(\.cpu) == [3000, 3000])
        #expect(costs.map(\.wall) == [3000, 23_000])
    }
}
