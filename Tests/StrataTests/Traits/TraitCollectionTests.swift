import Testing
@testable import Strata

/// Traits: derivation from the window's size at the thresholds,
/// inheritance and overrides, and the two notification forms.
@MainActor
@Suite("Trait collections")
struct TraitCollectionTests {
    struct SizeCase: Sendable, CustomTestStringConvertible {
        let width: Double, height: Double
        let horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
        var testDescription: String { "\(width) x \(height)" }
    }

    nonisolated static let sizes: [SizeCase] = [
        SizeCase(width: 599, height: 480, horizontal: .compact, vertical: .regular),
        SizeCase(width: 600, height: 480, horizontal: .regular, vertical: .regular),
        SizeCase(width: 600, height: 479, horizontal: .regular, vertical: .compact),
        SizeCase(width: 599, height: 479, horizontal: .compact, vertical: .compact),
        SizeCase(width: 599.999, height: 479.999, horizontal: .compact, vertical: .compact),
        SizeCase(width: 375, height: 667, horizontal: .compact, vertical: .regular),
        SizeCase(width: 1280, height: 720, horizontal: .regular, vertical: .regular),
    ]

    @Test(arguments: sizes)
    func windowDerivesSizeClassesFromItsSize(_ c: SizeCase) {
        let window = Window(size: Size(width: c.width, height: c.height))
        #expect(window.traitCollection.horizontalSizeClass == c.horizontal)
        #expect(window.traitCollection.verticalSizeClass == c.vertical)
        let view = View()
        window.rootView.addSubview(view)
        #expect(view.traitCollection == window.traitCollection)
    }

    @Test func thresholdsAreAdjustablePerWindow() {
        let window = Window(size: Size(width: 700, height: 500))
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        window.sizeClassThresholds = SizeClassThresholds(compactWidthBelow: 800, compactHeightBelow: 400)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(window.traitCollection.verticalSizeClass == .regular)
        #expect(Window(size: Size(width: 700, height: 500)).traitCollection.horizontalSizeClass == .regular)
    }

    @Test func directionAndScaleComeFromTheWindow() {
        let window = Window(size: Size(width: 375, height: 667))
        #expect(window.traitCollection.displayScale == 1 && window.traitCollection.layoutDirection == .leftToRight)
        window.scale = 3
        window.layoutDirection = .rightToLeft
        #expect(window.traitCollection.displayScale == 3 && window.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test func viewOutsideAWindowHasUnspecifiedTraits() {
        #expect(View().traitCollection == TraitCollection())
        #expect(View().traitCollection.horizontalSizeClass == .unspecified)
    }

    @Test func overridesApplyToTheSubtreeOnly() {
        let window = Window(size: Size(width: 1024, height: 768))
        let parent = View(), child = View(), grandchild = View(), sibling = View()
        window.rootView.addSubview(parent)
        window.rootView.addSubview(sibling)
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.traitOverrides.horizontalSizeClass = .compact
        child.traitOverrides.verticalSizeClass = .compact
        #expect(parent.traitCollection.horizontalSizeClass == .compact && parent.traitCollection.verticalSizeClass == .regular)
        #expect(grandchild.traitCollection.horizontalSizeClass == .compact && grandchild.traitCollection.verticalSizeClass == .compact)
        #expect(sibling.traitCollection == window.traitCollection)
        // A deeper override wins over a higher one.
        child.traitOverrides.horizontalSizeClass = .regular
        #expect(grandchild.traitCollection.horizontalSizeClass == .regular)
    }

    /// Records both notification forms of one view.
    final class Recorder: View {
        var overrides: [TraitCollection?] = []
        var observed: [(TraitCollection?, TraitCollection)] = []
        var token: ObservationToken?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            overrides.append(previousTraitCollection)
        }
        func observe() { token = observeTraits { [unowned self] in observed.append(($0, $1)) } }
    }

    @Test func bothNotificationFormsFireOncePerChangeAndNeverForNoChange() {
        let window = Window(size: Size(width: 700, height: 700))
        window.sizeClassChangeAnimation = nil
        let v = Recorder()
        window.rootView.addSubview(v)
        v.observe()
        window.size = Size(width: 650, height: 700)  // still regular × regular
        window.size = Size(width: 650, height: 700)
        #expect(v.overrides.isEmpty && v.observed.isEmpty)
        window.size = Size(width: 500, height: 700)  // compact width
        #expect(v.overrides.count == 1 && v.observed.count == 1)
        #expect(v.overrides.first??.horizontalSizeClass == .regular)
        #expect(v.observed.first?.1.horizontalSizeClass == .compact)
        window.size = Size(width: 400, height: 700)  // no change of class
        #expect(v.overrides.count == 1 && v.observed.count == 1)
        v.traitOverrides.horizontalSizeClass = .compact  // already compact: no change
        #expect(v.overrides.count == 1)
        v.traitOverrides.verticalSizeClass = .compact
        #expect(v.overrides.count == 2 && v.observed.count == 2)
        // The override shields the view from the window's vertical change.
        window.size = Size(width: 400, height: 300)
        #expect(v.overrides.count == 2 && v.observed.count == 2)
        window.scale = 2
        #expect(v.overrides.count == 3 && v.observed.count == 3 && v.observed.last?.1.displayScale == 2)
    }

    @Test func aViewWhoseOverrideHidesTheChangeIsNotToldNorAreItsSubviews() {
        let window = Window(size: Size(width: 700, height: 700))
        window.sizeClassChangeAnimation = nil
        let shield = View()
        shield.traitOverrides.horizontalSizeClass = .regular
        let inner = Recorder(), outer = Recorder()
        shield.addSubview(inner)
        window.rootView.addSubview(shield)
        window.rootView.addSubview(outer)
        window.size = Size(width: 300, height: 700)
        #expect(inner.overrides.isEmpty && outer.overrides.count == 1)
    }
}
