import InkBenchCore

extension KalmanSweep {
    /// The training set of `inkbench predict --sweep`: handwriting, scribble and spiral, 3 s each
    /// at 240 Hz (Apple Pencil, 120 Hz display), seeds 101…110 — seeds no built-in dataset uses;
    /// never the real recordings.
    package static func trainingRecipes() -> [SynthRecipe] {
        let shapes: [Shape] = [.handwriting, .scribble, .spiral]
        return shapes.flatMap { shape in
            (101...110).map { seed in SynthRecipe(shape: shape, extent: .duration(3), speed: nil, seed: UInt64(seed)) }
        }
    }

    /// The training traces, synthesized on up to `jobs` threads (the same traces, in recipe
    /// order, for any number).
    public static func trainingTraces(jobs: Int = 1) throws -> [Trace] {
        let recipes = trainingRecipes()
        return try ParallelJobs(jobs: jobs).throwingMap(recipes.count) { index in try Synthesizer.synthesize(recipes[index]) }
    }

    /// Both Kalman grids (`constantAccelerationGrid`, `jerkGrid`), each candidate's result best
    /// first, built from `catalog` and scored on `traces` with `jobs` candidates evaluated at once.
    package static func runGrids(on traces: [Trace], jobs: Int = 1, catalog: PredictorCatalog) throws -> [(label: String, candidates: Int, results: [Result])] {
        try [("kalman-ca", constantAccelerationGrid), ("kalman-jerk", jerkGrid)].map { label, grid in
            (label, grid.count, try run(candidates: grid, traces: traces, jobs: jobs, catalog: catalog))
        }
    }
}
