/// How a browser run drives and traces the browser.
package struct WebRunSettings: Sendable {
    /// The trace-event categories recorded: input latency and its stages (`input`, `benchmark`,
    /// `latencyInfo`), frames (`cc`, `viz`), the page's handlers and frames (`devtools.timeline`)
    /// and the page's own marks (`blink.user_timing`).
    package static let defaultCategories = ["input", "benchmark", "latencyInfo", "cc", "viz", "devtools.timeline", "blink.user_timing"]

    package var categories = WebRunSettings.defaultCategories
    /// The browser's executable; nil: `Chromium.executable`.
    package var executable: String?
    /// Further command-line flags for the browser.
    package var browserArguments: [String] = []
    /// Device pixels per CSS px of the page (the trace's canvas is laid out 1 point = 1 CSS px).
    package var deviceScaleFactor = 1.0
    /// How long the page may take to load, seconds.
    package var loadTimeout = 30.0
    /// How long after the last input event every reply must have come, seconds (longer: hung).
    package var answerTimeout = 10.0
    /// Replays of each page on each trace (≥ 1); the representative run is the one with the
    /// median callback cost p50.
    package var repetitions = 1
    /// Whether each run's model is also fitted: the input latency and presentation delay that
    /// bring the model's per-sample lag nearest the measured one (`BrowserModelRecord.fitted`).
    package var fitsProfile = false
    /// Seed of the bootstrap resampling of the confidence intervals.
    package var seed: UInt64 = 1

    package init() {}
}
