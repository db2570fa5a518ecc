import Testing
@testable import Strata

/// A view that uses constraints, with an intrinsic size.
@MainActor
private func sized(_ id: String, _ intrinsic: Size? = nil) -> View {
    let v = makeView(id)
    v.translatesAutoresizingMaskIntoConstraints = false
    if let intrinsic { v.customIntrinsicContentSize = intrinsic }
    return v
}

/// The parts of a test cell, for the changes the tests make.
@MainActor
struct FittingProfileCell {
    let root: View
    let icon: View
    let title: Label
    let button: View
    let constraints: [LayoutConstraint]
}

/// The benchmark's profile cell: an icon, a title and a button in a row
/// (the title multi-line when `wraps`); `gap` is the title's distance from
/// the icon, and `tie` makes the icon's width optional at the fitting
/// level, where it ties with a fitting pin.
@MainActor
func profileCell(gap: Double = 12, wraps: Bool = false, tie: Bool = false) -> FittingProfileCell {
    let root = makeView("content")
    let icon = sized("icon", Size(width: 4, height: 4))
    let title = Label(text: "A title of some length that may wrap at narrow widths")
    title.identifier = "title"
    title.translatesAutoresizingMaskIntoConstraints = false
    if wraps { title.numberOfLines = 0 }
    let button = sized("button", Size(width: 60, height: 30))
    for v in [icon, title, button] as [View] { root.addSubview(v) }
    let width = icon.widthAnchor.constraint(equalToConstant: 40)
    if tie { width.priority = .fittingSizeLevel }
    let constraints = [
        icon.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        icon.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 8),
        icon.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        width,
        icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
        title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: gap),
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        root.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
        button.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
        button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        root.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 8),
    ]
    LayoutConstraint.activate(constraints)
    return FittingProfileCell(root: root, icon: icon, title: title, button: button, constraints: constraints)
}

/// A measurement: target and fitting priorities.
struct FittingMeasurement: Sendable, CustomStringConvertible {
    var target: Size
    var horizontal: LayoutPriority = .required
    var vertical: LayoutPriority = .fittingSizeLevel
    var description: String { "\(target) @\(horizontal.rawValue)/\(vertical.rawValue)" }
}

private let w375 = FittingMeasurement(target: Size(width: 375, height: 0))
private let w320 = FittingMeasurement(target: Size(width: 320, height: 0))
private let w120 = FittingMeasurement(target: Size(width: 120, height: 0))
private let compressed = FittingMeasurement(target: .zero, horizontal: .fittingSizeLevel)
private let expanded = FittingMeasurement(target: Size(width: 100_000, height: 100_000), horizontal: .defaultHigh)

@MainActor
private func kept(_ view: View, _ m: FittingMeasurement) -> Size {
    view.systemLayoutSizeFitting(m.target, withHorizontalFittingPriority: m.horizontal, verticalFittingPriority: m.vertical)
}

@MainActor
private func fresh(_ view: View, _ m: FittingMeasurement) -> Size {
    LayoutEngine.fittingSize(of: view, target: m.target, horizontal: m.horizontal, vertical: m.vertical).size
}

private func close(_ a: Size, _ b: Size) -> Bool {
    abs(a.width - b.width) <= 1e-9 && abs(a.height - b.height) <= 1e-9
}

@MainActor
@Suite("Constraints: kept fitting systems")
struct FittingCacheTests {
    @Test(arguments: [
        [w375, w320, w375],
        [w320, w375, w120, w375, w320],
        [compressed, w375, expanded, w320, compressed],
        [w120, w120, w375],
    ])
    func aSequenceEqualsFreshBuilds(_ sequence: [FittingMeasurement]) {
        for wraps in [false, true] {
            let reused = profileCell(wraps: wraps)
            for m in sequence {
                let size = kept(reused.root, m)
                #expect(close(size, fresh(reused.root, m)), "\(m) wraps: \(wraps)")
                #expect(close(size, kept(profileCell(wraps: wraps).root, m)), "\(m) wraps: \(wraps)")
            }
        }
    }

    @Test func theKeptSystemAnswersWithoutAFreshBuild() throws {
        let cell = profileCell()
        _ = kept(cell.root, w375)
        let cache = try #require(cell.root.extras?.layoutStorage?.fittingCache)
        #expect(cache.usable)
        guard case .size(let size) = cache.measure(w320.target) else {
            Issue.record("the kept system did not answer")
            return
        }
        #expect(close(size, fresh(cell.root, w320)))
        // Measuring again keeps the same cache.
        _ = kept(cell.root, w375)
        #expect(cell.root.extras?.layoutStorage?.fittingCache === cache)
    }

    /// The fitting pin at 50 and `box.width == 100` at 50 tie: any width
    /// between 100 and the target is optimal. The answer depends on the
    /// target only, never on what was measured before.
    @Test func tiesGiveTheSameAnswerWhateverCameBefore() {
        @MainActor func tiedCell() -> View {
            let root = makeView("root")
            let box = sized("box")
            root.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            width.priority = .fittingSizeLevel
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                root.bottomAnchor.constraint(equalTo: box.bottomAnchor),
                width,
            ])
            return root
        }
        let targets = [Size(width: 375, height: 0), Size(width: 320, height: 0), Size(width: 40, height: 0)]
        var firstAnswers: [Size] = []
        for t in targets {
            firstAnswers.append(tiedCell().systemLayoutSizeFitting(t))
        }
        for order in [[0, 1, 2, 0], [2, 1, 0, 2, 1], [1, 1, 2, 0, 0]] {
            let reused = tiedCell()
            for i in order {
                #expect(close(reused.systemLayoutSizeFitting(targets[i]), firstAnswers[i]), "\(order) at \(i)")
            }
        }
    }

    /// A required target that the subtree's required constraints cannot
    /// meet: a fresh build keeps the target and breaks a constraint; the
    /// kept system sees its stand-in pin fail and answers the same.
    @Test func anInfeasibleTargetAnswersLikeAFreshBuild() {
        let root = makeView("root")
        let box = sized("box")
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 30),
            root.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        for m in [w120, w375, FittingMeasurement(target: Size(width: 220, height: 0)), w120] {
            #expect(close(kept(root, m), fresh(root, m)), "\(m)")
        }
        #expect(kept(root, FittingMeasurement(target: Size(width: 220, height: 0))) == Size(width: 220, height: 30))
    }

    /// A user priority at the stand-in pin's level: fresh builds answer.
    @Test func aPriorityAtThePinsLevelIsMeasuredFresh() throws {
        let root = makeView("root")
        let box = sized("box", Size(width: 50, height: 20))
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 400)
        wide.priority = LayoutPriority(FittingCache.pinPriority)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            root.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            wide,
        ])
        for m in [w375, w120] { #expect(close(kept(root, m), fresh(root, m)), "\(m)") }
        let cache = try #require(root.extras?.layoutStorage?.fittingCache)
        #expect(!cache.usable)
    }

    /// A list's measurement writes the same frames from the kept system as
    /// a fresh build does.
    @Test func aMeasurementThatLaysOutWritesTheFreshFrames() {
        let reused = profileCell(wraps: true)
        for width in [375.0, 200, 320] {
            let height = reused.root.fitHeightAndLayoutSubtree(width: width)
            let other = profileCell(wraps: true)
            let size = LayoutEngine.fittingSize(of: other.root, target: Size(width: width, height: 0),
                                                horizontal: .required, vertical: .fittingSizeLevel,
                                                writingFrames: true).size
            #expect(abs(height - size.height) <= 1e-9)
            for (a, b) in zip([reused.icon, reused.title, reused.button] as [View],
                              [other.icon, other.title, other.button] as [View]) {
                #expect(a.frame == b.frame, "\(a.identifier ?? "") at \(width)")
            }
        }
    }

    /// Every kind of change to the subtree, then the kept view's answer
    /// equals a fresh build's.
    @Test(arguments: 0..<16)
    func changesAreSeen(_ change: Int) {
        let cell = profileCell(wraps: true)
        for m in [w375, w320] { _ = kept(cell.root, m) }
        switch change {
        case 0:   // a constraint activated
            cell.button.widthAnchor.constraint(equalToConstant: 120).isActive = true
        case 1:   // a constraint deactivated
            cell.constraints[3].isActive = false
        case 2:   // a constant changed
            cell.constraints[0].constant = 40
        case 3:   // a priority changed (optional to optional)
            let c = cell.title.widthAnchor.constraint(equalToConstant: 500)
            c.priority = .defaultLow
            c.isActive = true
            _ = kept(cell.root, w375)
            c.priority = LayoutPriority(900)
        case 4:   // the label's text (its intrinsic size)
            cell.title.text = "Short"
        case 5:   // an intrinsic size gains a metric on one axis
            cell.button.customIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
        case 6:   // a content priority
            cell.title.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            cell.title.setContentHuggingPriority(.required, for: .vertical)
        case 7:   // a subview added with constraints
            let extra = sized("extra", Size(width: 10, height: 200))
            cell.root.addSubview(extra)
            LayoutConstraint.activate([
                extra.topAnchor.constraint(equalTo: cell.root.topAnchor),
                extra.bottomAnchor.constraint(lessThanOrEqualTo: cell.root.bottomAnchor),
                extra.leadingAnchor.constraint(equalTo: cell.root.leadingAnchor),
            ])
        case 8:   // a subview removed
            cell.button.removeFromSuperview()
        case 9:   // hidden (an arranged view of a stack in the cell)
            let stack = StackView(arrangedSubviews: [sized("a", Size(width: 30, height: 50)),
                                                     sized("b", Size(width: 30, height: 70))])
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            cell.root.addSubview(stack)
            LayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: cell.root.topAnchor),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: cell.root.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: cell.root.leadingAnchor),
            ])
            _ = kept(cell.root, w375)
            stack.arrangedSubviews[1].isHidden = true
        case 10:  // margins
            let m = cell.root.layoutMarginsGuide
            cell.title.bottomAnchor.constraint(lessThanOrEqualTo: m.bottomAnchor).isActive = true
            _ = kept(cell.root, w375)
            cell.root.layoutMargins = EdgeInsets(top: 30, left: 30, bottom: 60, right: 30)
        case 11:  // a translating descendant's frame
            let pinned = makeView("pinned", Rect(x: 0, y: 0, width: 20, height: 100))
            cell.root.addSubview(pinned)
            cell.root.bottomAnchor.constraint(greaterThanOrEqualTo: pinned.bottomAnchor).isActive = true
            _ = kept(cell.root, w375)
            pinned.frame = Rect(x: 0, y: 0, width: 20, height: 300)
        case 12:  // a multi-line label made single-line
            cell.title.numberOfLines = 1
        case 13:  // a baseline a constraint reads
            cell.button.topAnchor.constraint(greaterThanOrEqualTo: cell.title.firstBaselineAnchor, constant: 4).isActive = true
            _ = kept(cell.root, w375)
            cell.title.fontSize = 30
        case 14:  // a layout guide added with constraints
            let guide = LayoutGuide()
            cell.root.addLayoutGuide(guide)
            LayoutConstraint.activate([
                guide.topAnchor.constraint(equalTo: cell.root.topAnchor),
                guide.heightAnchor.constraint(equalToConstant: 150),
                cell.root.bottomAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor),
            ])
        default:  // the fitting priorities
            _ = kept(cell.root, compressed)
        }
        for m in [w375, w320, w120, compressed] {
            #expect(close(kept(cell.root, m), fresh(cell.root, m)), "change \(change) at \(m)")
        }
    }
}
