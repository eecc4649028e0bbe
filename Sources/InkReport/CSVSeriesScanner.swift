/// Finds the fields of the columns a chart needs in whole lines of a report data table
/// (`data/*.csv`), with the same rules as `CSVTable` (quoted fields, `""` for a quote, a row whose
/// field count differs from the header's left out) but without building a `String` for every
/// character and field: a field is a range of the text, decoded only when it holds a quote.
/// Meant for text of ASCII characters without carriage returns — what `RunDataTables` writes;
/// `ascii(_:)` says whether a piece is such text (other text goes through `CSVTable`, where a
/// multi-byte character or a `\r\n` is one `Character`).
struct CSVSeriesScanner {
    /// Field count of every row kept (the header's).
    let width: Int
    /// The columns whose fields are asked for, by index.
    private let wanted: [Bool]

    /// A scanner for rows of `width` fields, giving the fields of `columns` (indices).
    init(width: Int, columns: [Int]) {
        self.width = width
        var wanted = Array(repeating: false, count: width)
        for column in columns where wanted.indices.contains(column) { wanted[column] = true }
        self.wanted = wanted
    }

    /// Whether `bytes` is text this scanner reads as `CSVTable` would: ASCII without `\r`.
    static func ascii(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
    }

    private static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n")

    /// Calls `row` for every row of `text` that has exactly `width` fields, with a function
    /// giving the content of a wanted column's field (quotes resolved).
    func scan(_ text: ArraySlice<UInt8>, row: ((Int) -> ArraySlice<UInt8>) -> Void) {
        var starts = Array(repeating: 0, count: width)
        var ends = Array(repeating: 0, count: width)
        var quotedFields = Array(repeating: false, count: width)
        var column = 0
        var fieldStart = text.startIndex
        var fieldHasQuote = false
        var quoted = false
        func endField(_ end: Int) {
            if column < width, wanted[column] {
                starts[column] = fieldStart
                ends[column] = end
                quotedFields[column] = fieldHasQuote
            }
        }
        func endRecord() {
            guard column + 1 == width else { return }
            row { index in
                let raw = text[starts[index]..<ends[index]]
                return quotedFields[index] ? Self.decoded(raw) : raw
            }
        }
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if quoted {
                if byte == Self.quote { quoted = false }
            } else if byte == Self.quote {
                quoted = true
                fieldHasQuote = true
            } else if byte == Self.comma || byte == Self.newline {
                endField(index)
                if byte == Self.comma {
                    column += 1
                } else {
                    endRecord()
                    column = 0
                }
                fieldStart = index + 1
                fieldHasQuote = false
            }
            index += 1
        }
        let last = text[fieldStart..<text.endIndex]
        if column > 0 || !(fieldHasQuote ? Self.decoded(last) : last).isEmpty {
            endField(text.endIndex)
            endRecord()
        }
    }

    /// The content of a field's text `raw` as `CSVTable` reads it: quotes open and close quoted
    /// stretches, and a quote right after a closing one is kept.
    private static func decoded(_ raw: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var content: [UInt8] = []
        var quoted = false
        var previousWasQuote = false
        for byte in raw {
            if quoted {
                if byte == quote {
                    quoted = false
                    previousWasQuote = true
                } else {
                    content.append(byte)
                }
                continue
            }
            if byte == quote {
                if previousWasQuote { content.append(quote) }
                quoted = true
            } else {
                content.append(byte)
            }
            previousWasQuote = false
        }
        return content[...]
    }
}
