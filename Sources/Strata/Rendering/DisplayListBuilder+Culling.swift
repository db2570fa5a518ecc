extension DisplayListBuilder {
    /// Whether `view`, at `rect` in window coordinates, is skipped with its
    /// subtree because it lies wholly outside `cull` (the clipping
    /// ancestors' visible rect) and draws nothing past its own rect.
    ///
    /// Culling is by frame only, so it is conservative: a view whose drawn
    /// area can exceed its frame is never culled: one with a transform or
    /// a shadow (a transformed view also clears `cullRect` for its
    /// subviews, in `visit`).
    mutating func isCulled(_ view: View, rect: Rect, cull: Rect) -> Bool {
        let outside = rect.maxX <= cull.minX || rect.minX >= cull.maxX
            || rect.maxY <= cull.minY || rect.minY >= cull.maxY
        guard outside else { return false }
        return Self.isCullableWhenOutside(view, &contentTypes)
    }

    /// Whether `view` draws nothing past its frame, so that a frame wholly
    /// outside the cull rect means nothing of it shows: it has no
    /// transform or shadow, and it clips its subviews or is a leaf that
    /// draws no content of its own (content such as text may overflow).
    static func isCullableWhenOutside(_ view: View, _ contentTypes: inout DisplayListContentTypes) -> Bool {
        if view.extras != nil, mayDrawOutsideFrame(view) { return false }
        // A clipping view draws only inside its rect: background and
        // border lie inside it, content and subviews are clipped to it.
        if view.storedClipsToBounds { return true }
        // A leaf with no content of its own draws only its background and
        // border.
        guard view.storedSubviews.isEmpty else { return false }
        // Its own drawing (`draw(in:)`) is clipped to where the content
        // mode shows it, which only the filling modes keep in the frame.
        if view.extras?.drawing != nil, ![.scaleToFill, .redraw, .scaleAspectFit].contains(view.contentMode) {
            return false
        }
        return contentTypes.contentType(of: view) == nil
    }

    /// Whether `view` has a transform or a shadow (as drawn now).
    static func mayDrawOutsideFrame(_ view: View) -> Bool {
        if view.presentationTransformIfNotIdentity != nil { return true }
        if let shown = view.presentationShadow { return shown.opacity > 0 }
        return (view.extras?.effects?.shadowOpacity ?? 0) > 0
    }

    /// Visits the subviews of `view` (many of them, under the cull rect
    /// `cull`) that its `SubviewIndex` cannot rule out, back to front:
    /// each is then visited as usual (and culled there if it lies outside
    /// after all), so the commands are exactly those of visiting every
    /// subview.
    ///
    /// - Complexity: O(log n + candidates) once the index is built; a
    ///   rebuild (after a subview moved, was added or removed, changed its
    ///   clipping or effects) is O(n log n).
    mutating func visitIndexedSubviews(of view: View, origin: Point, opacity: Double, cull: Rect) {
        let index = view.subviewIndexForDrawing(&contentTypes)
        var candidates = index.takeCandidates()
        guard index.candidates(in: cull, origin: origin, into: &candidates) else {
            index.returnCandidates(candidates)
            for subview in view.storedSubviews {
                visit(subview, parentOrigin: origin, parentOpacity: opacity)
            }
            return
        }
        let subviews = view.storedSubviews
        for position in candidates {
            visit(subviews[Int(position)], parentOrigin: origin, parentOpacity: opacity)
        }
        index.returnCandidates(candidates)
    }
}
