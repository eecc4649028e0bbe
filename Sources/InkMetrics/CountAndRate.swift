/// A count out of a total, and their ratio (0 when the total is 0).
public struct CountAndRate: Hashable, Sendable, Codable {
    public var count: Int
    public var total: Int
    /// `count / total`, a fraction.
    public var rate: Double

    public init(count: Int, of total: Int) {
        self.count = count
        self.total = total
        rate = total > 0 ? Double(count) / Double(total) : 0
    }
}
