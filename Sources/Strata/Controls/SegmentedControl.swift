/// A row of segments, one selected (UIKit's `UISegmentedControl`), built on
/// a `StackView` of equally wide title labels.
///
/// A tap on a segment selects it and sends `.valueChanged` and
/// `.primaryActionTriggered`; setting `selectedSegmentIndex` sends nothing.
@MainActor
open class SegmentedControl: Control {
    /// The stack that holds the segments.
    public let segmentStack = StackView()
    /// No segment selected.
    public static let noSegment = -1

    /// The selected segment, or `noSegment`.
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            precondition(selectedSegmentIndex == Self.noSegment || segments.indices.contains(selectedSegmentIndex),
                         "SegmentedControl.selectedSegmentIndex: \(selectedSegmentIndex) is out of range (\(segments.count) segments)")
            updateAppearance()
            if oldValue != selectedSegmentIndex { postAccessibilityChange(.selectionChanged(self)) }
        }
    }

    var segments: [SegmentView] { segmentStack.arrangedSubviews.compactMap { $0 as? SegmentView } }

    /// A control with these segment titles and nothing selected.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        for (i, title) in items.enumerated() { insertSegment(withTitle: title, at: i) }
    }

    /// An empty control.
    public override init(frame: Rect) {
        super.init(frame: frame)
        segmentStack.distribution = .fillEqually
        segmentStack.spacing = 2
        segmentStack.isLayoutMarginsRelativeArrangement = true
        segmentStack.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        segmentStack.isUserInteractionEnabled = false
        addSubview(segmentStack)
        backgroundColor = Color(red: 0.933, green: 0.933, blue: 0.941)
        cornerRadius = 8
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The title of segment `index`.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].label.text : nil
    }

    /// Inserts a segment (an index past the end appends, as UIKit does).
    public func insertSegment(withTitle title: String, at index: Int) {
        let label = SegmentView(title: title)
        let at = min(max(index, 0), segments.count)
        segmentStack.insertArrangedSubview(label, at: at)
        if selectedSegmentIndex != Self.noSegment, at <= selectedSegmentIndex { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        updateAppearance()
    }

    /// Removes segment `index`; the selection follows, or is cleared when
    /// it was that segment.
    public func removeSegment(at index: Int) {
        guard segments.indices.contains(index) else { return }
        let label = segments[index]
        segmentStack.removeArrangedSubview(label)
        label.removeFromSuperview()
        if selectedSegmentIndex == index { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
    }

    open override var intrinsicContentSize: Size {
        var widest = 0.0, tallest = 0.0
        for s in segments {
            let size = s.intrinsicContentSize
            widest = max(widest, size.width)
            tallest = max(tallest, size.height)
        }
        let n = Double(segments.count)
        return Size(width: n * (widest + 16) + max(0, n - 1) * 2 + 4, height: max(tallest + 12, 32))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        segmentStack.frame = bounds
    }

    /// The segment under `point` (own coordinates), if any.
    public func segmentIndex(at point: Point) -> Int? {
        let n = segments.count
        guard n > 0, bounds.width > 0, point.x >= 0, point.x < bounds.width else { return nil }
        return min(n - 1, Int(point.x / bounds.width * Double(n)))
    }

    func updateAppearance() {
        for (i, label) in segments.enumerated() {
            label.backgroundColor = i == selectedSegmentIndex ? .white : nil
        }
        borderWidth = isFocusedControl ? 3 : 0
        borderColor = Color(red: 1, green: 0.8, blue: 0)
    }

    open override func stateDidChange() {
        super.stateDidChange()
        updateAppearance()
    }

    var touchDownSegment: Int?

    open override func beginTracking(_ touch: Touch, with event: Strata.Event?) -> Bool {
        touchDownSegment = segmentIndex(at: touch.location(in: self))
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Strata.Event?) {
        guard let touch, let index = segmentIndex(at: touch.location(in: self)), index == touchDownSegment,
              index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// Return or Space selects the next segment (wrapping).
    open override func activate() {
        guard !segments.isEmpty else { return }
        selectedSegmentIndex = (selectedSegmentIndex + 1) % segments.count
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}

/// One segment: its title centred on a background that shows selection.
@MainActor
final class SegmentView: View {
    let label: Label

    init(title: String) {
        label = Label(text: title, fontSize: 13)
        super.init(frame: .zero)
        label.isUserInteractionEnabled = false
        isUserInteractionEnabled = false
        cornerRadius = 6
        addSubview(label)
    }

    override var intrinsicContentSize: Size { label.intrinsicContentSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = label.intrinsicContentSize, b = bounds
        let w = min(size.width, b.width), h = min(size.height, b.height)
        label.frame = Rect(x: (b.width - w) / 2, y: (b.height - h) / 2, width: w, height: h)
    }
}
