import Testing
@testable import Strata

/// A stack configuration and the literal fitting size it must give.
struct StackFittingCase: Sendable, CustomStringConvertible {
    var axis: Axis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment
    var marginsRelative: Bool
    var hiddenMiddle: Bool
    var expected: Size
    var description: String {
        "\(axis) \(distribution) \(alignment)\(marginsRelative ? " margins" : "")\(hiddenMiddle ? " hidden" : "")"
    }
}

@MainActor
private func makeStack(_ c: StackFittingCase) -> StackView {
    let sizes = [Size(width: 30, height: 20), Size(width: 50, height: 10), Size(width: 40, height: 25)]
    let views = sizes.enumerated().map { i, s -> View in
        let v = makeView("v\(i)")
        v.customIntrinsicContentSize = s
        return v
    }
    let stack = StackView(arrangedSubviews: views)
    stack.identifier = "stack"
    stack.axis = c.axis
    stack.distribution = c.distribution
    stack.alignment = c.alignment
    stack.spacing = 8
    stack.setCustomSpacing(12, after: views[0])
    stack.isLayoutMarginsRelativeArrangement = c.marginsRelative
    stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    views[1].isHidden = c.hiddenMiddle
    return stack
}

@MainActor
@Suite("Constraints: systemLayoutSizeFitting on stacks")
struct FittingSizeStackTests {
    @Test(arguments: [
        StackFittingCase(axis: .horizontal, distribution: .fill, alignment: .fill, marginsRelative: false,
                         hiddenMiddle: false, expected: Size(width: 140, height: 25)),
        StackFittingCase(axis: .horizontal, distribution: .fill, alignment: .leading, marginsRelative: true,
                         hiddenMiddle: false, expected: Size(width: 146, height: 29)),
        StackFittingCase(axis: .horizontal, distribution: .fillEqually, alignment: .center, marginsRelative: false,
                         hiddenMiddle: false, expected: Size(width: 170, height: 25)),
        StackFittingCase(axis: .horizontal, distribution: .equalSpacing, alignment: .trailing, marginsRelative: false,
                         hiddenMiddle: false, expected: Size(width: 144, height: 25)),
        StackFittingCase(axis: .horizontal, distribution: .fill, alignment: .fill, marginsRelative: false,
                         hiddenMiddle: true, expected: Size(width: 82, height: 25)),
        StackFittingCase(axis: .vertical, distribution: .fill, alignment: .fill, marginsRelative: false,
                         hiddenMiddle: false, expected: Size(width: 50, height: 75)),
        StackFittingCase(axis: .vertical, distribution: .fillEqually, alignment: .leading, marginsRelative: true,
                         hiddenMiddle: false, expected: Size(width: 56, height: 99)),
        StackFittingCase(axis: .vertical, distribution: .fillProportionally, alignment: .center,
                         marginsRelative: false, hiddenMiddle: false, expected: Size(width: 50, height: 75)),
    ])
    func stackFittingSizeIsItsContentSize(_ c: StackFittingCase) {
        let stack = makeStack(c)
        #expect(stack.intrinsicContentSize == c.expected)
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == c.expected)
        #expect(!stack.isManagedByEngine)
    }

    @Test func equalCenteringKeepsTheCentresEquallySpaced() {
        let stack = makeStack(StackFittingCase(axis: .horizontal, distribution: .equalCentering, alignment: .fill,
                                               marginsRelative: false, hiddenMiddle: false, expected: .zero))
        // Centre distances 15 + g0 + 25 and 25 + g1 + 20 must be equal (at
        // 150, above the fitting level) with g0 >= 12, g1 >= 8: g0 = 13,
        // g1 = 8. The direct path's fitting size agrees.
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 141, height: 25))
        #expect(stack.intrinsicContentSize == Size(width: 141, height: 25))
    }

    @Test(arguments: [
        (StackView.Distribution.fill, StackView.Alignment.fill, Size(width: 140, height: 25)),
        (.fill, .leading, Size(width: 140, height: 100_000)),
        (.equalSpacing, .fill, Size(width: 100_000, height: 25)),
    ])
    func theExpandedTargetBeatsOnlyTheCanvasFit(_ distribution: StackView.Distribution,
                                                _ alignment: StackView.Alignment, _ expected: Size) {
        // The views' hugging (250) holds what they fill; gaps and a cross
        // axis no view fills are held only by the canvas fit at 49.
        let stack = makeStack(StackFittingCase(axis: .horizontal, distribution: distribution, alignment: alignment,
                                               marginsRelative: false, hiddenMiddle: false, expected: .zero))
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == expected)
    }

    @Test func baselineAlignedLabelsFitLikeTheStack() {
        let big = Label(text: "Big", fontSize: 30)
        let small = Label(text: "small", fontSize: 12)
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 4
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == stack.intrinsicContentSize)
    }

    @Test func aStackInsideACellAddsTheCellsMargins() {
        let cell = makeView("cell")
        cell.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let stack = makeStack(StackFittingCase(axis: .horizontal, distribution: .fill, alignment: .fill,
                                               marginsRelative: false, hiddenMiddle: false, expected: .zero))
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(stack)
        let m = cell.layoutMarginsGuide
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            stack.topAnchor.constraint(equalTo: m.topAnchor),
            stack.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 154, height: 37))
        #expect(!stack.isManagedByEngine)
    }

    @Test func fittingInAWindowTouchesNoFrame() {
        let window = Window(size: Size(width: 375, height: 667))
        let root = window.rootView
        let cell = RecordingView()
        cell.identifier = "cell"
        let stack = makeStack(StackFittingCase(axis: .horizontal, distribution: .fill, alignment: .fill,
                                               marginsRelative: false, hiddenMiddle: false, expected: .zero))
        cell.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        cell.addSubview(stack)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),   // outside: ignored by fitting
            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        let views = [cell, stack] + stack.arrangedSubviews
        let frames = views.map(\.frame)
        #expect(frames[0] == Rect(x: 0, y: 20, width: 375, height: 45))
        #expect(stack.isManagedByEngine)
        let layouts = cell.layoutCount

        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 160, height: 45))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 100_000, height: 45))
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 140, height: 25))
        #expect(views.map(\.frame) == frames)
        #expect(stack.isManagedByEngine)
        #expect(window.brokenConstraints.isEmpty)
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == frames)
        #expect(cell.layoutCount == layouts)      // no layout pass was scheduled
    }
}

/// The direct path's fitting size (`intrinsicContentSize`) against the
/// engine's `systemLayoutSizeFitting` on random stacks.
@MainActor
@Suite("Constraints: stack fitting size, direct path against the engine")
struct FittingSizeStackDifferentialTests {
    @Test(arguments: [(StackView.Distribution.fill, UInt64(1)), (.fillEqually, 2), (.fillProportionally, 3),
                      (.equalSpacing, 4), (.equalCentering, 5)])
    func intrinsicSizeEqualsTheCompressedFittingSize(_ distribution: StackView.Distribution, _ seed: UInt64) {
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline]
        var state: UInt64 = 0x5EED_0000 &+ seed
        func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        for trial in 0..<200 {
            let n = next(1...6)
            let views = (0..<n).map { i -> View in
                if next(0...2) == 0 {  // a label: baselines inside the view
                    let label = Label(text: String(repeating: "x", count: next(1...6)), fontSize: Double(next(8...30)))
                    label.identifier = "label\(i)"
                    return label
                }
                let v = makeView("v\(i)")
                v.customIntrinsicContentSize = Size(width: Double(next(0...60)), height: Double(next(1...40)))
                return v
            }
            let stack = StackView(arrangedSubviews: views)
            stack.distribution = distribution
            stack.axis = next(0...1) == 0 ? .horizontal : .vertical
            stack.alignment = alignments[next(0...5)]
            stack.isLayoutMarginsRelativeArrangement = next(0...3) == 0
            stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            stack.spacing = Double(next(0...12))
            for v in views where next(0...2) == 0 { stack.setCustomSpacing(Double(next(0...20)), after: v) }
            if n > 2 && next(0...3) == 0 { views[1].isHidden = true }
            let fitting = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            let intrinsic = stack.intrinsicContentSize
            // The engine rounds to 1e-9 (label metrics are not binary fractions).
            #expect(abs(intrinsic.width - fitting.width) < 1e-9 && abs(intrinsic.height - fitting.height) < 1e-9,
                    "trial \(trial): \(stack.axis) \(stack.alignment) \(views.map(\.isHidden)) \(views.map(\.intrinsicContentSize))")
        }
    }
}

/// A hidden arranged view keeps its thickness where there is room but
/// never thickens an engine-managed stack.
@MainActor
@Suite("Constraints: hidden views across an engine-managed stack")
struct HiddenAcrossEngineStackTests {
    @Test func aHiddenTallViewDoesNotThickenTheStack() {
        let window = Window(size: Size(width: 300, height: 300))
        let views = [Size(width: 30, height: 20), Size(width: 40, height: 90), Size(width: 50, height: 25)]
            .enumerated().map { i, s -> View in
                let v = makeView("v\(i)")
                v.customIntrinsicContentSize = s
                return v
            }
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        views[1].isHidden = true
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 0, y: 0, width: 80, height: 25))
        // Clamped to the canvas, as the direct path places it.
        #expect(views[1].frame == Rect(x: 30, y: 0, width: 0, height: 25))
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 0, y: 0, width: 120, height: 90))
    }
}
