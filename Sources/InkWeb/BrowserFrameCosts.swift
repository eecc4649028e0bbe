import InkPipeline
import InkSim

/// The browser's own per-frame costs as a cost source, so that the simulator replays the frames
/// the browser ran (`WebModel`): the callback of vsync k costs how late the page's main frame of
/// k started after the callback (the main thread was still busy: handlers, earlier work) and the
/// render that follows costs that main frame's duration (`ProxyMain::BeginMainFrame`: rAF
/// callbacks, style, layout, paint, commit), so a frame the simulator renders at k finishes when
/// the browser's did. A vsync at which the browser ran no main frame costs nothing. Seconds.
struct BrowserFrameCosts: CostSource {
    /// Per vsync index: when its main frame started and how long it ran, seconds on the
    /// (shifted) trace clock.
    var mainFrames: [Int: (start: Double, duration: Double)]
    var grid: VSyncGrid

    var kind: CostKind { CostKind(rawValue: "browser-frames") }

    func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64) -> Double { 0 }
    func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64) -> Double { 0 }

    func callbackCost(_ work: CallbackWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        guard let frame = mainFrames[grid.index(atOrBefore: moment.callbackStart)] else { return 0 }
        return max(0, frame.start - moment.callbackStart)
    }

    func renderCost(_ work: RenderWork, elapsedNanoseconds: UInt64, at moment: CostMoment) -> Double {
        mainFrames[grid.index(atOrBefore: moment.callbackStart)]?.duration ?? 0
    }
}
