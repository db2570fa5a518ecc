import Testing
import StrataSolver
@testable import Strata

/// A private engine (a fitting size, a subtree or stack laid out on its
/// own) builds and solves once: no editable markers, no user-constraint
/// records; a window's engine keeps both.
@MainActor
@Suite("Constraints: private engines")
struct PrivateEngineTests {
    /// A cell whose box has a required width of 100, and that constraint.
    private func cellWithWidth() -> (cell: View, box: View, width: LayoutConstraint) {
        let cell = makeView("cell")
        let box = makeView("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        return (cell, box, width)
    }

    @Test func aPrivateEngineAddsAUserEqualityWithoutMarkerOrRecord() {
        let (cell, box, width) = cellWithWidth()
        let engine = LayoutEngine(window: nil)
        #expect(!engine.keepsSystem)
        engine.createNodes(cell, parent: -1, marked: [ObjectIdentifier(cell), ObjectIdentifier(box)])
        engine.addUserConstraint(width)
        #expect(engine.userConstraints.isEmpty)
        // Only box.width: the equality is a definition, with no dummy marker.
        #expect(engine.solver.storageCounts.symbols == 1)
        #expect(engine.solver.value(of: engine.nodes[1].width) == 100)
    }

    @Test func aWindowEngineKeepsAnEditableRecord() {
        let (cell, box, width) = cellWithWidth()
        let window = Window(size: Size(width: 200, height: 100))
        let engine = LayoutEngine(window: window)
        #expect(engine.keepsSystem)
        engine.createNodes(cell, parent: -1, marked: [ObjectIdentifier(cell), ObjectIdentifier(box)])
        engine.addUserConstraint(width)
        #expect(engine.userConstraints.count == 1)
        // box.width and the dummy marker that makes `constant` an in-place edit.
        #expect(engine.solver.storageCounts.symbols == 2)
        #expect(engine.solver.value(of: engine.nodes[1].width) == 100)
    }
}
