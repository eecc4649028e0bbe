/// What a chart gathers per run while it reads a data table (`RunSeriesTable`), found without a
/// hash lookup for the rows after the first of each stretch of rows of one run.
struct RunStates<State> {
    private var states: [State] = []
    private var indices: [RunKey: Int] = [:]
    private var last: (key: RunKey, index: Int)?
    private let make: () -> State

    /// States made by `make` for each run as its first row is read.
    init(_ make: @escaping () -> State) {
        self.make = make
    }

    /// Changes `key`'s state (made on its first row).
    mutating func update(_ key: RunKey, _ body: (inout State) -> Void) {
        let index: Int
        if let last, last.key == key {
            index = last.index
        } else if let known = indices[key] {
            index = known
        } else {
            index = states.count
            indices[key] = index
            states.append(make())
        }
        last = (key, index)
        body(&states[index])
    }

    /// Changes every run's state.
    mutating func updateAll(_ body: (inout State) -> Void) {
        for index in states.indices { body(&states[index]) }
    }

    /// Every run's state.
    var byRun: [RunKey: State] {
        indices.mapValues { states[$0] }
    }
}
