/// Per-callback durations recorded on a real device (docs/device-costs.md): one row per
/// callback, keyed by the callback's index or by the time it started, with the handler's and the
/// render's duration. Read by `DeviceTimingsReader`; replayed by the `device` cost source.
package struct DeviceTimings: Hashable, Sendable {
    /// How rows name the callback they time.
    package enum Key: String, Hashable, Sendable {
        /// `callback`: the 0-based index of the simulated callback; rows are 0, 1, 2, … in order.
        case callbackIndex = "callback"
        /// `time_s`: when the callback started, seconds on the trace's clock; rows in increasing
        /// time. A callback takes the row at or before its start.
        case time = "time_s"
    }

    /// One recorded callback. Durations in microseconds.
    package struct Row: Hashable, Sendable {
        /// The callback index (a whole number) or the start time, seconds, as `Key` says.
        package var key: Double
        /// The handler's duration, µs.
        package var handlerMicroseconds: Double
        /// The render's duration, µs (0 when the file has no `render_us` column).
        package var renderMicroseconds: Double

        package init(key: Double, handlerMicroseconds: Double, renderMicroseconds: Double) {
            self.key = key
            self.handlerMicroseconds = handlerMicroseconds
            self.renderMicroseconds = renderMicroseconds
        }
    }

    /// The file as the caller named it (messages name it).
    package var file: String
    package var key: Key
    /// In file order: indices 0, 1, 2, … or strictly increasing times.
    package var rows: [Row]
    /// Whether the file has a `render_us` column.
    package var hasRenderColumn: Bool

    package init(file: String, key: Key, rows: [Row], hasRenderColumn: Bool) {
        self.file = file
        self.key = key
        self.rows = rows
        self.hasRenderColumn = hasRenderColumn
    }

    /// The longest duration a row may give, µs (10 s): far beyond any frame, so a larger value
    /// is a unit mistake (ns written as µs), not a measurement.
    package static let maxMicroseconds = 10_000_000.0

    /// The index in `rows` of the row that times the callback numbered `index` that started at
    /// `start` (seconds): row `index` by index; by time the last row at or before `start`
    /// (1 ns of slack). Nil when there is none: past the last row by index, before the first
    /// row by time.
    package func rowIndex(callback index: Int, start: Double) -> Int? {
        switch key {
        case .callbackIndex:
            return index >= 0 && index < rows.count ? index : nil
        case .time:
            var low = 0, high = rows.count
            while low < high {
                let middle = (low + high) / 2
                if rows[middle].key <= start + 1e-9 { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : low - 1
        }
    }
}
