import Strata

/// What `strata layout` prints: every view's frame, window frame and
/// hidden state, the broken constraints and the ambiguous views.
@MainActor
public enum SceneSnapshot {
    /// The layout snapshot of `world` as a JSON document.
    public static func layout(_ world: SceneWorld) -> JSONOutput {
        let diagnostics = layoutDiagnostics(world)
        let views = world.views.map { JSONOutput.Member($0.id, layoutEntry($0.view)) }
        return .object([JSONOutput.Member("views", .object(views))] + diagnostics)
    }

    /// Writes `layout(world)` as `writer` would, handing the text to `sink`
    /// in pieces of about 64 KB: one view's entry exists at a time, so a
    /// large scene's snapshot is never held whole (as a value or as text).
    public static func writeLayout(_ world: SceneWorld, with writer: JSONWriter, to sink: (String) -> Void) {
        let diagnostics = layoutDiagnostics(world)
        let views = world.views
        var text = ""
        writer.writeObject(count: 1 + diagnostics.count, level: 0, into: &text,
                           key: { $0 == 0 ? "views" : diagnostics[$0 - 1].key }) { i, text in
            guard i == 0 else {
                writer.write(diagnostics[i - 1].value, into: &text, level: 1)
                return
            }
            writer.writeObject(count: views.count, level: 1, into: &text, key: { views[$0].id }) { v, text in
                writer.write(layoutEntry(views[v].view), into: &text, level: 2)
                JSONWriter.flush(&text, to: sink)
            }
        }
        sink(text)
    }

    /// One view's entry in the layout snapshot.
    /// Properties whose `SceneProperty.snapshot` writes them follow the
    /// frame, window frame and hidden state, in table order.
    static func layoutEntry(_ view: View) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("frame", rect(view.frame)),
            ("windowFrame", rect(view.windowFrame)),
            ("hidden", .bool(view.isHidden)),
        ]
        for property in SceneProperty.snapshotted {
            if let value = property.snapshot?(view) { members.append((property.key, value)) }
        }
        if let selection = SceneProperty.selectionSnapshot(view) { members.append(("selection", selection)) }
        if let list = view as? CollectionView { members += listMembers(list) }
        if let label = view as? Label { members += textMembers(label) }
        if let textView = view as? TextView {
            members += textMembers(lines: textView.drawnLines, runs: textView.drawnRuns)
        }
        return .object(members)
    }

    /// A label's `lines` (the text of each line drawn, in logical order)
    /// and `runs` (each line's shaped runs in visual order: `text`, `font`,
    /// the face's full name, and `glyphs`, the glyph ids as shaped).
    static func textMembers(_ label: Label) -> [(String, JSONOutput)] {
        textMembers(lines: label.layoutForDrawing().lines, runs: label.drawnRuns)
    }

    /// `lines` and `runs` as `strata layout` prints them (labels, text views).
    static func textMembers(lines drawn: [String], runs: [LabelRun]) -> [(String, JSONOutput)] {
        let lines = drawn.map { JSONOutput.string($0) }
        let runValues = runs.map { run -> JSONOutput in
            .object([("text", .string(run.text)), ("font", .string(run.fontName)),
                     ("glyphs", .numbers(run.glyphs.map(Double.init)))])
        }
        return [("lines", .array(lines)), ("runs", .array(runValues))]
    }

    /// A list's `visibleItems` (each item and its cell's frame in the
    /// list's content coordinates), `contentOffset` and `selected` items.
    static func listMembers(_ list: CollectionView) -> [(String, JSONOutput)] {
        let visible = list.indexPathsForVisibleItems.map { path -> JSONOutput in
            .object([("item", .number(Double(path.item))), ("frame", rect(list.cellForItem(at: path)?.frame ?? .zero))])
        }
        let offset = list.contentOffset
        return [("visibleItems", .array(visible)), ("contentOffset", .numbers([offset.x, offset.y])),
                ("selected", .numbers(list.indexPathsForSelectedItems.map { Double($0.item) }))]
    }

    /// The layout snapshot's members after `views`, after a layout pass.
    static func layoutDiagnostics(_ world: SceneWorld) -> [JSONOutput.Member] {
        world.window.layoutIfNeeded()
        let broken = world.window.brokenLayoutConstraints.map { c -> JSONOutput in
            .string(world.equation(for: c)?.description ?? c.equationDescription)
        }
        let ambiguous = world.window.viewsWithAmbiguousLayout.compactMap { $0.identifier }.map { JSONOutput.string($0) }
        let focused: JSONOutput = world.window.focusedView.flatMap { v in world.views.first { $0.view === v }?.id }
            .map { .string($0) } ?? .null
        return [JSONOutput.Member("brokenConstraints", .array(broken)), JSONOutput.Member("ambiguous", .array(ambiguous)),
                JSONOutput.Member("focused", focused)]
    }

    /// What `strata animate` prints for one frame at scene time `t`: every
    /// view's on-screen (presentation) frame, window frame, hidden state
    /// and alpha.
    public static func presentation(_ world: SceneWorld, t: Double) -> JSONOutput {
        world.window.layoutIfNeeded()
        var views: [(String, JSONOutput)] = []
        views.reserveCapacity(world.views.count)
        for (id, view) in world.views {
            views.append((id, .object([
                ("frame", rect(view.presentationFrame, rounded: true)),
                ("windowFrame", rect(view.presentationWindowFrame, rounded: true)),
                ("hidden", .bool(view.presentationIsHidden)),
                ("alpha", .number(nearestBillionth(view.presentationAlpha))),
            ])))
        }
        return .object([("t", .number(t)), ("views", .object(views))])
    }

    /// `[x, y, w, h]`, optionally with each number rounded to 1e-9.
    static func rect(_ r: Rect, rounded: Bool = false) -> JSONOutput {
        let numbers = [r.origin.x, r.origin.y, r.size.width, r.size.height]
        return .numbers(rounded ? numbers.map(nearestBillionth) : numbers)
    }

    /// `v` rounded to the nearest 1e-9 (interpolation noise such as
    /// `10.000000000000004` prints as `10`), as the layout engine rounds
    /// solved frames; magnitudes of 1e6 and more are left alone.
    static func nearestBillionth(_ v: Double) -> Double {
        abs(v) < 1e6 ? (v * 1e9).rounded() / 1e9 : v
    }
}
