import Testing
@testable import Strata

@MainActor
@Suite("Constraint engine: views and anchors")
struct LayoutEngineTests {
    @Test func pinsAViewToItsSuperviewsMargins() {
        let window = Window(size: Size(width: 375, height: 667))
        let root = window.rootView
        root.layoutMargins = EdgeInsets(top: 24, left: 20, bottom: 24, right: 20)
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 8),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == Rect(x: 20, y: 32, width: 335, height: 167.5))
        #expect(window.brokenConstraints.isEmpty)
        #expect(window.viewsWithAmbiguousLayout.isEmpty)
    }

    @Test func frameIsInTheSuperviewsCoordinates() {
        let window = Window(size: Size(width: 400, height: 400))
        let container = View(frame: Rect(x: 50, y: 60, width: 200, height: 200))
        window.rootView.addSubview(container)
        let child = makeView("child")
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let sibling = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
        window.rootView.addSubview(sibling)
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: sibling.rightAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: -5, y: 0, width: 20, height: 10))
        #expect(child.windowFrame == Rect(x: 45, y: 60, width: 20, height: 10))
    }

    @Test func changingAConstantResolvesIncrementally() {
        let window = Window(size: Size(width: 300, height: 300))
        let v = makeView("v")
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            width,
            v.heightAnchor.constraint(equalToConstant: 10),
            v.centerXAnchor.constraint(equalTo: window.rootView.centerXAnchor),
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == Rect(x: 100, y: 0, width: 100, height: 10))
        width.constant = 200
        #expect(window.needsLayout)
        window.layoutIfNeeded()
        #expect(v.frame == Rect(x: 50, y: 0, width: 200, height: 10))
        window.size = Size(width: 400, height: 300)
        window.layoutIfNeeded()
        #expect(v.frame == Rect(x: 100, y: 0, width: 200, height: 10))
    }

    @Test func higherPriorityWinsOverManyLower() {
        let window = Window(size: Size(width: 300, height: 300))
        var views: [View] = []
        for i in 0..<10 {
            let v = makeView("v\(i)")
            v.translatesAutoresizingMaskIntoConstraints = false
            window.rootView.addSubview(v)
            views.append(v)
        }
        var cs: [LayoutConstraint] = []
        for v in views.dropFirst() {
            cs.append(v.widthAnchor.constraint(equalTo: views[0].widthAnchor))
            let c = v.widthAnchor.constraint(equalToConstant: 10)
            c.priority = 250
            cs.append(c)
        }
        let strong = views[0].widthAnchor.constraint(equalToConstant: 50)
        strong.priority = 251
        cs.append(strong)
        LayoutConstraint.activate(cs)
        window.layoutIfNeeded()
        #expect(views.map(\.frame.size.width) == Array(repeating: 50, count: 10))
    }

    @Test func conflictingRequiredConstraintsAreReportedAndOneIsBroken() {
        let window = Window(size: Size(width: 300, height: 300))
        var messages: [String] = []
        window.onConstraintDiagnostic = { messages.append($0) }
        let v = makeView("v")
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        LayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 100),
            v.widthAnchor.constraint(equalToConstant: 120),
        ])
        window.layoutIfNeeded()
        #expect(v.frame.size.width == 100)
        #expect(window.brokenConstraints.map(\.description) == ["v.width == 120"])
        #expect(window.brokenConstraints.first?.conflicts == ["v.width == 100"])
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    }

    @Test func ambiguousViewsAreListed() {
        let window = Window(size: Size(width: 300, height: 300))
        let v = makeView("v")
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        LayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 100)])
        window.layoutIfNeeded()
        #expect(window.viewsWithAmbiguousLayout.map(\.identifier) == ["v"])
    }

    @Test func deactivatingRestoresTheEarlierLayout() {
        let window = Window(size: Size(width: 300, height: 300))
        let v = makeView("v")
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        let base = [v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 10),
                    v.leftAnchor.constraint(equalTo: window.rootView.leftAnchor),
                    v.topAnchor.constraint(equalTo: window.rootView.topAnchor)]
        LayoutConstraint.activate(base)
        window.layoutIfNeeded()
        let extra = v.leftAnchor.constraint(equalTo: window.rootView.leftAnchor, constant: 30)
        extra.priority = .defaultHigh
        base[2].isActive = false
        extra.isActive = true
        window.layoutIfNeeded()
        #expect(v.frame.origin.x == 30)
        extra.isActive = false
        base[2].isActive = true
        window.layoutIfNeeded()
        #expect(v.frame.origin.x == 0)
        #expect(window.rootView.constraints.count == 2)
        #expect(v.constraints.count == 2)
    }

    @Test func intrinsicSizeGivesHuggingAndCompression() {
        let window = Window(size: Size(width: 300, height: 300))
        let a = makeView("a"), b = makeView("b")
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            v.customIntrinsicContentSize = Size(width: 50, height: 20)
            window.rootView.addSubview(v)
        }
        b.setContentHuggingPriority(249, for: .horizontal)
        let root = window.rootView
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(frames([a, b]) == [[0, 0, 50, 20], [50, 0, 250, 20]])
    }

    @Test func switchingRequiredAndOptionalOnAnActiveConstraintIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: Size(width: 10, height: 10))
                let v = View()
                window.rootView.addSubview(v)
                let c = v.widthAnchor.constraint(equalToConstant: 5)
                c.isActive = true
                c.priority = 999
            }
        }
    }

    @Test func equationDescriptionUsesTheGuideNotation() {
        let a = makeView("a"), root = makeView("root")
        root.addSubview(a)
        let c = a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: -8)
        c.priority = 750
        #expect(c.equationDescription == "a.leading == root.layoutMarginsGuide.leading - 8 @750")
        let d = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        #expect(d.description == "<LayoutConstraint a.width == root.width * 0.5>")
    }
}
