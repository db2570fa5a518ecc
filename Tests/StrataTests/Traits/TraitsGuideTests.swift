import Testing
import Strata

/// The snippets of Docs/Traits.md, with the values the guide states.
@MainActor
@Suite("Docs/Traits.md snippets")
struct TraitsGuideTests {
    @Test func traitsAndOverrides() {
        let window = Window(size: Size(width: 375, height: 667))
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(window.traitCollection.verticalSizeClass == .regular)
        #expect(window.traitCollection.layoutDirection == .leftToRight)
        #expect(window.traitCollection.displayScale == 1)
        window.sizeClassThresholds = SizeClassThresholds(compactWidthBelow: 800, compactHeightBelow: 400)
        #expect(window.traitCollection.verticalSizeClass == .regular)

        let sidebar = View()
        window.rootView.addSubview(sidebar)
        sidebar.traitOverrides.horizontalSizeClass = .compact
        #expect(sidebar.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func variants() {
        let window = Window(size: Size(width: 700, height: 700))
        window.sizeClassChangeAnimation = nil
        let row = StackView(arrangedSubviews: [View(), View()])
        row.setVariant(\StackView.axis, .vertical, when: SizeClassCondition(width: .compact))
        row.setVariant(\StackView.spacing, 4, when: SizeClassCondition(width: .compact, height: .compact))
        row.arrangedSubviews[1].setVariant(\View.isHidden, true, when: SizeClassCondition(height: .compact))
        window.rootView.addSubview(row)
        #expect(row.axis == .horizontal && row.spacing == 0)
        window.size = Size(width: 400, height: 300)
        #expect(row.axis == .vertical && row.spacing == 4 && row.arrangedSubviews[1].isHidden)

        let a = View()
        window.rootView.addSubview(a)
        let wide = a.widthAnchor.constraint(equalToConstant: 300)
        wide.setActiveVariant(true, when: SizeClassCondition(width: .regular))
        let inset = a.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 20)
        inset.isActive = true
        inset.setConstantVariant(8, when: SizeClassCondition(width: .compact))
        #expect(!wide.isActive && inset.constant == 8)
        window.size = Size(width: 700, height: 700)
        #expect(wide.isActive && inset.constant == 20)
    }

    /// A view with variants built outside a window takes the window's
    /// values when it joins one.
    @Test func variantsApplyWhenAViewJoinsAWindow() {
        let window = Window(size: Size(width: 400, height: 700))
        let row = StackView()
        row.setVariant(\StackView.axis, .vertical, when: SizeClassCondition(width: .compact))
        #expect(row.axis == .horizontal)
        window.rootView.addSubview(row)
        #expect(row.axis == .vertical)
    }
}
