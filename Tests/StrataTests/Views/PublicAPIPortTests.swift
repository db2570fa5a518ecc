import Testing
import Strata  // deliberately not @testable: this is what a user sees

/// A program written the way the UIStackView documentation's UIKit examples are, with only the
/// class names changed (`UIView` → `View`, `CGRect` → `Rect`,
/// `UIEdgeInsets` → `EdgeInsets`).
@MainActor
@Suite("Porting UIKit code")
struct PublicAPIPortTests {
    final class ContainerView: View {
        var laidOut = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            laidOut += 1
            for (i, subview) in subviews.enumerated() {
                subview.frame = Rect(x: layoutMargins.left, y: layoutMargins.top + Double(i) * 40,
                                     width: bounds.width - layoutMargins.left - layoutMargins.right, height: 30)
            }
        }
    }

    @Test func seedStyleProgramCompilesAndRuns() {
        let window = Window(size: Size(width: 375, height: 667))
        let view = window.rootView
        let container = ContainerView(frame: Rect(x: 0, y: 100, width: 375, height: 200))
        container.backgroundColor = .yellow
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        view.addSubview(container)

        let redButton = View()
        redButton.backgroundColor = .red
        let greenButton = View()
        greenButton.backgroundColor = .green
        container.addSubview(redButton)
        container.addSubview(greenButton)

        container.setNeedsLayout()
        container.layoutIfNeeded()

        #expect(container.laidOut == 1)
        #expect(greenButton.frame == Rect(x: 20, y: 50, width: 335, height: 30))
        #expect(greenButton.convert(Point(x: 0, y: 0), to: view) == Point(x: 20, y: 150))
        #expect(view.hitTest(Point(x: 30, y: 155)) === greenButton)
        #expect(redButton.contentHuggingPriority(for: .horizontal) == LayoutPriority.defaultLow)
        #expect(redButton.contentCompressionResistancePriority(for: .vertical) == LayoutPriority.defaultHigh)
        #expect(redButton.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
