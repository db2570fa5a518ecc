import Testing
@testable import Strata

/// The direct path must give the constraint path's frames for every
/// arrangement in its domain.
@MainActor
@Suite("StackView direct path agrees with the constraint path")
struct StackDifferentialTests {
    nonisolated static let lengths: [Double] = [-1, 0, 10, 25.5, 40, 100]
    nonisolated static let huggings: [Double] = [1, 249, 250, 251, 750, 1000]
    nonisolated static let resistances: [Double] = [1, 250, 749, 750, 751, 999, 1000]
    nonisolated static let spacings: [Double] = [-5, 0, 4, 8.5]
    nonisolated static let sizes: [Double] = [0, 50, 120, 300.5]

    /// A random stack (not in a window) with its arranged views.
    static func randomStack(_ rng: inout TestRandom) -> StackView {
        let stack = StackView(frame: Rect(x: 0, y: 0, width: sizes.randomElement(using: &rng)!,
                                          height: sizes.randomElement(using: &rng)!))
        stack.axis = Bool.random(using: &rng) ? .horizontal : .vertical
        stack.distribution = StackView.Distribution.allCases.randomElement(using: &rng)!
        stack.alignment = StackView.Alignment.allCases.randomElement(using: &rng)!
        stack.spacing = spacings.randomElement(using: &rng)!
        stack.isLayoutMarginsRelativeArrangement = Int.random(in: 0..<4, using: &rng) == 0
        stack.isBaselineRelativeArrangement = Int.random(in: 0..<4, using: &rng) == 0
        if Int.random(in: 0..<4, using: &rng) == 0 { stack.semanticContentAttribute = .forceRightToLeft }
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 11)
        let n = Int.random(in: 0...6, using: &rng)
        for i in 0..<n {
            let v = makeView("v\(i)")
            v.customIntrinsicContentSize = Size(width: lengths.randomElement(using: &rng)!,
                                                height: lengths.randomElement(using: &rng)!)
            for axis in Axis.allCases {
                v.setContentHuggingPriority(LayoutPriority(huggings.randomElement(using: &rng)!), for: axis)
                v.setContentCompressionResistancePriority(LayoutPriority(resistances.randomElement(using: &rng)!),
                                                          for: axis)
            }
            if Bool.random(using: &rng) {
                v.firstBaselineOffsetFromTop = Double(Int.random(in: 0...20, using: &rng))
                v.lastBaselineOffsetFromBottom = Double(Int.random(in: 0...8, using: &rng))
            }
            v.isHidden = Int.random(in: 0..<5, using: &rng) == 0
            stack.addArrangedSubview(v)
            if Int.random(in: 0..<5, using: &rng) == 0 {
                stack.setCustomSpacing(spacings.randomElement(using: &rng)!, after: v)
            }
        }
        return stack
    }

    /// In a child process of its own (an exit test; its issues come back
    /// to this run): the 20,000 arrangements are about 20 s of main-actor
    /// work in a debug build, which every other main-actor test of the
    /// run waited behind; the child's main actor runs them meanwhile.
    /// Not main-actor isolated itself, so the child starts at once rather
    /// than when this process's main actor comes to it.
    @Test nonisolated func agreesOnRandomArrangements() async {
        await #expect(processExitsWith: .success) {
            await StackDifferentialTests.compareRandomArrangements()
        }
    }

    /// Compares both paths on 20,000 random stacks (fixed seed).
    static func compareRandomArrangements() {
        var rng = TestRandom(seed: 0x5743_4B21)
        var compared = 0, outsideDomain = 0, conflicts = 0, mismatches: [String] = []
        for trial in 0..<20_000 {
            let stack = Self.randomStack(&rng)
            stack.describeArrangement(into: &stack.scratch.arrangement)
            guard stack.scratch.layout.solve(stack.scratch.arrangement) else { outsideDomain += 1; continue }
            stack.applyDirectLayout()
            let direct = stack.arrangedSubviews.map(\.frame)
            if !stack.layoutLocally().isEmpty { conflicts += 1; continue }
            let solved = stack.arrangedSubviews.map(\.frame)
            compared += 1
            for (d, s) in zip(direct, solved) where !d.isClose(to: s, tolerance: 1e-7) {
                if mismatches.count < 5 {
                    mismatches.append("trial \(trial) \(stack.axis) \(stack.distribution) \(stack.alignment): direct \(direct) solved \(solved)")
                    if mismatches.count < 3 {
                        mismatches.append("  stack \(stack.frame) margins \(stack.isLayoutMarginsRelativeArrangement) blr \(stack.isBaselineRelativeArrangement) " + stack.arrangedSubviews.map {
                            "[\($0.intrinsicContentSize) hug \($0.contentHuggingPriority(for: .vertical)) cr \($0.contentCompressionResistancePriority(for: .vertical)) hidden \($0.isHidden) fb \($0.firstBaselinePosition) lb \($0.lastBaselinePosition)]" }.joined(separator: " "))
                    }
                }
                break
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(compared >= 10_000, "compared \(compared), outside domain \(outsideDomain), conflicts \(conflicts)")
    }
}

extension Rect {
    /// Whether every coordinate is within `tolerance` of `other`'s.
    func isClose(to other: Rect, tolerance: Double) -> Bool {
        abs(origin.x - other.origin.x) <= tolerance && abs(origin.y - other.origin.y) <= tolerance
            && abs(size.width - other.size.width) <= tolerance && abs(size.height - other.size.height) <= tolerance
    }
}
