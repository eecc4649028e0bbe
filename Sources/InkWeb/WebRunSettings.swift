/// How a browser run drives and traces the browser.
public struct WebRunSettings: Sendable {
    /// The trace-event categories recorded: input latency and its stages (`input`, `benchmark`,
    /// `latencyInfo`), frames (`cc`, `viz`), the page's handlers and frames (`devtools.timeline`)
    /// and the page's own marks (`blink.user_timing`).
    public static let defaultCategories = ["input", "benchmark", "latencyInfo", "cc", "viz", "devtools.timeline", "blink.user_timing"]

    public var categories = WebRunSettings.defaultCategories
    /// The browser's executable; nil: `Chromium.executable`.
    public var executable: String?
    /// Further command-line flags for the browser.
    public var browserArguments: [String] = []
    /// Device pixels per CSS px of the page (the trace's canvas is laid out 1 point = 1 CSS px).
    public var deviceScaleFactor = 1.0
    /// How long the page may take to load, seconds.
    public var loadTimeout = 30.0
    /// How long after the last input event every reply must have come, seconds (longer: hung).
    public var answerTimeout = 10.0
    /// Replays of each page on each trace (≥ 1); the representative run is the one with the
    /// median callback cost p50.
    public var repetitions = 1
    /// Whether each run's model is also fitted: the input latency and presentation delay that
    /// bring the model's per-sample lag nearest the measured one (`BrowserModelRecord.fitted`).
    public var fitsProfile = false
    /// Seed of the bootstrap resampling of the confidence intervals.
    public var seed: UInt64 = 1

    public init() {}
}
