import Testing
@testable import Strata

/// A view that uses constraints, with an intrinsic size.
@MainActor
private func constrained(_ id: String, intrinsic: Size? = nil) -> View {
    let v = makeView(id)
    v.translatesAutoresizingMaskIntoConstraints = false
    if let intrinsic { v.customIntrinsicContentSize = intrinsic }
    return v
}

/// The cookbook's cell: an image and a label side by side inside the
/// cell's margins (8, 16, 8, 16); the image (40 × 40) sets the height, the
/// label ("Hello": 51 × 20.4) is centred on it.
@MainActor
private func makeCell() -> (cell: View, image: View, label: Label) {
    let cell = makeView("cell")
    cell.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    let image = constrained("image", intrinsic: Size(width: 40, height: 40))
    let label = Label(text: "Hello")
    label.identifier = "label"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(image)
    cell.addSubview(label)
    let margins = cell.layoutMarginsGuide
    LayoutConstraint.activate([
        image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        image.topAnchor.constraint(equalTo: margins.topAnchor),
        image.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
    ])
    return (cell, image, label)
}

@MainActor
@Suite("Constraints: systemLayoutSizeFitting")
struct FittingSizeTests {
    @Test func cellFitsItsContentPlusMargins() {
        let (cell, _, label) = makeCell()
        #expect(label.intrinsicContentSize == Size(width: 51, height: 20.4))
        // 16 + 40 + 8 + 51 + 16 by 8 + 40 + 8.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 131, height: 56))
        // Hugging (250, 251) beats the fitting level: expanded is the same.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 131, height: 56))
        // The one-argument form is the fitting level in both axes.
        #expect(cell.systemLayoutSizeFitting(Size(width: 500, height: 3), withHorizontalFittingPriority: .fittingSizeLevel,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 131, height: 56))
    }

    @Test func fittingPriorityAboveHuggingStretchesTheContent() {
        let (cell, _, _) = makeCell()
        // Horizontally 750 beats the label's hugging (251): the label
        // stretches; vertically the image's hugging (250) beats 50.
        let size = cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize,
                                                withHorizontalFittingPriority: .defaultHigh,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 100_000, height: 56))
    }

    @Test func compressedAndExpandedDifferWhenNothingHolds() {
        let cell = makeView("cell")
        cell.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        let box = constrained("box")
        cell.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(lessThanOrEqualTo: cell.layoutMarginsGuide.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
            box.bottomAnchor.constraint(greaterThanOrEqualTo: cell.layoutMarginsGuide.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        // Width: at least 50 + 20, free above. Height: at most 30 + 8, free below.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 70, height: 0))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 100_000, height: 38))
        #expect(cell.systemLayoutSizeFitting(Size(width: 120, height: 20)) == Size(width: 120, height: 20))
    }

    @Test func requiredWidthComputesTheWrappedLabelsHeight() {
        let cell = makeView("cell")
        cell.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let label = Label(text: "one two three four five")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        label.preferredMaxLayoutWidth = 100      // the width the label will get
        cell.addSubview(label)
        let m = cell.layoutMarginsGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            label.topAnchor.constraint(equalTo: m.topAnchor),
            label.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])
        // "one two" / "three" / "four five" at 10.2 points a character:
        // three lines of 20.4.
        #expect(abs(label.sizeThatFits(Size(width: 100, height: 0)).height - 61.2) < 1e-9)
        let size = cell.systemLayoutSizeFitting(Size(width: 132, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 132, height: 77.2))
    }

    @Test func aMultiLineLabelIsMeasuredAgainAtItsSolvedWidth() {
        let cell = makeView("cell")
        cell.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let label = Label(text: "one two three four five")   // one line: 234.6 × 20.4
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        let m = cell.layoutMarginsGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            label.topAnchor.constraint(equalTo: m.topAnchor),
            label.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])
        // Narrower than its text: wrapped at 100 into three lines.
        #expect(cell.systemLayoutSizeFitting(Size(width: 132, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 132, height: 77.2))
        // Wide enough: one line, no second pass.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 266.6, height: 36.4))
        #expect(cell.systemLayoutSizeFitting(Size(width: 400, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 400, height: 36.4))
        // A single-line label is compressed, not wrapped.
        label.numberOfLines = 1
        #expect(cell.systemLayoutSizeFitting(Size(width: 132, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == Size(width: 132, height: 36.4))
        #expect(label.frame == .zero)
    }

    @Test func aMultiLineLabelAsTheFittedView() {
        let label = Label(text: "one two three four five")
        label.numberOfLines = 0
        #expect(label.systemLayoutSizeFitting(Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 100, height: 61.2))
        label.numberOfLines = 2   // "one two" / "three fo…"
        #expect(label.systemLayoutSizeFitting(Size(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 100, height: 40.8))
    }

    @Test func requiredWidthCompressesASingleLineLabel() {
        let cell = makeView("cell")
        let label = Label(text: "Hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -4),
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        let size = cell.systemLayoutSizeFitting(Size(width: 30, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 30, height: 20.4))
    }

    @Test func aRequiredTargetHoldsLikeAWindowSize() {
        let cell = makeView("cell")
        let box = constrained("box")
        cell.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
        ])
        let result = LayoutEngine.fittingSize(of: cell, target: Size(width: 60, height: 0), horizontal: .required,
                                              vertical: .fittingSizeLevel)
        #expect(result.size == Size(width: 60, height: 0))
        #expect(result.broken.map(\.description) == ["box.width == 100"])
        #expect(cell.systemLayoutSizeFitting(Size(width: 60, height: 0)) == Size(width: 100, height: 0))
    }

    @Test(arguments: [
        (Size(width: 30, height: 12), Size(width: 30, height: 12), Size(width: 30, height: 12)),
        (Size(width: 30, height: View.noIntrinsicMetric), Size(width: 30, height: 0), Size(width: 30, height: 100_000)),
        (Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric), Size(width: 0, height: 0),
         Size(width: 100_000, height: 100_000)),
    ])
    func aViewWithoutConstraintsAnswersItsIntrinsicSizeElseTheTarget(intrinsic: Size, compressed: Size,
                                                                      expanded: Size) {
        let v = View()
        v.customIntrinsicContentSize = intrinsic
        #expect(v.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == compressed)
        #expect(v.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == expanded)
    }

    @Test func aLabelFitsItsText() {
        let label = Label(text: "Hi there")
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == label.intrinsicContentSize)
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 81.6, height: 20.4))
    }

    @Test func descendantsPinnedByTheirFramesCount() {
        let cell = makeView("cell")
        let holder = View(frame: Rect(x: 5, y: 6, width: 70, height: 20))  // translates its mask
        cell.addSubview(holder)
        let inner = constrained("inner", intrinsic: Size(width: 10, height: 10))
        holder.addSubview(inner)
        let outer = constrained("outer", intrinsic: Size(width: 20, height: 20))
        cell.addSubview(outer)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
            inner.topAnchor.constraint(equalTo: holder.topAnchor),
            outer.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 100),
            outer.topAnchor.constraint(equalTo: cell.topAnchor),
            outer.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            outer.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        // The holder stays at x = 5: 5 + 10 + 100 + 20 wide, outer 20 tall.
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 135, height: 20))
    }

    @Test(arguments: [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func theOwnMarginsGuideInBothDirections(_ direction: SemanticContentAttribute) {
        let cell = makeView("cell")
        let a = constrained("a", intrinsic: Size(width: 10, height: 10))
        let b = constrained("b", intrinsic: Size(width: 20, height: 5))
        for v in [cell, a, b] { v.semanticContentAttribute = direction }
        cell.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 7)
        cell.addSubview(a)
        cell.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: cell.topAnchor),
            b.topAnchor.constraint(equalTo: cell.topAnchor),
            cell.bottomAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor),
            cell.bottomAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor),
        ])
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 40, height: 10))
    }
}

@MainActor
@Suite("Fitting size of a scroll view")
struct ScrollViewFittingTests {
    /// A scroll view's own size does not come from its content (the
    /// content is scrolled), so fitting answers the target where nothing
    /// else constrains it, and the content still solves.
    @Test func scrollViewFitsTheTargetNotItsContent() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 300),
            content.heightAnchor.constraint(equalToConstant: 500),
        ])
        #expect(scroll.systemLayoutSizeFitting(Size(width: 120, height: 80)) == Size(width: 120, height: 80))
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }
}
