/// What every registered component declares: its name, one line for listings, the parameters it
/// takes (with defaults, meanings and ranges) and how it behaves (`ComponentCapabilities`). Stages,
/// predictors, cost sources, frame renderers and trace formats are each a kind of it.
public protocol RegisteredComponent: Sendable {
    /// What kind of component, as errors and listings name it: `filter`, `predictor`, ….
    static var role: String { get }
    /// The name configurations and the command line select it by.
    var name: String { get }
    /// One line for listings.
    var summary: String { get }
    /// The parameters it takes, with defaults, meanings and ranges.
    var parameters: [ComponentParameter] { get }
    /// How it behaves, read by whatever runs it instead of its name.
    var capabilities: ComponentCapabilities { get }
}

/// A registered component that is built from a spec's parameters (`ComponentSpec`), read
/// through a `ComponentParameterReader`, with what the caller knows (`Context`).
public protocol BuildableComponent: RegisteredComponent {
    /// What the caller hands the builder besides the parameters (`Void` when nothing).
    associatedtype Context
    /// What the builder makes: a stage spec, a predictor, a cost source, a frame renderer.
    associatedtype Product
    /// The parameters its reader accepts; by default `parameters` (predictors add the limits
    /// every predictor takes).
    var acceptedParameters: [ComponentParameter] { get }
    /// Builds it from `reader`'s values in `context`.
    func build(_ reader: inout ComponentParameterReader, _ context: Context) throws(ComponentSpecError) -> Product
}

extension BuildableComponent {
    public var acceptedParameters: [ComponentParameter] { parameters }
}

/// The components of one kind, by name: what every name a configuration, `--predictor`, `--cost`
/// or `--format` gives is looked up in. A value: start from a kind's built-ins (or empty),
/// `register` your own, and pass it to whatever builds components; nothing falls back to the
/// built-ins on its own. Registration order is kept (listings and tables follow it).
public struct ComponentRegistry<Component: RegisteredComponent>: Sendable {
    /// Registered components, in registration order.
    public private(set) var components: [Component]

    /// An empty registry.
    public init() {
        components = []
    }

    /// Adds `component`; throws when its name is taken or unusable
    /// (`ComponentRegistryError.isUsableName`).
    public mutating func register(_ component: Component) throws(ComponentRegistryError) {
        try ComponentRegistryError.check(component.name, role: Component.role, taken: names)
        components.append(component)
    }

    /// Every name, in registration order.
    public var names: [String] { components.map(\.name) }

    /// The component registered as `name`, or nil.
    public func component(named name: String) -> Component? { components.first { $0.name == name } }

    /// The component `spec` names; throws "unknown …" with the known names when none is.
    public func component(for spec: ComponentSpec) throws(ComponentSpecError) -> Component {
        guard let component = component(named: spec.name) else {
            throw ComponentSpecError(role: Component.role, spec: spec.description, message: "unknown \(Component.role) (known: \(names.joined(separator: ", ")))")
        }
        return component
    }

    /// This registry with `component` in place of the one of the same name (unchanged when it
    /// has none): how a command gives a registered component a setting of its own, e.g. the
    /// external predictor's timeout.
    package func replacing(_ component: Component) -> ComponentRegistry {
        var registry = self
        if let index = registry.components.firstIndex(where: { $0.name == component.name }) { registry.components[index] = component }
        return registry
    }
}

extension ComponentRegistry where Component: BuildableComponent {
    /// The component `spec` names, built with its parameters in `context`; every given key must
    /// be one it accepts and reads.
    public func make(_ spec: ComponentSpec, context: Component.Context) throws(ComponentSpecError) -> Component.Product {
        let component = try component(for: spec)
        var reader = ComponentParameterReader(spec, role: Component.role, parameters: component.acceptedParameters)
        let product = try component.build(&reader, context)
        try reader.finish()
        return product
    }
}

extension ComponentRegistry where Component: BuildableComponent, Component.Context == Void {
    /// The component `spec` names, built with its parameters.
    public func make(_ spec: ComponentSpec) throws(ComponentSpecError) -> Component.Product {
        try make(spec, context: ())
    }
}
