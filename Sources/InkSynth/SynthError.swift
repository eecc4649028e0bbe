/// Why a recipe could not be parsed or synthesized: one line naming the recipe key (when one is
/// at fault), its value and what is wrong.
public struct SynthError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The recipe key at fault, or nil when the problem concerns the recipe as a whole.
    public var key: String?
    /// The offending value as text, when there is one.
    public var value: String?
    /// What is wrong, in words.
    public var problem: String

    public init(key: String? = nil, value: String? = nil, problem: String) {
        self.key = key
        self.value = value
        self.problem = problem
    }

    public var description: String {
        switch (key, value) {
        case let (key?, value?): "recipe \(key)=\(value): \(problem)"
        case let (key?, nil): "recipe \(key): \(problem)"
        default: "recipe: \(problem)"
        }
    }
}
