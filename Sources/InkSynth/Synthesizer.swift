import InkModel

/// Makes synthetic pen traces from a `SynthRecipe` (docs/realism.md).
///
/// First the pen's true path is planned from a kinematic model (sigma-lognormal handwriting and
/// signatures, minimum-jerk lines, polylines and zigzags, constant-speed circles and spirals, a
/// sinusoidal scribble, taps, mixed sessions), in millimetres at 1 kHz, scaled so the mean speed
/// while the pen is down is the recipe's, and placed on the canvas. Then it is converted to
/// points, kept as ground truth (1 kHz per touch, with force), and sampled like the profile's
/// digitizer: rate with jitter, timestamp and location quanta, position noise, force, tilt and
/// contact radius, estimated force with late property updates. Every random choice comes from
/// the recipe's seed, so the same recipe gives an identical trace.
public enum Synthesizer {
    /// The trace the recipe describes; throws `SynthError` for an invalid recipe or a drawing
    /// that does not fit the canvas. The trace passes `Trace.firstProblem()`.
    public static func synthesize(_ recipe: SynthRecipe) throws(SynthError) -> Trace {
        try recipe.validate()
        var streams = RandomStreams(seed: recipe.seed)
        let drawing = try ShapePlanner.plan(recipe, random: &streams.path)
        return try TraceRenderer(recipe: recipe).render(drawing, streams: &streams)
    }
}
