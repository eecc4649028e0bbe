/// A component that cannot be registered: its name is taken (or empty) in its registry.
public struct ComponentRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of component, e.g. `filter`, `predictor`.
    public var role: String
    public var name: String
    public var message: String

    public init(role: String, name: String, message: String) {
        self.role = role
        self.name = name
        self.message = message
    }

    public var description: String { "\(role) '\(name)': \(message)" }

    /// Whether `name` can name a component: non-empty, without white space, `:`, `,`, `=` or `/`
    /// (the characters of `NAME:key=value,…` and of paths).
    package static func isUsableName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { $0.isWhitespace || $0 == ":" || $0 == "," || $0 == "=" || $0 == "/" }
    }

    /// Throws unless `name` is a usable name not yet in `taken`.
    public static func check(_ name: String, role: String, taken: [String]) throws(ComponentRegistryError) {
        if !isUsableName(name) {
            throw ComponentRegistryError(role: role, name: name, message: "a name must be non-empty, without spaces, ':', ',', '=' or '/'")
        }
        if taken.contains(name) {
            throw ComponentRegistryError(role: role, name: name, message: "already registered")
        }
    }
}
