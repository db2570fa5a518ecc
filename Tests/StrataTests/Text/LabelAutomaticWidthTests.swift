import Testing
@testable import Strata

/// A multi-line label without `preferredMaxLayoutWidth` wraps its intrinsic
/// size at the width layout gives it (UIKit's automatic preferred width),
/// settling within one layout pass. Built-in font at 17 pt: 10.2 per
/// character, 20.4 per line.
@MainActor
@Suite("Label automatic preferred width")
struct LabelAutomaticWidthTests {
    func label(_ text: String = "aaaa bbbb cccc") -> Label {
        let label = Label(text: text)
        label.identifier = "label"
        label.numberOfLines = 0
        return label
    }

    @Test func aConstrainedLabelGrowsToItsWrappedHeightInOnePass() {
        let window = Window(size: Size(width: 100, height: 300))
        let label = label()
        label.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
            label.topAnchor.constraint(equalTo: window.rootView.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 40.8))
        #expect(label.layoutForDrawing().lines == ["aaaa bbbb", "cccc"])
        #expect(label.intrinsicContentSize == Size(width: 91.8, height: 40.8))
        window.size = Size(width: 200, height: 300)
        window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 200, height: 20.4))
        #expect(window.layoutPassCount == 2)
    }

    @Test func aLabelInAVerticalStackWrapsAtTheStackWidth() {
        let window = Window(size: Size(width: 300, height: 300))
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 5
        let label = label()
        let below = makeView("below")
        below.customIntrinsicContentSize = Size(width: 10, height: 10)
        stack.addArrangedSubview(label)
        stack.addArrangedSubview(below)
        stack.distribution = .equalSpacing
        window.rootView.addSubview(stack)
        window.layoutIfNeeded()
        #expect(frames([label, below]) == [[0, 0, 100, 40.8], [0, 190, 100, 10]])
    }

    @Test func aSqueezedLabelInARowSettlesAtItsWrappedWidth() {
        let window = Window(size: Size(width: 300, height: 300))
        var diagnostics: [String] = []
        window.onLayoutDiagnostic = { diagnostics.append($0) }
        let label = label()
        let icon = makeView("icon")
        icon.customIntrinsicContentSize = Size(width: 60, height: 20)
        icon.setContentCompressionResistancePriority(751, for: .horizontal)  // the label gives way
        let row = StackView(arrangedSubviews: [label, icon])
        row.alignment = .top
        row.frame = Rect(x: 0, y: 0, width: 150, height: 100)
        window.rootView.addSubview(row)
        window.layoutIfNeeded()
        // One line (142.8) does not fit: the label is squeezed to 90 and
        // wraps to three lines 40.8 wide; the spare width then goes to the
        // icon (hugging 250 < the label's 251), and wrapping at 40.8 gives
        // the same lines, so the pass settles.
        #expect(label.layoutForDrawing().lines == ["aaaa", "bbbb", "cccc"])
        #expect(frames([label, icon]) == [[0, 0, 40.8, 3 * 20.4], [40.8, 0, 109.2, 20]])  // three lines of 20.4
        #expect(diagnostics.isEmpty)
    }

    @Test func aOneLineLabelAndAnExplicitWidthDoNotFollowTheLayoutWidth() {
        let single = Label(text: "aaaa bbbb cccc")
        single.frame = Rect(x: 0, y: 0, width: 50, height: 20)
        #expect(single.intrinsicContentSize == Size(width: 142.8, height: 20.4))
        let explicit = label()
        explicit.preferredMaxLayoutWidth = 100
        explicit.frame = Rect(x: 0, y: 0, width: 50, height: 20)
        #expect(explicit.intrinsicContentSize == Size(width: 91.8, height: 40.8))
    }

    @Test func fittingMeasuresFromOneLineWhateverTheLabelsCurrentWidth() {
        let container = View()
        let label = label()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        let before = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        label.frame = Rect(x: 0, y: 0, width: 50, height: 100)  // as if laid out narrow
        #expect(label.intrinsicContentSize.width <= 50)
        let after = container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(before == Size(width: 142.8, height: 20.4))
        #expect(after == before)
        label.text = "aaaa"  // the one-line measure follows the text
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 40.8, height: 20.4))
    }
}
