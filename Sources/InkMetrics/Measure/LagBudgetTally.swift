import InkSim

/// The lag budget of a run (`LagBudget`) as its samples are decided (`SampleLags`): per shown
/// sample, its way cut at the boundaries the run recorded — the sample's availability (timestamp
/// plus the profile's input latency), its callback's start and handler cost (`CallbackProbe`), the
/// showing frame's render end, scan-out start and presentation (`FrameProbe`) — summed per stage,
/// in sample order. A chunk may hand a sample's showing frame over before its callback
/// (`SimulationChunk`), so decided samples wait for their callback, and callbacks for their
/// samples; both come in order (samples are delivered in order), so each is kept only until the
/// other side passes it. A run without scan-out starts, or with a shown sample whose callback
/// never comes, has no budget.
struct LagBudgetTally {
    private struct CallbackSpan {
        var index: Int
        var start: Double
        var handlerCost: Double
    }

    /// A shown sample's way after its callback: its timestamp and its showing frame's times.
    private struct ShownWay {
        var timestamp: Double
        var callback: Int
        var finish: Double
        var scanoutStart: Double
        var presentation: Double
    }

    private let inputLatency: Double
    private var callbacks = FIFOBuffer<CallbackSpan>()
    private var waiting = FIFOBuffer<ShownWay>()
    private var sums = LagBudget(digitizer: 0, waitForCallback: 0, handler: 0, render: 0, compositor: 0, scanout: 0)
    private var counted = 0
    private var isComplete = true

    /// The tally of a run on a profile whose samples are available `inputLatency` seconds after
    /// their timestamp.
    init(inputLatency: Double) {
        self.inputLatency = inputLatency
    }

    /// Callbacks and samples held now.
    var held: Int { callbacks.count + waiting.count }

    /// The run's next callback.
    mutating func add(_ callback: CallbackProbe) {
        callbacks.append(CallbackSpan(index: callback.index, start: callback.start, handlerCost: callback.handlerCost))
        settle()
    }

    /// The next decided sample, taken at `timestamp` and delivered by callback `callback`: shown
    /// first by `frame`, or never shown (nil).
    mutating func add(timestamp: Double, callback: Int, frame: FrameProbe?) {
        guard let frame, isComplete else {
            // A sample never shown needs no callback, nor do the callbacks before its own.
            if waiting.isEmpty { while let first = callbacks.first, first.index < callback { callbacks.removeFirst() } }
            return
        }
        guard let scanoutStart = frame.scanoutStart, callback >= 0 else {
            isComplete = false
            return
        }
        waiting.append(ShownWay(
            timestamp: timestamp, callback: callback, finish: frame.finish, scanoutStart: scanoutStart, presentation: frame.presentation
        ))
        settle()
    }

    /// Counts the waiting samples whose callback is here, in order; drops the callbacks no
    /// waiting sample needs any more.
    private mutating func settle() {
        while let way = waiting.first {
            while let first = callbacks.first, first.index < way.callback { callbacks.removeFirst() }
            guard let span = callbacks.first else { return }
            waiting.removeFirst()
            guard span.index == way.callback else {
                isComplete = false
                return
            }
            let available = way.timestamp + inputLatency, handled = span.start + span.handlerCost
            sums.digitizer += available - way.timestamp
            sums.waitForCallback += span.start - available
            sums.handler += handled - span.start
            sums.render += way.finish - handled
            sums.compositor += way.scanoutStart - way.finish
            sums.scanout += way.presentation - way.scanoutStart
            counted += 1
        }
    }

    /// The mean of each stage over the shown samples; nil without one, or when a sample's way
    /// was not known end to end.
    func budget() -> LagBudget? {
        guard isComplete, waiting.isEmpty, counted > 0 else { return nil }
        let count = Double(counted)
        return LagBudget(
            digitizer: sums.digitizer / count, waitForCallback: sums.waitForCallback / count, handler: sums.handler / count,
            render: sums.render / count, compositor: sums.compositor / count, scanout: sums.scanout / count
        )
    }
}
