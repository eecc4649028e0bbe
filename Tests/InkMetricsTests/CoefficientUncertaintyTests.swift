import InkMetrics
import InkModel
import InkSim
import Testing

/// The calibration's terms: bootstrap intervals that cover the true coefficients, and terms the
/// workloads cannot tell apart reported as not identified instead of a silent value.
@Suite("Coefficient uncertainty: bootstrap intervals and identification")
struct CoefficientUncertaintyTests {
    /// Callbacks costing 1 µs + 0.2 µs per sample + 0.03 µs per point, with ±2% noise from a
    /// seeded generator; `samples(i)` gives callback i's samples.
    static func rows(count: Int = 600, samples: (Int) -> Double) -> [(x: [Double], y: Double)] {
        var generator = SeededGenerator(seed: 11)
        return (0..<count).map { index in
            let sampleCount = samples(index), points = Double(generator.nextIndex(below: 400))
            let cost = 1e-6 + 2e-7 * sampleCount + 3e-8 * points
            return (x: [1, sampleCount, points], y: cost * (1 + 0.02 * (generator.nextUnit() - 0.5)))
        }
    }

    static func terms(_ rows: [(x: [Double], y: Double)]) throws -> [CalibrationTerm] {
        try #require(CoefficientUncertainty.fit(names: ["perCallback", "perSample", "perPointRecomputed"], rows: rows, weights: nil, seed: 3) {
            rows, _, excluded in LeastSquaresFit(rows: rows, excluded: excluded)
        }).terms
    }

    @Test("samples per callback varied apart from callbacks: every term identified, its 95% interval covers the true value")
    func variedWorkloadsIdentifyEveryTerm() throws {
        let terms = try Self.terms(Self.rows { Double([1, 2, 4, 8][$0 % 4]) })
        for (term, truth) in zip(terms, [1e-6, 2e-7, 3e-8]) {
            #expect(term.identified && term.note == "fitted", "\(term.name)")
            let lower = try #require(term.lower95), upper = try #require(term.upper95)
            #expect(lower <= truth && truth <= upper, "\(term.name): \(truth) in \(lower)…\(upper)")
            #expect(try #require(term.standardError) < 0.05 * truth)
            #expect(try #require(term.varianceInflation) < CalibrationTerm.maximumVarianceInflation)
        }
    }

    @Test("two samples in every callback: per callback and per sample are not identified, whatever the fit gives them")
    func constantSamplesAreNotIdentified() throws {
        let terms = try Self.terms(Self.rows { _ in 2 })
        #expect(terms.map(\.identified) == [false, false, true])
        #expect(terms[0].value == 0 && terms[1].value == 0, "left out of the fit")
        #expect(terms[0].note.hasPrefix("not identified: the workloads do not vary it apart from the other terms"))
        let nearly = try Self.terms(Self.rows { $0 % 300 == 0 ? 3 : 2 })
        #expect(!nearly[1].identified && (nearly[1].varianceInflation ?? 0) > CalibrationTerm.maximumVarianceInflation, "one callback in 300 with another count is not enough")
    }

    @Test("a term never exercised (an all-zero column) is not identified; one fitted below 0 says it was kept at 0")
    func zeroColumnAndKeptAtZero() throws {
        let silent = Self.rows { Double([1, 2, 4, 8][$0 % 4]) }.map { (x: [$0.x[0], $0.x[1], 0], y: $0.y) }
        let terms = try Self.terms(silent)
        #expect(!terms[2].identified && terms[2].note == "not identified: the workloads never vary it")
        let negative = Self.rows { Double([1, 2, 4, 8][$0 % 4]) }.map { (x: $0.x, y: max(1e-9, $0.y - 1.5e-7 * $0.x[1] * 2)) }
        #expect(try Self.terms(negative)[1].note == "fitted below 0 and kept at 0 (a cost cannot be negative)")
    }
}
