/// A benchmark's setup could not build what it measures (one line saying what went wrong).
public struct BenchmarkFixtureError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
