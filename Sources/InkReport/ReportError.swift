import InkModel

/// Why a `report.json` could not be read: one line naming the file and what is wrong.
public struct ReportError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description.onOneLine
    }
}
