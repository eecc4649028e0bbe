import Foundation

/// One chart as gnuplot input: the plotting commands (without terminal and output, which
/// `GnuplotRenderer` adds: SVG, then PNG) and the data files they read, all saved beside the
/// images so anyone can re-plot with `gnuplot NAME.gp`.
public struct GnuplotChart: Sendable {
    /// File stem of the chart: `NAME.gp`, `NAME.svg`, `NAME.png`.
    public var name: String
    /// What the chart shows, one line (used as the caption in index pages).
    package var caption: String
    /// gnuplot commands after the terminal is set, ending with one `plot` (or one multiplot, ended
    /// by `unset multiplot`).
    package var commands: String
    /// Data files by file name (tab-separated columns, `#` comment header with units).
    package var dataFiles: [(name: String, text: String)]

    public init(name: String, caption: String, commands: String, dataFiles: [(name: String, text: String)]) {
        self.name = name
        self.caption = caption
        self.commands = commands
        self.dataFiles = dataFiles
    }

    /// The complete script: SVG first, then PNG of the same plot, terminals set explicitly; the
    /// commands are repeated after a `reset` (which keeps terminal and output) for the PNG (`replot` would redraw only the last panel of a multiplot).
    public var script: String {
        """
        # \(GnuplotText.oneLine(caption))
        # Re-plot: gnuplot \(name).gp (in this folder; writes \(name).svg and \(name).png)
        set encoding utf8
        \(Self.svgTerminal)
        set output \(GnuplotText.literal(name + ".svg"))
        \(commands)
        \(Self.pngTerminal)
        set output \(GnuplotText.literal(name + ".png"))
        reset
        \(commands)
        unset output

        """
    }

    /// The script drawing one image (`svg` or `png`): onto gnuplot's standard output, for
    /// `GnuplotRenderer`, which writes it to the file atomically; or, in a `GnuplotBatch`, into
    /// the file named `output` (relative to the charts folder, written as a quoted literal).
    func script(imageExtension: String, output: String? = nil) -> String {
        """
        set encoding utf8
        \(imageExtension == "svg" ? Self.svgTerminal : Self.pngTerminal)
        \(output.map { "set output \(GnuplotText.literal($0))\n" } ?? "")\(commands)

        """
    }

    private static let svgTerminal = #"set terminal svg size 960,600 dynamic noenhanced font "sans,13" background rgb "white""#
    private static let pngTerminal = #"set terminal pngcairo size 960,600 noenhanced font "sans,11" background rgb "white""#

    /// A file-name-safe form of `text`'s last path component: letters, digits, `-` and `_`;
    /// anything else becomes `-`. At most `maximumSlugBytes` UTF-8 bytes: a longer one keeps its
    /// first characters and ends with `-` and 8 hex digits of a hash of the whole (FNV-1a), so
    /// chart and render file names stay far below the 255-byte file name limit and distinct
    /// inputs stay distinct.
    package static func slug(_ text: String) -> String {
        let last = text.split(separator: "/").last.map(String.init) ?? text
        let mapped = String(last.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        guard mapped.utf8.count > maximumSlugBytes else { return mapped }
        var kept = ""
        for character in mapped {
            if kept.utf8.count + character.utf8.count > maximumSlugBytes - 9 { break }
            kept.append(character)
        }
        var hash: UInt32 = 0x811C_9DC5
        for byte in last.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return kept + "-" + String(hash, radix: 16).leftPadded(to: 8)
    }

    /// Longest slug, UTF-8 bytes. The longest file name made from one is
    /// `.tip-gap-over-time-SLUG-N.svg.inkbench-tmp-PID-N`, about 60 bytes more.
    package static let maximumSlugBytes = 96

    /// The colours of the series of a chart, told apart at a glance (ten before they repeat).
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"]

    /// `linecolor rgb "…"` of series `index` (0-based).
    static func seriesColour(_ index: Int) -> String {
        "linecolor rgb \"\(palette[index % palette.count])\""
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
