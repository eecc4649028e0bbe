import InkModel
import InkPipeline
import Testing

/// Savitzky–Golay, Douglas–Peucker and distance thinning against hand-computed values.
struct FilterTests {
    @Test func savitzkyGolayFivePointCubicWeights() {
        let weights = SavitzkyGolayWeights(window: 5, order: 3)
        let scaled = (-2...2).map { weights.weight(half: 2, offset: $0) * 35 }
        for (value, expected) in zip(scaled, [-3.0, 12, 17, 12, -3]) {
            #expect(abs(value - expected) < 1e-12)
        }
        #expect(weights.keepsCentre(half: 1) && weights.keepsCentre(half: 0))
        #expect(Array(weights.weights(half: 1)) == [0, 1, 0])
    }

    @Test func savitzkyGolayWeightsForOtherWindowsAndOrders() {
        let quadratic7 = SavitzkyGolayWeights(window: 7, order: 2)
        for (offset, expected) in zip(-3...3, [-2.0, 3, 6, 7, 6, 3, -2]) {
            #expect(abs(quadratic7.weight(half: 3, offset: offset) * 21 - expected) < 1e-12)
        }
        for (offset, expected) in zip(-2...2, [-3.0, 12, 17, 12, -3]) {
            #expect(abs(quadratic7.weight(half: 2, offset: offset) * 35 - expected) < 1e-12)
        }
        let linear5 = SavitzkyGolayWeights(window: 5, order: 1)
        #expect((-2...2).allSatisfy { abs(linear5.weight(half: 2, offset: $0) - 0.2) < 1e-15 })
        #expect((-1...1).allSatisfy { abs(linear5.weight(half: 1, offset: $0) - 1.0 / 3) < 1e-15 })
        let high = SavitzkyGolayWeights(window: 21, order: 6)
        #expect(abs(high.weights(half: 10).reduce(0, +) - 1) < 1e-9)
    }

    @Test func savitzkyGolaySmoothsInteriorPointsAndKeepsTheEnds() {
        let input = StageRunner.points([(0, 0), (1, 1), (2, 0), (3, 3), (4, 0), (5, 1), (6, 0)])
        let output = StageRunner.run(NaiveSavitzkyGolayStage(window: 5, order: 3), on: input)
        let expectedY = [0, 1, 48.0 / 35, 45.0 / 35, 48.0 / 35, 1, 0]
        for index in input.indices {
            #expect(abs(output[index].location.y - expectedY[index]) < 1e-12)
            #expect(abs(output[index].location.x - Double(index)) < 1e-12)
            #expect(output[index].timestamp == input[index].timestamp && output[index].force == input[index].force)
        }
        for index in [0, 1, 5, 6] { #expect(output[index] == input[index]) }
    }

    @Test func savitzkyGolayReproducesPolynomialsUpToItsOrder() {
        let input = StageRunner.points((0..<21).map { i in
            let x = Double(i) - 10
            return (x, 0.02 * x * x * x - 0.5 * x * x + 3)
        })
        let output = StageRunner.run(IncrementalSavitzkyGolayStage(window: 7, order: 3), on: input)
        for (smoothed, original) in zip(output, input) {
            #expect(smoothed.location.distance(to: original.location) < 1e-9)
        }
    }

    @Test func douglasPeuckerOnAKnownPolyline() {
        let input = StageRunner.points([(0, 0), (1, 0.2), (2, 0), (3, 3), (4, 0)])
        let coarse = StageRunner.run(NaiveDouglasPeuckerStage(epsilon: 0.5, chunking: .wholeStroke), on: input)
        #expect(coarse == [input[0], input[2], input[3], input[4]])
        let fine = StageRunner.run(IncrementalDouglasPeuckerStage(epsilon: 0.1, chunking: .wholeStroke), on: input)
        #expect(fine == input)
        let flat = StageRunner.run(NaiveDouglasPeuckerStage(epsilon: 3.5, chunking: .points(64)), on: input)
        #expect(flat == [input[0], input[4]])
    }

    @Test func douglasPeuckerKeepsChunkBoundaries() {
        let line = StageRunner.points((0..<7).map { (Double($0), 2 * Double($0)) })
        let kept = { (chunking: DouglasPeuckerChunking) in
            StageRunner.run(NaiveDouglasPeuckerStage(epsilon: 0.1, chunking: chunking), on: line).map(\.location.x)
        }
        #expect(kept(.wholeStroke) == [0, 6])
        #expect(kept(.points(2)) == [0, 2, 4, 6])
        #expect(kept(.points(4)) == [0, 4, 6])
        #expect(StageRunner.run(NaiveDouglasPeuckerStage(epsilon: 0, chunking: .wholeStroke), on: line).map(\.location.x) == [0, 6])
    }

    @Test func douglasPeuckerMeasuresDistanceToTheSegmentNotTheLine() {
        let input = StageRunner.points([(0, 0), (4, 0), (8, 0.1), (-2, 0), (10, 0)])
        let output = StageRunner.run(NaiveDouglasPeuckerStage(epsilon: 1, chunking: .wholeStroke), on: input)
        #expect(output.map(\.location.x) == [0, 8, -2, 10])
    }

    @Test func distanceThinningKeepsFirstSpacedAndLastPoints() {
        let input = StageRunner.points([(0, 0), (0.4, 0), (0.8, 0), (1.2, 0), (1.6, 0), (2.0, 0), (2.1, 0)])
        for stage in [AnyPointStage(NaiveDistanceThinningStage(distance: 1)), AnyPointStage(IncrementalDistanceThinningStage(distance: 1))] {
            #expect(stage.run(input).map(\.location.x) == [0, 1.2, 2.1])
        }
        #expect(StageRunner.run(NaiveDistanceThinningStage(distance: 0), on: input) == input)
        #expect(StageRunner.run(NaiveDistanceThinningStage(distance: 5), on: Array(input.prefix(1))) == Array(input.prefix(1)))
    }
}
