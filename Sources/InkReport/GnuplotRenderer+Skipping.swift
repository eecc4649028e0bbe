extension GnuplotRenderer.Outcome {
    /// The outcome of rendering none of `charts`, each skipped for `reason`: what an index page
    /// shows when only the scripts and data exist (used where no gnuplot is run, e.g. fuzzing).
    public static func skipping(_ charts: [GnuplotChart], reason: String) -> Self {
        var outcome = Self()
        outcome.skipped = charts.map { ($0.name, reason) }
        return outcome
    }
}
