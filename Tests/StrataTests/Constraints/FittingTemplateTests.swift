import Testing
@testable import Strata

/// The profile cell of `FittingCacheTests` (`profileCell`), as a root and
/// its three subviews.
@MainActor
private func templateCell(gap: Double = 12, wraps: Bool = false, tie: Bool = false) -> (View, [View]) {
    let cell = profileCell(gap: gap, wraps: wraps, tie: tie)
    return (cell.root, [cell.icon, cell.title, cell.button])
}

/// The measurements the tests make, in order.
private let targets: [(Size, LayoutPriority, LayoutPriority)] = [
    (Size(width: 375, height: 0), .required, .fittingSizeLevel),
    (Size(width: 120, height: 0), .required, .fittingSizeLevel),
    (.zero, .fittingSizeLevel, .fittingSizeLevel),
    (Size(width: 100_000, height: 100_000), .defaultHigh, .fittingSizeLevel),
    (Size(width: 320, height: 0), .required, .fittingSizeLevel),
]

@MainActor
private func measure(_ view: View, _ t: (Size, LayoutPriority, LayoutPriority)) -> Size {
    view.systemLayoutSizeFitting(t.0, withHorizontalFittingPriority: t.1, verticalFittingPriority: t.2)
}

/// Runs `body` with sharing on or off, and an empty template store.
@MainActor
private func sharing<T>(_ on: Bool, _ body: () -> T) -> T {
    let was = FittingTemplate.isEnabled
    FittingTemplate.isEnabled = on
    FittingTemplate.removeAll()
    defer {
        FittingTemplate.isEnabled = was
        FittingTemplate.removeAll()
    }
    return body()
}

@MainActor
@Suite("Constraints: canonical fitting systems shared between identical subtrees")
struct FittingTemplateTests {
    /// A second cell built alike takes the first one's solved system:
    /// one template, the same variables, no system of its own.
    @Test func identicalCellsShareOneSolvedSystem() throws {
        sharing(true) {
            let (a, _) = templateCell()
            let (b, _) = templateCell()
            _ = measure(a, targets[0])
            #expect(FittingTemplate.count == 1)
            _ = measure(b, targets[0])
            #expect(FittingTemplate.count == 1)
            let ca = a.extras?.layoutStorage?.fittingCache, cb = b.extras?.layoutStorage?.fittingCache
            #expect(ca != nil && cb != nil && ca !== cb)
            #expect(ca?.engine.nodes[0].width === cb?.engine.nodes[0].width)
            #expect(ca?.edited.map(ObjectIdentifier.init) == cb?.edited.map(ObjectIdentifier.init))
            #expect(ca?.engine.solver !== cb?.engine.solver)
        }
    }

    /// Any number the solver reads that differs (here one constant) makes
    /// another system: two templates, each answering its own (the
    /// compressed width counts the gap).
    @Test func aDifferentConstantIsAnotherSystem() {
        sharing(true) {
            let (a, _) = templateCell(gap: 12)
            let (b, _) = templateCell(gap: 20)
            let t = targets[2]
            let sa = measure(a, t), sb = measure(b, t)
            #expect(FittingTemplate.count == 2)
            let fa = LayoutEngine.fittingSize(of: a, target: t.0, horizontal: t.1, vertical: t.2).size
            let fb = LayoutEngine.fittingSize(of: b, target: t.0, horizontal: t.1, vertical: t.2).size
            #expect(sa == fa && sb == fb)
            #expect(sb.width == sa.width + 8)
        }
    }

    /// Cells measured from a shared system answer bit for bit what cells
    /// that each built their own answer, in any order of measurements,
    /// multi-line labels and tied priorities included.
    @Test(arguments: [false, true], [false, true])
    func sharedAnswersAreTheUnsharedOnes(wraps: Bool, tie: Bool) {
        let orders = [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [1, 1, 0, 2, 0]]
        func run() -> [Size] {
            var sizes: [Size] = []
            for order in orders {
                let (reused, _) = templateCell(wraps: wraps, tie: tie)
                for i in order {
                    sizes.append(measure(reused, targets[i]))
                    sizes.append(measure(templateCell(wraps: wraps, tie: tie).0, targets[i]))
                }
            }
            return sizes
        }
        let unshared = sharing(false, run)
        let shared = sharing(true) { () -> [Size] in
            let sizes = run()
            #expect(FittingTemplate.count >= 1)
            return sizes
        }
        #expect(shared == unshared)
    }

    /// A shared system writes the same frames as the cell's own would.
    @Test func framesWrittenFromASharedSystemAreTheCellsOwn() {
        func frames() -> [Rect] {
            var result: [Rect] = []
            for width in [375.0, 200, 320] {
                let (root, subviews) = templateCell(wraps: true)
                _ = root.fitHeightAndLayoutSubtree(width: width)
                result += subviews.map(\.frame)
            }
            return result
        }
        let unshared = sharing(false, frames)
        let shared = sharing(true) { () -> [Rect] in
            _ = templateCell(wraps: true).0.fitHeightAndLayoutSubtree(width: 100)
            return frames()
        }
        #expect(shared == unshared)
    }

    /// A template holds no view: cells measured from it are freed with
    /// their subviews while it is kept.
    @Test func aTemplateKeepsNoView() {
        sharing(true) {
            var weakViews: [() -> View?] = []
            do {
                for _ in 0..<2 {
                    let (root, subviews) = templateCell()
                    _ = measure(root, targets[0])
                    for v in [root] + subviews { weakViews.append { [weak v] in v } }
                }
            }
            #expect(FittingTemplate.count == 1)
            #expect(weakViews.allSatisfy { $0() == nil })
        }
    }
}
