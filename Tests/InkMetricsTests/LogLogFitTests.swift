import Foundation
import InkModel
import Testing
@testable import InkMetrics

struct LogLogFitTests {
    @Test func powerLawGivesItsExponentAndCoefficient() throws {
        let x = (1...100).map(Double.init)
        let y = x.map { 3 * pow($0, 1.5) }
        let fit = try #require(LogLogFit(x: x, y: y))
        #expect(abs(fit.slope - 1.5) < 1e-12)
        #expect(abs(fit.intercept - log(3)) < 1e-12)
        #expect(abs(fit.rSquared - 1) < 1e-12)
        #expect(fit.count == 100)
        #expect(abs(fit.predicted(at: 4) - 24) < 1e-9)
    }

    @Test func constantYGivesSlopeZero() throws {
        let fit = try #require(LogLogFit(x: [1, 2, 5, 10], y: [7, 7, 7, 7]))
        #expect(fit.slope == 0)
        #expect(fit.rSquared == 1)
    }

    @Test func nonPositiveValuesAreLeftOutAndDegenerateInputGivesNil() throws {
        let fit = try #require(LogLogFit(x: [0, 1, 2, 4, -1], y: [5, 1, 2, 4, 3]))
        #expect(fit.count == 3)
        #expect(abs(fit.slope - 1) < 1e-12)
        #expect(LogLogFit(x: [3, 3, 3], y: [1, 2, 3]) == nil)
        #expect(LogLogFit(x: [1], y: [1]) == nil)
    }

    @Test func noisyDataFitsWithPartialExplanation() throws {
        var generator = SeededGenerator(seed: 17)
        let x = (1...400).map(Double.init)
        let y = x.map { 2 * $0 * exp(0.5 * generator.nextGaussian()) }
        let fit = try #require(LogLogFit(x: x, y: y))
        #expect(abs(fit.slope - 1) < 0.1)
        #expect(fit.rSquared > 0.5 && fit.rSquared < 1)
    }
}
