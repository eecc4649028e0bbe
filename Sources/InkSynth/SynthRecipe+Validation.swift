import InkModel

extension SynthRecipe {
    /// Longest pen-down time a recipe may ask for, seconds.
    public static let maximumDuration = 3600.0
    /// Shortest pen-down time a recipe may ask for, seconds.
    package static let minimumDuration = 0.02
    /// Fastest mean pen speed a recipe may ask for, mm/s.
    package static let maximumSpeed = 10_000.0
    /// Most samples plus ground-truth points one trace may hold.
    package static let maximumRecords = 20_000_000

    /// Throws the first thing wrong with the recipe: a value out of range, a key that does not
    /// apply to the shape, too little time for the strokes asked for, or a profile the
    /// synthesizer cannot sample.
    public func validate() throws(SynthError) {
        try validateNumbers()
        try validateShapeKeys()
        try validateProfile()
        let records = penDownDuration * (1000 + profile.digitizerHz)
        guard records <= Double(Self.maximumRecords) else {
            throw SynthError(problem: "would make about \(Int(records)) samples and ground-truth points (limit \(Self.maximumRecords))")
        }
    }

    private func validateNumbers() throws(SynthError) {
        guard speed.isFinite, speed > 0, speed <= Self.maximumSpeed else {
            throw SynthError(key: "speed", value: Self.format(speed), problem: "must be greater than 0 and at most \(Self.format(Self.maximumSpeed)) mm/s")
        }
        switch extent {
        case .duration(let seconds):
            guard seconds.isFinite, seconds >= Self.minimumDuration, seconds <= Self.maximumDuration else {
                throw SynthError(key: "duration", value: Self.format(seconds), problem: "must lie in \(Self.format(Self.minimumDuration))...\(Self.format(Self.maximumDuration)) s")
            }
        case .pathLength(let millimetres):
            guard millimetres.isFinite, millimetres > 0 else {
                throw SynthError(key: "length", value: Self.format(millimetres), problem: "must be greater than 0 mm")
            }
            guard penDownDuration >= Self.minimumDuration, penDownDuration <= Self.maximumDuration else {
                throw SynthError(
                    key: "length", value: Self.format(millimetres),
                    problem: "at \(Self.format(speed)) mm/s takes \(Self.format(penDownDuration)) s; the pen-down time must lie in \(Self.format(Self.minimumDuration))...\(Self.format(Self.maximumDuration)) s"
                )
            }
        }
        guard noise.isFinite, noise >= 0, noise <= 100 else {
            throw SynthError(key: "noise", value: Self.format(noise), problem: "must lie in 0...100 mm")
        }
    }

    private func validateShapeKeys() throws(SynthError) {
        if let strokes {
            guard let meaning = shape.strokesMeaning else {
                throw SynthError(key: "strokes", value: "\(strokes)", problem: "does not apply to shape=\(shape.rawValue)")
            }
            guard strokes >= 1, strokes <= 1000 else {
                throw SynthError(key: "strokes", value: "\(strokes)", problem: "must lie in 1...1000 \(meaning)")
            }
            let needed = Double(strokes) * minimumSecondsPerStroke
            guard penDownDuration >= needed else {
                throw SynthError(
                    key: "strokes", value: "\(strokes)",
                    problem: "\(strokes) \(meaning) need at least \(Self.format(needed)) s of pen-down time, the recipe gives \(Self.format(penDownDuration)) s"
                )
            }
        }
        if let size {
            guard shape.sizeMeaning != nil else {
                throw SynthError(key: "size", value: Self.format(size), problem: "does not apply to shape=\(shape.rawValue)")
            }
            guard size.isFinite, size > 0, size <= 10_000 else {
                throw SynthError(key: "size", value: Self.format(size), problem: "must be greater than 0 and at most 10000 mm")
            }
        }
        if let center {
            guard shape.acceptsCenter else {
                throw SynthError(key: "x", value: Self.format(center.x), problem: "shape=\(shape.rawValue) places itself; x and y do not apply")
            }
            let canvas = profile.canvasSize
            guard center.isFinite, (0...canvas.width).contains(center.x), (0...canvas.height).contains(center.y) else {
                throw SynthError(
                    key: "x", value: "\(Self.format(center.x)) y=\(Self.format(center.y))",
                    problem: "the centre must lie on the \(Self.format(canvas.width))×\(Self.format(canvas.height)) pt canvas"
                )
            }
        }
    }

    /// Least pen-down time one of the shape's strokes (segment, word, run, touch) needs, seconds.
    private var minimumSecondsPerStroke: Double {
        switch shape {
        case .handwriting: 0.25
        case .signature: 0.4
        case .session: 0.3
        case .fling: 0.02
        default: Self.minimumDuration
        }
    }

    /// The profile's own ranges (`DeviceProfile.firstProblem()`, the table the trace readers use).
    private func validateProfile() throws(SynthError) {
        if let problem = profile.firstProblem() {
            throw SynthError(key: "profile", value: profile.name, problem: problem.message)
        }
    }
}
