import Testing
@testable import Strata

@MainActor
@Suite("Constraints: hasAmbiguousLayout and constraintsAffectingLayout")
struct AmbiguousLayoutTests {
    @Test func aViewWithOnlyALeadingConstraintIsAmbiguous() {
        let window = Window(size: Size(width: 300, height: 200))
        let root = window.rootView
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let pinned = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(pinned)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            pinned.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        #expect(box.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(!pinned.hasAmbiguousLayout)     // translates its mask: pinned
        #expect(window.viewsWithAmbiguousLayout.map(\.identifier) == ["box"])

        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        // The top is tied to `pinned`, whose frame is fixed.
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == Rect(x: 10, y: 0, width: 50, height: 20))
    }

    @Test func viewsOutsideAWindowOrTheEngineAreNotAmbiguous() {
        let container = View()
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)          // no window

        let window = Window(size: Size(width: 100, height: 100))
        let loose = makeView("loose")
        loose.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(loose)
        #expect(!loose.hasAmbiguousLayout)        // no engine yet
        window.rootView.addSubview(container)
        #expect(box.hasAmbiguousLayout)
        #expect(!loose.hasAmbiguousLayout)        // not in the engine: no constraint names it
    }

    @Test func constraintsAffectingLayoutListsTheDirectConstraintsPerAxis() {
        let window = Window(size: Size(width: 300, height: 200))
        let root = window.rootView
        let box = makeView("box"), other = makeView("other"), child = makeView("child")
        for v in [box, other] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        let aspect = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        let follow = other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8)
        let otherTop = other.topAnchor.constraint(equalTo: root.topAnchor)
        let inMargins = child.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor)
        let childTop = child.firstBaselineAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor)
        // Activated in an order that differs from the tree order.
        LayoutConstraint.activate([inMargins, follow, leading, otherTop, top, childTop, width, aspect])

        #expect(box.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
            == [inMargins, follow, leading, width, aspect].map(ObjectIdentifier.init))
        #expect(box.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
            == [top, childTop, aspect].map(ObjectIdentifier.init))
        #expect(other.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
            == [follow].map(ObjectIdentifier.init))
        #expect(root.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
            == [otherTop, top].map(ObjectIdentifier.init))
        #expect(child.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
            == [childTop].map(ObjectIdentifier.init))

        // Reactivating moves a constraint to the end; inactive ones are gone.
        leading.isActive = false
        #expect(box.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
            == [inMargins, follow, width, aspect].map(ObjectIdentifier.init))
        leading.isActive = true
        #expect(box.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
            == [inMargins, follow, width, aspect, leading].map(ObjectIdentifier.init))
    }

    @Test func constraintsAffectingLayoutWorksWithoutAWindow() {
        let root = View(), box = View()
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([leading, top])
        #expect(box.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init) == [ObjectIdentifier(leading)])
        #expect(box.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
    }

    @Test(arguments: LayoutAttribute.allCases)
    func everyAttributeHasTheAxisOfItsFamily(_ a: LayoutAttribute) {
        switch a.family {
        case .horizontal: #expect(a.axis == .horizontal)
        case .vertical: #expect(a.axis == .vertical)
        case .dimension: #expect(a.axis == (a == .width ? .horizontal : .vertical))
        case .none: #expect(a.axis == nil)
        }
    }
}

/// `LayoutGuide.hasAmbiguousLayout`.
@MainActor
@Suite("Constraints: hasAmbiguousLayout on layout guides")
struct GuideAmbiguousLayoutTests {
    @Test func aGuideIsAmbiguousUntilBothAxesAreDetermined() {
        let window = Window(size: Size(width: 200, height: 100))
        let gap = LayoutGuide()
        gap.identifier = "gap"
        window.rootView.addLayoutGuide(gap)
        LayoutConstraint.activate([
            gap.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
            gap.widthAnchor.constraint(equalToConstant: 50),
        ])
        #expect(gap.hasAmbiguousLayout)
        LayoutConstraint.activate([
            gap.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 5),
            gap.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(!gap.hasAmbiguousLayout)
        #expect(gap.layoutFrame == Rect(x: 10, y: 5, width: 50, height: 20))
    }

    @Test func marginsGuidesAndGuidesOutsideAWindowAreNotAmbiguous() {
        let window = Window(size: Size(width: 200, height: 100))
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(box)
        box.leadingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.leadingAnchor).isActive = true
        #expect(!window.rootView.layoutMarginsGuide.hasAmbiguousLayout)
        #expect(box.hasAmbiguousLayout)
        let loose = LayoutGuide()
        View().addLayoutGuide(loose)
        #expect(!loose.hasAmbiguousLayout)
    }
}
