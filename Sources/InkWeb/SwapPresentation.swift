import InkSim

/// The presentation of a headless browser, applied to a simulation's frames: with no display,
/// a frame is presented when the compositor swaps it, `delay` after its render finished (commit,
/// activation, draw, swap), not at a vsync. Each frame of `record` is then shown at `finish +
/// delay`, committed for the vsync after that, and none is superseded. The simulation's other
/// probes do not depend on presentation, so this equals simulating with that presentation.
enum SwapPresentation {
    static func apply(to record: inout SimulationRecord, delay: Double) {
        let grid = VSyncGrid(displayHz: record.profile.displayHz)
        for index in record.frames.indices {
            let presentation = record.frames[index].finish + delay
            record.frames[index].presentation = presentation
            record.frames[index].scanoutStart = presentation
            record.frames[index].commitVsync = max(record.frames[index].frame + 1, grid.index(atOrBefore: presentation) + 1)
            record.frames[index].isSuperseded = false
        }
    }
}
