import Foundation
import InkModel
import Testing
@testable import InkMetrics

struct GrowthExponentTests {
    let points = Array(1...10_000)

    @Test(arguments: [1.0, 0.5, 2.0, -0.3])
    func noiselessPowerLawGivesTheExponent(exponent: Double) throws {
        let costs = points.map { 2e-6 * pow(Double($0), exponent) }
        let growth = try #require(GrowthExponent(pointsInStroke: points, costs: costs))
        #expect(abs(growth.slope - exponent) < 1e-9)
        #expect(growth.bins.count == 12)
        #expect(growth.bins.allSatisfy { $0.count >= GrowthExponent.defaultMinimumBinCount })
    }

    @Test func constantCostGivesZero() throws {
        let growth = try #require(GrowthExponent(pointsInStroke: points, costs: Array(repeating: 5e-6, count: points.count)))
        #expect(growth.slope == 0)
    }

    @Test func noisyPowerLawIsWithinTwoHundredths() throws {
        var generator = SeededGenerator(seed: 2024)
        var strokePoints: [Int] = [], costs: [Double] = []
        for _ in 0..<5 {
            for count in 1...3000 {
                strokePoints.append(count)
                costs.append(1e-6 * Double(count) * exp(0.3 * generator.nextGaussian()))
            }
        }
        let growth = try #require(GrowthExponent(pointsInStroke: strokePoints, costs: costs))
        #expect(abs(growth.slope - 1) < 0.02)
    }

    @Test func binsAreLogarithmicAndHoldTheirMedians() throws {
        let costs = points.map { Double($0) }
        let growth = try #require(GrowthExponent(pointsInStroke: points, costs: costs))
        let first = try #require(growth.bins.first)
        #expect(abs(first.lowerBound - 10) < 1e-9)
        #expect(abs(first.upperBound - pow(10, 1.25)) < 1e-9)
        #expect(first.count == 8)
        #expect(abs(first.medianPoints - (13.0 * 14).squareRoot()) < 1e-9)
        #expect(abs(first.medianCost - first.medianPoints) < 1e-9)
        let last = try #require(growth.bins.last)
        #expect(last.count == 4376)
        #expect(abs(last.upperBound - 10_000) < 1e-9)
    }

    @Test func fewerThanThreeBinsGivesNil() {
        let few = Array(1...30)
        #expect(GrowthExponent(pointsInStroke: few, costs: few.map { Double($0) }) == nil)
        #expect(GrowthExponent(pointsInStroke: [], costs: []) == nil)
    }

    @Test func zeroCostBinsAndEmptyStrokesAreLeftOut() throws {
        let costs = points.map { $0 < 100 ? 0 : Double($0) }
        let growth = try #require(GrowthExponent(pointsInStroke: [0] + points, costs: [1] + costs))
        #expect(growth.bins.first.map { $0.lowerBound >= 100 - 1e-9 } == true)
        #expect(abs(growth.slope - 1) < 1e-9)
    }
}
