import InkModel

/// One record line of a native `.inktrace` file, as the record-at-a-time reader yields it.
///
/// File layout (JSON Lines, UTF-8, one JSON object per line, `\n` line ends):
/// - line 1: the header, `{"format":"inktrace","version":1,"sourceKind":…,"source":…,
///   "recipe":…|null,"seed":…|null,"profile":{…every DeviceProfile field…}}` (every key always
///   present; the seed as plain digits, exact for all 64 bits; a newer version is refused);
/// - every further line: one flat record object whose `"k"` names its kind —
///   `"s"` sample, `"u"` property update, `"g"` ground-truth point, `"c"` callback,
///   `"p"` predicted touch of the callback record most recently read.
///
/// Keys (units as in InkModel; optional keys are left out when nil, masks when empty):
/// - sample `s` and prediction `p`: `id` touch ID, `t` timestamp (s), `x` `y` location (pt),
///   `f` force, `fm` maximum possible force, `al` altitude (rad), `az` azimuth (rad),
///   `r` major radius (pt), `rt` its tolerance (pt), `ty` type (`direct`, `stylus`, `indirect`,
///   `pointer`), `ph` phase (`began`, `moved`, `stationary`, `ended`, `cancelled`),
///   `est` estimated-properties mask, `exp` expecting-updates mask (UIKit bits: force 1,
///   azimuth 2, altitude 4, location 8), `ui` update index. Required: `id t x y ty ph`.
/// - update `u`: `id` touch ID, `ui` update index, `at` arrival (s), optional `x` `y` (both or
///   neither), `f`, `al`, `az`, and `est` / `exp` for the still-estimated and still-expecting
///   masks. Required: `id ui at`.
/// - ground truth `g`: `id`, `t` (s), `x`, `y`, optional `f`. Required: `id t x y`.
/// - callback `c`: `t` time (s), `s` and `u` the half-open index ranges `[first, end)` into the
///   file's samples and updates it carried. Its predictions follow as `p` records.
///
/// Numbers are written in Swift's shortest round-trip form and read back bit-exactly; JSON has no
/// NaN or Infinity, so traces holding them cannot be written. Records of different kinds may be
/// interleaved (each kind keeps its own order); the writer emits samples, updates, ground truth,
/// then callbacks each followed by its predictions.
public enum NativeTraceRecord: Hashable, Sendable {
    case sample(TouchSample)
    case update(PropertyUpdate)
    case groundTruth(GroundTruthPoint)
    /// A recorded callback without its predictions, which follow as `.prediction` records.
    case callback(time: Double, samples: Range<Int>, updates: Range<Int>)
    /// A predicted touch belonging to the most recent `.callback` record.
    case prediction(TouchSample)
}
