extension BuiltInDataset {
    /// The column names of the manifest, in order.
    package static let manifestColumns = ["name", "exemplar", "recipe", "summary"]

    /// The text of `datasets/manifest.tsv`: tab-separated values, one header line of
    /// `manifestColumns`, then one line per dataset of `datasets` in order — its name, `yes` or
    /// `no` (whether an exemplar `.inktrace` file is kept beside the manifest), its recipe's
    /// canonical text and its summary. Every line ends with a line feed. Tabs and line breaks
    /// inside a field are written as spaces, so each dataset stays on one line of four fields.
    package static func manifestText(of datasets: [BuiltInDataset] = all) -> String {
        var lines = [manifestColumns.joined(separator: "\t")]
        for dataset in datasets {
            let fields = [dataset.name, dataset.isExemplar ? "yes" : "no", dataset.recipe.canonicalText, dataset.summary]
            lines.append(fields.map(manifestField).joined(separator: "\t"))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `text` with tabs and line breaks replaced by spaces.
    private static func manifestField(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
