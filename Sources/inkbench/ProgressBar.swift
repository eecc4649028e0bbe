import Foundation

/// A one-line progress bar on stderr for `inkbench run`: drawn only when stderr is a terminal,
/// `--no-progress` is not given, and the run has taken more than a second (short runs stay
/// quiet); green unless `NO_COLOR` is set. When stderr is not a terminal nothing is drawn: the
/// per-trace tables on stdout are the plain progress lines.
struct ProgressBar {
    private let total: Int
    private let enabled: Bool
    private let colour: Bool
    private let start = ContinuousClock.now
    private var done = 0
    private var drawn = false

    init(total: Int, disabled: Bool) {
        self.total = max(total, 1)
        enabled = !disabled && isatty(STDERR_FILENO) == 1
        colour = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    }

    /// A bar of `total` steps, none done yet, drawn as this one would be.
    func restarted(total: Int) -> ProgressBar {
        ProgressBar(total: total, disabled: !enabled)
    }

    /// Records one finished step, `label` naming it, and redraws.
    mutating func advance(_ label: String) {
        done = min(done + 1, total)
        guard enabled, ContinuousClock.now - start > .seconds(1) else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let painted = colour ? "\u{1B}[32m\(bar)\u{1B}[0m" : bar
        FileHandle.standardError.write(Data("\r\u{1B}[2K[\(painted)] \(done)/\(total) \(label)".utf8))
        drawn = true
    }

    /// Removes the bar (before printing a table, and at the end).
    mutating func clear() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        drawn = false
    }
}
