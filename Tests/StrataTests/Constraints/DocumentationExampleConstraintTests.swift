import Testing
@testable import Strata

/// The UIStackView documentation's constraint examples, written with plain
/// views and anchors the way the documentation writes them: its four
/// Objective-C examples of a stack of buttons (buttons stand for `UIButton`s:
/// 70 × 30 intrinsic) and the cookbook's aspect-ratio and cross-stack
/// equal-width constraints ("Nested Stack Views").
@MainActor
@Suite("UIStackView documentation examples through the constraint engine")
struct DocumentationExampleConstraintTests {
    /// The window of an iPhone 8 (375 × 667) with the three buttons in a
    /// centred horizontal stack (alignment center, distribution fill).
    @MainActor
    struct ButtonScene {
        let window = Window(size: Size(width: 375, height: 667))
        let red = makeView("red"), green = makeView("green"), blue = makeView("blue")
        let stack: StackView

        init() {
            for b in [red, green, blue] { b.customIntrinsicContentSize = Size(width: 70, height: 30) }
            stack = StackView(arrangedSubviews: [red, green, blue])
            stack.identifier = "stack"
            stack.alignment = .center
            stack.axis = .horizontal
            stack.distribution = .fill
            window.rootView.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: window.rootView.centerYAnchor),
                stack.centerXAnchor.constraint(equalTo: window.rootView.centerXAnchor),
            ])
        }

        var buttons: [View] { [red, green, blue] }

        /// `width`/`height == constant` on a button, as `[stackView addConstraints:…]` does.
        func fix(_ button: View, width: Double, height: Double, widthPriority: LayoutPriority = .required) {
            button.translatesAutoresizingMaskIntoConstraints = false
            let w = button.widthAnchor.constraint(equalToConstant: width)
            w.priority = widthPriority
            LayoutConstraint.activate([button.heightAnchor.constraint(equalToConstant: height), w])
        }
    }

    @Test func buttonsKeepTheirIntrinsicSizeInACentredStack() {
        let scene = ButtonScene()
        scene.window.layoutIfNeeded()
        #expect(scene.stack.frame == Rect(x: 82.5, y: 318.5, width: 210, height: 30))
        #expect(frames(scene.buttons) == [[0, 0, 70, 30], [70, 0, 70, 30], [140, 0, 70, 30]])
        scene.blue.isHidden = true  // "当设置蓝色视图隐藏时"
        scene.window.layoutIfNeeded()
        #expect(scene.stack.frame == Rect(x: 117.5, y: 318.5, width: 140, height: 30))
        #expect(frames(scene.buttons) == [[0, 0, 70, 30], [70, 0, 70, 30], [140, 0, 0, 30]])
        #expect(scene.window.brokenConstraints.isEmpty)
    }

    @Test func aFixedStackStretchesTheFirstButtonAndCentresThemAcross() {
        let scene = ButtonScene()
        LayoutConstraint.activate([
            scene.stack.heightAnchor.constraint(equalToConstant: 100),
            scene.stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        scene.window.layoutIfNeeded()
        #expect(scene.stack.frame == Rect(x: 37.5, y: 283.5, width: 300, height: 100))
        // All hug at 250: the first takes the 90 extra points.
        #expect(frames(scene.buttons) == [[0, 35, 160, 30], [160, 35, 70, 30], [230, 35, 70, 30]])
    }

    @Test func fixedButtonsSizeTheStack() {
        let scene = ButtonScene()
        scene.fix(scene.red, width: 100, height: 50)
        scene.fix(scene.green, width: 80, height: 50)
        scene.fix(scene.blue, width: 120, height: 50)
        scene.window.layoutIfNeeded()
        #expect(scene.stack.frame == Rect(x: 37.5, y: 308.5, width: 300, height: 50))
        #expect(frames(scene.buttons) == [[0, 0, 100, 50], [100, 0, 80, 50], [180, 0, 120, 50]])
        #expect(scene.window.brokenConstraints.isEmpty)
    }

    @Test func theLowPriorityWidthGivesWayWhenBothStackAndButtonsAreFixed() {
        let scene = ButtonScene()
        LayoutConstraint.activate([
            scene.stack.heightAnchor.constraint(equalToConstant: 100),
            scene.stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        scene.fix(scene.red, width: 80, height: 50)
        scene.fix(scene.green, width: 80, height: 50)
        scene.fix(scene.blue, width: 120, height: 50, widthPriority: .defaultLow)
        scene.window.layoutIfNeeded()
        #expect(scene.stack.frame == Rect(x: 87.5, y: 283.5, width: 200, height: 100))
        #expect(frames(scene.buttons) == [[0, 25, 80, 50], [80, 25, 80, 50], [160, 25, 40, 50]])
        #expect(scene.window.brokenConstraints.isEmpty)
    }

    /// The "Nested Stack Views" recipe's upper part: an image view beside
    /// three name rows (label + text field), with `Image View.Height ==
    /// Image View.Width` and the three text fields' widths equal across
    /// their row stacks, and the recipe's CHCR priorities.
    ///
    /// One deviation from UIKit (Docs/StackView.md, "Nesting"): a nested
    /// Strata stack is an arranged view with an intrinsic size (its fitting
    /// size) that it hugs at its own content-hugging priority, 250 by
    /// default, where a `UIStackView` has none. The recipe's "text fields
    /// hug at 48 so the image can shrink" therefore also needs the name
    /// rows' stack to hug at 48.
    @Test func aspectRatioAndEqualWidthsAcrossNestedStacks() {
        let window = Window(size: Size(width: 400, height: 300))
        let image = makeView("image")
        image.customIntrinsicContentSize = Size(width: 200, height: 200)
        for axis in [Axis.horizontal, .vertical] { image.setContentCompressionResistancePriority(48, for: axis) }
        var fields: [View] = [], labels: [View] = [], rows: [StackView] = []
        for (name, width) in [("first", 50.0), ("middle", 70), ("last", 40)] {
            let label = makeView("\(name)Label")
            label.customIntrinsicContentSize = Size(width: width, height: 30)
            label.setContentHuggingPriority(251, for: .horizontal)
            label.setContentHuggingPriority(251, for: .vertical)
            let field = makeView("\(name)Field")
            field.customIntrinsicContentSize = Size(width: 100, height: 30)
            field.setContentHuggingPriority(48, for: .horizontal)
            field.setContentCompressionResistancePriority(749, for: .horizontal)
            let row = StackView(arrangedSubviews: [label, field])
            row.alignment = .firstBaseline
            row.spacing = 8
            labels.append(label); fields.append(field); rows.append(row)
        }
        let nameRows = StackView(arrangedSubviews: rows)
        nameRows.axis = .vertical
        nameRows.spacing = 8
        nameRows.setContentHuggingPriority(48, for: .horizontal)
        let upper = StackView(arrangedSubviews: [image, nameRows])
        upper.spacing = 8
        upper.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(upper)
        LayoutConstraint.activate([
            upper.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            upper.trailingAnchor.constraint(equalTo: window.rootView.trailingAnchor),
            upper.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[1].widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[2].widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(window.brokenConstraints.isEmpty)
        // The rows need 3 · 30 + 2 · 8 = 106; the image (resistance 48)
        // shrinks to that height and, square, to that width.
        #expect(upper.frame == Rect(x: 0, y: 0, width: 400, height: 106))
        #expect(image.frame == Rect(x: 0, y: 0, width: 106, height: 106))
        #expect(nameRows.frame == Rect(x: 114, y: 0, width: 286, height: 106))
        #expect(rows.map(\.frame) == [Rect(x: 0, y: 0, width: 286, height: 30),
                                      Rect(x: 0, y: 38, width: 286, height: 30),
                                      Rect(x: 0, y: 76, width: 286, height: 30)])
        // Equal fields: the widest label (70) sets them; the others stretch
        // (hugging 251 gives way to the required equal widths).
        #expect(frames(fields) == [[78, 0, 208, 30], [78, 0, 208, 30], [78, 0, 208, 30]])
        #expect(frames(labels) == [[0, 0, 70, 30], [0, 0, 70, 30], [0, 0, 70, 30]])
    }
}
