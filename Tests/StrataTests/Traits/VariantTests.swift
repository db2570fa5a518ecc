import Testing
@testable import Strata

/// Variants: each property the guides name, on a stack laid out by its
/// direct path and on one in the constraint engine, gives exactly the
/// frames of a stack where the property was set by hand.
@MainActor
@Suite("Size-class variants")
struct VariantTests {
    enum Property: String, CaseIterable, Sendable {
        case axis, distribution, alignment, spacing, baselineRelative, marginsRelative, hidden, layoutMargins

        /// Gives the property its compact value as a variant (`variant`) or
        /// directly (`!variant`).
        @MainActor
        func set(on stack: StackView, _ views: [View], variant: Bool) {
            let c = SizeClassCondition(width: .compact)
            switch self {
            case .axis: variant ? stack.setVariant(\StackView.axis, .vertical, when: c) : (stack.axis = .vertical)
            case .distribution:
                variant ? stack.setVariant(\StackView.distribution, .fillEqually, when: c) : (stack.distribution = .fillEqually)
            case .alignment: variant ? stack.setVariant(\StackView.alignment, .center, when: c) : (stack.alignment = .center)
            case .spacing: variant ? stack.setVariant(\StackView.spacing, 20, when: c) : (stack.spacing = 20)
            case .baselineRelative:
                variant ? stack.setVariant(\StackView.isBaselineRelativeArrangement, true, when: c)
                    : (stack.isBaselineRelativeArrangement = true)
            case .marginsRelative:
                variant ? stack.setVariant(\StackView.isLayoutMarginsRelativeArrangement, true, when: c)
                    : (stack.isLayoutMarginsRelativeArrangement = true)
            case .hidden: variant ? views[1].setVariant(\View.isHidden, true, when: c) : (views[1].isHidden = true)
            case .layoutMargins:
                let m = EdgeInsets(top: 3, left: 5, bottom: 7, right: 11)
                variant ? stack.setVariant(\View.layoutMargins, m, when: c) : (stack.layoutMargins = m)
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let property: Property
        let engine: Bool
        var testDescription: String { "\(property.rawValue) (\(engine ? "constraint" : "direct") path)" }
    }

    nonisolated static let cases: [Case] = Property.allCases.flatMap { [Case(property: $0, engine: false), Case(property: $0, engine: true)] }

    /// A window (regular × regular) with a stack of three views of
    /// different sizes and baselines, on the direct path or in the engine.
    func scene(engine: Bool, for property: Property) -> (Window, StackView, [View]) {
        let window = Window(size: Size(width: 700, height: 500))
        window.sizeClassChangeAnimation = nil
        let views = [(30.0, 20.0), (50, 40), (40, 30)].enumerated().map { i, size -> View in
            let v = View()
            v.identifier = "v\(i)"
            v.customIntrinsicContentSize = Size(width: size.0, height: size.1)
            v.lastBaselineOffsetFromBottom = 4 + Double(i)
            v.firstBaselineOffsetFromTop = 10 + Double(i)
            return v
        }
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 8
        stack.alignment = .fill
        // Baselines space a vertical stack; margins need a margin-relative one.
        if property == .baselineRelative { stack.axis = .vertical }
        if property == .layoutMargins { stack.isLayoutMarginsRelativeArrangement = true }
        window.rootView.addSubview(stack)
        if engine {
            stack.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
                stack.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
                stack.widthAnchor.constraint(equalToConstant: 300),
            ])
        } else {
            stack.frame = Rect(x: 10, y: 10, width: 300, height: 200)
        }
        window.layoutIfNeeded()
        return (window, stack, views)
    }

    func frames(_ stack: StackView, _ views: [View]) -> [Rect] { [stack.frame] + views.map(\.frame) }

    @Test(arguments: cases)
    func variantGivesTheFramesOfTheSamePropertySetByHand(_ c: Case) {
        let (window, stack, views) = scene(engine: c.engine, for: c.property)
        let base = frames(stack, views)
        c.property.set(on: stack, views, variant: true)
        window.layoutIfNeeded()
        #expect(frames(stack, views) == base, "regular width: the variant does not apply")
        window.size = Size(width: 500, height: 500)
        window.layoutIfNeeded()
        let (refWindow, refStack, refViews) = scene(engine: c.engine, for: c.property)
        c.property.set(on: refStack, refViews, variant: false)
        refWindow.size = Size(width: 500, height: 500)
        refWindow.layoutIfNeeded()
        #expect(frames(stack, views) == frames(refStack, refViews))
        #expect(frames(stack, views) != base, "the property changes the layout")
        window.size = Size(width: 700, height: 500)
        window.layoutIfNeeded()
        #expect(frames(stack, views) == base, "back to regular: the base value again")
    }

    @Test func laterVariantsWinAndAConditionIsReplaced() {
        let (window, stack, _) = scene(engine: false, for: .spacing)
        stack.setVariant(\StackView.spacing, 20, when: SizeClassCondition(width: .compact))
        stack.setVariant(\StackView.spacing, 30, when: SizeClassCondition(height: .compact))
        window.size = Size(width: 500, height: 300)
        #expect(stack.spacing == 30)
        stack.setVariant(\StackView.spacing, 25, when: SizeClassCondition(width: .compact))  // replaces, now last
        #expect(stack.spacing == 25)
        window.size = Size(width: 700, height: 500)
        #expect(stack.spacing == 8)
        stack.removeVariants(for: \StackView.spacing)
        window.size = Size(width: 500, height: 300)
        #expect(stack.spacing == 8)
    }

    @Test func constraintVariantsInstallAndChangeConstantsBySizeClass() {
        let window = Window(size: Size(width: 700, height: 500))
        window.sizeClassChangeAnimation = nil
        let a = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(a)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            a.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let wide = a.widthAnchor.constraint(equalToConstant: 100)
        wide.setActiveVariant(true, when: SizeClassCondition(width: .regular))
        let narrow = a.widthAnchor.constraint(equalToConstant: 40)
        narrow.setActiveVariant(true, when: SizeClassCondition(width: .compact))
        narrow.setConstantVariant(20, when: SizeClassCondition(height: .compact))
        window.layoutIfNeeded()
        #expect(wide.isActive && !narrow.isActive && a.frame.width == 100)
        window.size = Size(width: 500, height: 500)
        window.layoutIfNeeded()
        #expect(!wide.isActive && narrow.isActive && a.frame.width == 40)
        window.size = Size(width: 500, height: 300)
        window.layoutIfNeeded()
        #expect(a.frame.width == 20 && narrow.constant == 20)
        window.size = Size(width: 700, height: 500)
        window.layoutIfNeeded()
        #expect(wide.isActive && !narrow.isActive && narrow.constant == 40 && a.frame.width == 100)
    }

    /// A resize across the width threshold animates the variant with the
    /// default 0.3 s ease-in-out: the frames at t = 0, ½ and 1 follow
    /// UIKit's ease-in-out curve exactly.
    @Test func resizeAcrossAThresholdAnimatesWithTheDefaultCurve() {
        let window = Window(size: Size(width: 700, height: 500))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let views = [View(), View()]
        for v in views { v.customIntrinsicContentSize = Size(width: 40, height: 40) }
        let stack = StackView(arrangedSubviews: views)
        stack.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        stack.alignment = .leading
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        stack.setVariant(\StackView.axis, .vertical, when: SizeClassCondition(width: .compact))
        let from = views[1].frame
        window.size = Size(width: 400, height: 500)
        let to = views[1].frame
        #expect(from.minX > 0 && from.minY == 0, "horizontal before: \(from)")
        #expect(to.minY > 0 && to.minX == 0, "vertical now: \(to)")
        #expect(window.sizeClassChangeAnimation?.duration == 0.3)
        for t in [0.0, 0.15, 0.3] {
            clock.advance(to: t)
            let p = TimingCurve.easeInOut.progress(at: t / 0.3)
            let expected = Rect(x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p,
                                width: from.width + (to.width - from.width) * p,
                                height: from.height + (to.height - from.height) * p)
            let shown = views[1].presentationFrame
            #expect(abs(shown.minX - expected.minX) < 1e-9 && abs(shown.minY - expected.minY) < 1e-9, "t = \(t): \(shown) vs \(expected)")
            #expect(abs(shown.width - expected.width) < 1e-9 && abs(shown.height - expected.height) < 1e-9, "t = \(t)")
        }
        #expect(window.timeline.isIdle)
    }

    @Test func noAnimationWhenTurnedOff() {
        let (window, clock) = (Window(size: Size(width: 700, height: 500)), ManualClock())
        window.timeline = Timeline(clock: clock)
        window.sizeClassChangeAnimation = nil
        let v = View()
        v.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        window.rootView.addSubview(v)
        v.setVariant(\View.isHidden, true, when: SizeClassCondition(width: .compact))
        window.size = Size(width: 400, height: 500)
        #expect(v.isHidden && v.presentationIsHidden && window.timeline.isIdle)
    }
}
