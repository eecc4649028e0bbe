import Foundation

/// One chart as gnuplot input: the plotting commands (without terminal and output, which
/// `GnuplotRenderer` adds: SVG, then PNG) and the data files they read, all saved beside the
/// images so anyone can re-plot with `gnuplot NAME.gp`.
public struct GnuplotChart: Sendable {
    /// File stem of the chart: `NAME.gp`, `NAME.svg`, `NAME.png`.
    public var name: String
    /// What the chart shows, one line (used as the caption in index pages).
    public var caption: String
    /// gnuplot commands after the terminal is set, ending with one `plot`.
    public var commands: String
    /// Data files by file name (tab-separated columns, `#` comment header with units).
    public var dataFiles: [(name: String, text: String)]

    public init(name: String, caption: String, commands: String, dataFiles: [(name: String, text: String)]) {
        self.name = name
        self.caption = caption
        self.commands = commands
        self.dataFiles = dataFiles
    }

    /// The complete script: SVG first, then PNG of the same plot, terminals set explicitly.
    public var script: String {
        """
        # \(caption)
        # Re-plot: gnuplot \(name).gp (in this folder; writes \(name).svg and \(name).png)
        set encoding utf8
        \(Self.svgTerminal)
        set output "\(name).svg"
        \(commands)
        \(Self.pngTerminal)
        set output "\(name).png"
        replot
        unset output

        """
    }

    /// The script drawing one image (`svg` or `png`) onto gnuplot's standard output, for
    /// `GnuplotRenderer`, which writes it to the file atomically.
    func script(imageExtension: String) -> String {
        """
        set encoding utf8
        \(imageExtension == "svg" ? Self.svgTerminal : Self.pngTerminal)
        \(commands)

        """
    }

    private static let svgTerminal = #"set terminal svg size 960,600 dynamic noenhanced font "sans,13" background rgb "white""#
    private static let pngTerminal = #"set terminal pngcairo size 960,600 noenhanced font "sans,11" background rgb "white""#

    /// A file-name-safe form of `text`: letters, digits, `-` and `_`; anything else becomes `-`.
    public static func slug(_ text: String) -> String {
        let last = text.split(separator: "/").last.map(String.init) ?? text
        let mapped = last.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        return String(mapped)
    }

    /// The colours of the series of a chart, told apart at a glance (ten before they repeat).
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"]

    /// `linecolor rgb "…"` of series `index` (0-based).
    static func seriesColour(_ index: Int) -> String {
        "linecolor rgb \"\(palette[index % palette.count])\""
    }

    /// `text` as a gnuplot double-quoted string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
