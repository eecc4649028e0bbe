/// Missed frames counted in the first and the last third of a trace (`AlongStrokeGrowth`): each
/// vsync counted goes to its third (`AlongStrokeGrowth.Thirds.vsyncThird`), missed or not.
struct MissedFramesByThird: Sendable {
    private var missedFirst = 0, totalFirst = 0, missedLast = 0, totalLast = 0

    /// Counts one vsync of `third` (nil: the middle one, not counted).
    mutating func count(isMissed: Bool, in third: AlongStrokeGrowth.Third?) {
        switch third {
        case .first:
            totalFirst += 1
            if isMissed { missedFirst += 1 }
        case .last:
            totalLast += 1
            if isMissed { missedLast += 1 }
        case nil: break
        }
    }

    /// Missed frames among the first third's vsyncs.
    var firstThird: CountAndRate { CountAndRate(count: missedFirst, of: totalFirst) }
    /// Missed frames among the last third's vsyncs.
    var lastThird: CountAndRate { CountAndRate(count: missedLast, of: totalLast) }
}
