import Testing
@testable import Strata

/// One distribution case: items, canvas length, spacing, expected (x, width) per view.
struct DistributionCase: Sendable, CustomTestStringConvertible {
    var name: String
    var distribution: StackView.Distribution
    var items: [ItemSpec]
    var width: Double
    var spacing: Double
    var expected: [[Double]]
    var testDescription: String { name }
}

@MainActor
@Suite("StackView distribution along the axis")
struct StackDistributionTests {
    nonisolated static let cases: [DistributionCase] = [
        .init(name: "fill underflow goes to the lowest hugging", distribution: .fill,
              items: [ItemSpec(w: 50, h: 10, hugH: 251), ItemSpec(w: 60, h: 10, hugH: 250), ItemSpec(w: 70, h: 10, hugH: 252)],
              width: 300, spacing: 10, expected: [[0, 50], [60, 160], [230, 70]]),
        .init(name: "fill underflow tie goes to the first", distribution: .fill,
              items: [ItemSpec(w: 50, h: 10), ItemSpec(w: 60, h: 10), ItemSpec(w: 70, h: 10)],
              width: 300, spacing: 10, expected: [[0, 150], [160, 60], [230, 70]]),
        .init(name: "fill underflow goes to a view without intrinsic width", distribution: .fill,
              items: [ItemSpec(w: 50, h: 10, hugH: 1), ItemSpec(), ItemSpec(w: 70, h: 10)],
              width: 300, spacing: 0, expected: [[0, 50], [50, 180], [230, 70]]),
        .init(name: "fill overflow shrinks the lowest compression resistance", distribution: .fill,
              items: [ItemSpec(w: 100, h: 10, crH: 749), ItemSpec(w: 100, h: 10), ItemSpec(w: 100, h: 10)],
              width: 250, spacing: 0, expected: [[0, 50], [50, 100], [150, 100]]),
        .init(name: "fill overflow tie shrinks the last first, down to 0", distribution: .fill,
              items: [ItemSpec(w: 100, h: 10), ItemSpec(w: 100, h: 10), ItemSpec(w: 100, h: 10)],
              width: 150, spacing: 0, expected: [[0, 100], [100, 50], [150, 0]]),
        .init(name: "fill overflow moves to the next priority when exhausted", distribution: .fill,
              items: [ItemSpec(w: 100, h: 10, crH: 700), ItemSpec(w: 100, h: 10, crH: 600), ItemSpec(w: 100, h: 10)],
              width: 120, spacing: 0, expected: [[0, 20], [20, 0], [20, 100]]),
        .init(name: "fill with required resistance never shrinks that view", distribution: .fill,
              items: [ItemSpec(w: 100, h: 10, crH: 1000), ItemSpec(w: 100, h: 10, crH: 1000), ItemSpec(w: 100, h: 10)],
              width: 150, spacing: 0, expected: [[0, 100], [100, 100], [200, -50]]),
        .init(name: "fillEqually divides the rest equally", distribution: .fillEqually,
              items: [ItemSpec(w: 10, h: 10), ItemSpec(w: 500, h: 10), ItemSpec()],
              width: 320, spacing: 10, expected: [[0, 100], [110, 100], [220, 100]]),
        .init(name: "fillProportionally is proportional to intrinsic widths", distribution: .fillProportionally,
              items: [ItemSpec(w: 10, h: 10), ItemSpec(w: 30, h: 10), ItemSpec(w: 60, h: 10)],
              width: 220, spacing: 10, expected: [[0, 20], [30, 60], [100, 120]]),
        .init(name: "fillProportionally without intrinsic widths is fillEqually", distribution: .fillProportionally,
              items: [ItemSpec(), ItemSpec()],
              width: 210, spacing: 10, expected: [[0, 100], [110, 100]]),
        .init(name: "fillProportionally gives 0 to views without width", distribution: .fillProportionally,
              items: [ItemSpec(w: 40, h: 1), ItemSpec(), ItemSpec(w: 60, h: 1)],
              width: 200, spacing: 0, expected: [[0, 80], [80, 0], [80, 120]]),
        .init(name: "equalSpacing grows the gaps equally", distribution: .equalSpacing,
              items: [ItemSpec(w: 50, h: 10), ItemSpec(w: 60, h: 10), ItemSpec(w: 70, h: 10)],
              width: 300, spacing: 10, expected: [[0, 50], [110, 60], [230, 70]]),
        .init(name: "equalSpacing overflow keeps the gap and shrinks", distribution: .equalSpacing,
              items: [ItemSpec(w: 50, h: 10), ItemSpec(w: 60, h: 10), ItemSpec(w: 70, h: 10)],
              width: 170, spacing: 10, expected: [[0, 50], [60, 60], [130, 40]]),
        .init(name: "equalSpacing with one view fills", distribution: .equalSpacing,
              items: [ItemSpec(w: 50, h: 10)],
              width: 300, spacing: 10, expected: [[0, 300]]),
        .init(name: "equalCentering spaces the centres evenly", distribution: .equalCentering,
              items: [ItemSpec(w: 20, h: 10), ItemSpec(w: 40, h: 10), ItemSpec(w: 60, h: 10)],
              width: 300, spacing: 10, expected: [[0, 20], [120, 40], [240, 60]]),
        .init(name: "negative spacing overlaps", distribution: .fillEqually,
              items: [ItemSpec(), ItemSpec()],
              width: 90, spacing: -10, expected: [[0, 50], [40, 50]]),
    ]

    @Test(arguments: cases)
    func distributesLengths(_ c: DistributionCase) {
        let (_, views) = makeStack(c.items, frame: Rect(x: 0, y: 0, width: c.width, height: 10),
                                   distribution: c.distribution, spacing: c.spacing)
        let got = views.map { [$0.frame.origin.x, $0.frame.size.width] }
        #expect(got == c.expected)
    }

    @Test func verticalAxisDistributesHeights() {
        let (_, views) = makeStack([ItemSpec(w: 10, h: 30), ItemSpec(w: 10, h: 40, hugV: 249)],
                                   frame: Rect(x: 0, y: 0, width: 50, height: 200), axis: .vertical, spacing: 5)
        #expect(frames(views) == [[0, 0, 50, 30], [0, 35, 50, 165]])
    }
}
