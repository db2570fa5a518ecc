import Testing
@testable import Strata

@MainActor
@Suite("Focus: the kept candidate list and its sorted index")
struct FocusIndexTests {
    /// The indexed search picks what ranking every candidate by the rule
    /// picks, on random layouts (overlaps, equal edges, ties included).
    @Test func theIndexAgreesWithTheRuleOnRandomLayouts() {
        var rng = TestRandom(seed: 0x5EED)
        for _ in 0..<200 {
            var scene = FocusScene()
            let count = 2 + Int(rng.next() % 30)
            for i in 0..<count {
                let x = Double(rng.next() % 20) * 25, y = Double(rng.next() % 20) * 25
                let w = Double(1 + rng.next() % 4) * 25, h = Double(1 + rng.next() % 4) * 25
                scene.add("v\(i)", Rect(x: x, y: y, width: w, height: h))
            }
            let start = scene.views["v\(Int(rng.next() % UInt64(count)))"]!
            for heading in [FocusHeading.up, .down, .left, .right] {
                scene.window.collectFocusCandidates()
                let f = start.windowFrame
                let reference = scene.window.directionalCandidates(from: f, heading: heading, excluding: start).first?.view
                let indexed = scene.window.bestDirectionalCandidate(from: f, heading: heading, excluding: start)?.view
                #expect(reference === indexed, "\(heading) from \(start.identifier!)")
            }
        }
    }

    @Test func changesReachTheKeptList() {
        var scene = FocusScene()
        scene.add("a", Rect(x: 0, y: 0, width: 100, height: 50))
        scene.add("b", Rect(x: 200, y: 0, width: 100, height: 50))
        let c = scene.add("c", Rect(x: 400, y: 0, width: 100, height: 50))
        scene.window.focus(scene.views["a"]!)
        scene.window.moveFocus(.right)
        #expect(scene.focused == "b")
        scene.window.moveFocus(.left)
        c.frame.origin.x = 150                       // now the nearest to the right of a
        scene.window.moveFocus(.right)
        #expect(scene.focused == "c")
        scene.window.moveFocus(.left)
        c.alpha = 0                                  // invisible: skipped
        scene.window.moveFocus(.right)
        #expect(scene.focused == "b")
        scene.window.moveFocus(.left)
        scene.add("d", Rect(x: 120, y: 0, width: 20, height: 50))   // a new view
        scene.window.moveFocus(.right)
        #expect(scene.focused == "d")
        scene.views["b"]!.isFocusable = false
        scene.window.moveFocus(.right)
        #expect(scene.focused == "d")                // nothing focusable further right
    }
}
