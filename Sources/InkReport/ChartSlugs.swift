/// File-name parts of the charts of a report's traces (`lag-cdf-SLUG.svg`), one per input and
/// unique within the report: two inputs with the same base name (`a/x.json`, `b/x.json`) get
/// `x-json` and `x-json-2`. Deterministic: the same inputs in the same order give the same slugs.
package enum ChartSlugs {
    /// One slug per input, in order.
    package static func unique(_ inputs: [String]) -> [String] {
        var used: Set<String> = []
        return inputs.map { input in
            let base = GnuplotChart.slug(input)
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }
}
