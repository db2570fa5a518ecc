import Testing
@testable import Strata

/// Leading and trailing constants count in the reading direction, as in
/// UIKit: a positive inset from the leading edge is an inset from the right
/// in right-to-left.
@MainActor
@Suite("Constraint constants on leading and trailing follow the layout direction")
struct RightToLeftConstantTests {
    /// A 300-wide window, optionally right to left, with two 50×20 views
    /// `a` and `b` constrained by `make`.
    private func layout(rightToLeft: Bool, _ make: (View, View, View) -> [LayoutConstraint]) -> (View, View, Window) {
        let window = Window(size: Size(width: 300, height: 100))
        window.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let root = window.rootView
        let a = makeView("a"), b = makeView("b")
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        LayoutConstraint.activate(make(root, a, b) + [
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        return (a, b, window)
    }

    @Test(arguments: [false, true])
    func leadingInsetAndSpacingReadInTheLayoutDirection(rightToLeft: Bool) {
        let (a, b, window) = layout(rightToLeft: rightToLeft) { root, a, b in
            [a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
             b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)]
        }
        #expect(a.frame.origin.x == (rightToLeft ? 240 : 10))   // 300 − 10 − 50
        #expect(b.frame.origin.x == (rightToLeft ? 182 : 68))   // 240 − 8 − 50
        #expect(window.brokenConstraints.isEmpty)
    }

    @Test(arguments: [false, true])
    func trailingInsetAndMarginsReadInTheLayoutDirection(rightToLeft: Bool) {
        let (a, b, _) = layout(rightToLeft: rightToLeft) { root, a, b in
            [a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
             b.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 4)]
        }
        #expect(a.frame.origin.x == (rightToLeft ? 20 : 230))   // trailing is the left edge
        #expect(b.frame.origin.x == (rightToLeft ? 238 : 12))   // 300 − 8 − 4 − 50
    }

    @Test func changingTheConstantKeepsItsDirection() {
        let window = Window(size: Size(width: 300, height: 100))
        window.layoutDirection = .rightToLeft
        let a = makeView("a")
        a.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(a)
        let leading = a.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10)
        leading.priority = LayoutPriority(999)
        LayoutConstraint.activate([leading, a.widthAnchor.constraint(equalToConstant: 50),
                                   a.heightAnchor.constraint(equalToConstant: 20),
                                   a.topAnchor.constraint(equalTo: window.rootView.topAnchor)])
        window.layoutIfNeeded()
        leading.constant = 30
        window.layoutIfNeeded()
        #expect(a.frame.origin.x == 220)
        leading.priority = LayoutPriority(998)
        leading.constant = 40
        window.layoutIfNeeded()
        #expect(a.frame.origin.x == 210)
    }

    @Test func leftAndRightConstantsNeverFlip() {
        let (a, _, _) = layout(rightToLeft: true) { root, a, b in
            [a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
             b.leftAnchor.constraint(equalTo: root.leftAnchor)]
        }
        #expect(a.frame.origin.x == 10)
    }
}
