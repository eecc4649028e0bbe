/// Where a run's touch-to-display lag goes: the mean time its shown samples spent in each stage
/// from the pen touching the glass to the ink on the panel, seconds. Means, not medians, so that
/// the stages add up to the mean lag exactly (medians of parts do not add up to the median of
/// the whole). Each shown sample's way is cut at the boundaries the simulator recorded for it:
///
/// - `digitizer`: the sample's timestamp to when it is available (the profile's input latency);
/// - `waitForCallback`: available to the start of the callback that delivered it (waiting for
///   the next frame's callback, coalescing, a main thread still busy);
/// - `handler`: that callback's handler cost;
/// - `render`: the handler's end to the end of the render of the first shown frame with the
///   sample (the render's cost, plus — when an earlier render with it was superseded or a
///   display-link render came later — the wait for that render);
/// - `compositor`: the render's end to the start of scan-out (waiting for the commit vsync, then
///   the compositor's frames; zero for `front-buffer`, which skips the compositor);
/// - `scanout`: scan-out's start to presentation (the profile's scan-out latency; for
///   `front-buffer`, until scan-out passes the tip's row).
public struct LagBudget: Hashable, Sendable, Codable {
    public var digitizer: Double
    public var waitForCallback: Double
    public var handler: Double
    public var render: Double
    public var compositor: Double
    public var scanout: Double

    public init(digitizer: Double, waitForCallback: Double, handler: Double, render: Double, compositor: Double, scanout: Double) {
        self.digitizer = digitizer
        self.waitForCallback = waitForCallback
        self.handler = handler
        self.render = render
        self.compositor = compositor
        self.scanout = scanout
    }

    /// The stages in order from touch to display: report key, the name charts and tables show,
    /// and the CSV column (`data/configurations.csv`, seconds).
    public static var stages: [(key: String, title: String, column: String, value: KeyPath<LagBudget, Double>)] {
        [
            ("digitizer", "digitizer", "lag_digitizer_mean_s", \.digitizer),
            ("waitForCallback", "wait for callback", "lag_wait_for_callback_mean_s", \.waitForCallback),
            ("handler", "handler", "lag_handler_mean_s", \.handler), ("render", "render", "lag_render_mean_s", \.render),
            ("compositor", "compositor", "lag_compositor_mean_s", \.compositor), ("scanout", "scan-out", "lag_scanout_mean_s", \.scanout),
        ]
    }

    /// The sum of the stages: the mean lag of the samples they were measured over, seconds.
    public var total: Double { digitizer + waitForCallback + handler + render + compositor + scanout }

    /// The stage-wise mean of several runs' budgets (repetitions of one configuration on one
    /// trace): still adds up to the mean of their mean lags. Nil when `budgets` is empty.
    public static func mean(of budgets: [LagBudget]) -> LagBudget? {
        guard !budgets.isEmpty else { return nil }
        let count = Double(budgets.count)
        let average = { (stage: KeyPath<LagBudget, Double>) in budgets.reduce(0) { $0 + $1[keyPath: stage] } / count }
        return LagBudget(
            digitizer: average(\.digitizer), waitForCallback: average(\.waitForCallback), handler: average(\.handler),
            render: average(\.render), compositor: average(\.compositor), scanout: average(\.scanout)
        )
    }
}
