extension Window {
    /// The display list of what the window shows now: what a host draws.
    ///
    /// The views are visited back to front from `rootView`, in window
    /// coordinates (each view's frame origin is offset by its superview's
    /// position minus the superview's bounds origin). For each view:
    /// - hidden views and views with `alpha == 0` are skipped with their
    ///   subtrees (the presentation values: a view being hidden by an
    ///   animation is drawn until it ends, a fading one at its current alpha);
    /// - a view with a `transform` is wrapped, with its subtree, in
    ///   `.pushTransform(m)` / `.popTransform`, `m` the transform about its
    ///   centre (a singular transform draws nothing);
    /// - group opacity: a view with `alpha < 1` and a visible subview is
    ///   drawn as one layer, `.beginLayer(opacity:)` / `.endLayer`, inside
    ///   which opacities start again from 1; a leaf's alpha multiplies
    ///   into its commands' `opacity` (and so does a layer's that would
    ///   hold a single drawing);
    /// - a shadow (`shadowOpacity > 0`) is a `.shadow` under the background;
    /// - the background (`backgroundColor`, `cornerRadius`) is a `.rect`;
    /// - with `clipsToBounds`, the view's content and subviews are wrapped
    ///   in `pushClip(bounds, cornerRadius)` / `popClip`;
    /// - culling: a view inside a clipping ancestor whose rect lies wholly
    ///   outside that ancestor's visible rect (widened by
    ///   `DisplayListBuilder.cullMargin`) is skipped with its subtree when
    ///   nothing of it can reach past its rect: it clips its subviews, or it
    ///   is a leaf that draws no content of its own. The picture is exactly
    ///   the same; only the commands a clip would have hidden are gone
    ///   (none in outline mode, whose identifiers overflow their views);
    /// - a `Label` adds one `.text` run per line, its origin on the line's
    ///   baseline; an `ImageView` its image (`.image`, up to nine for a
    ///   resizable image);
    /// - the border is drawn above the content and subviews, as a layer's
    ///   border is: when nothing was drawn in between, it is merged into the
    ///   background's `.rect`, otherwise it is a second `.rect` with no fill.
    ///
    /// Transforms, alphas and colours are the presentation values (what an
    /// animation shows now).
    ///
    /// - Parameters:
    ///   - frameOf: the frame to draw each view at; `nil` uses
    ///     `presentationFrame` (what is on screen: the model `frame` when no
    ///     animation runs). Pass `{ $0.frame }` to draw the final state.
    ///   - outliningUncolouredViews: a debugging aid (`strata render
    ///     --outline`): every view below the root with no `backgroundColor`
    ///     (except labels that show text) also gets a thin grey outline
    ///     (`DisplayOutline.color`, one point) and its `identifier` in small
    ///     grey text at its top-left corner,
    ///     drawn above its content, so that a layout of plain views shows.
    ///   - culling: whether views wholly outside a clipping ancestor are
    ///     skipped (the default). Turning it off only adds commands that
    ///     the clips hide; the picture is the same.
    /// The window keeps the storage of the list it last returned and
    /// refills it when the caller has let that list go (a host that draws
    /// each list and drops it allocates nothing from frame to frame); a
    /// list the caller still holds is never changed. The kept storage
    /// holds the last list's commands (and the fonts and images they name)
    /// until the next call.
    ///
    /// - Complexity: O(views visited + lines of text): a culled view's
    ///   subtree is not visited, and the subviews of a view with many of
    ///   them are found through an index of their frames
    ///   (Docs/Rendering.md, "Culling"): O(log n + visible) for n subviews
    ///   once the index is built (O(n log n), again after they change).
    ///   No allocation per view.
    public func displayList(frameOf: ((View) -> Rect)? = nil, outliningUncolouredViews: Bool = false,
                            culling: Bool = true) -> DisplayList {
        // Take the kept storage: unique again once the caller dropped the
        // list it shares, so refilling it allocates nothing.
        var list = DisplayList(size: size, commands: displayListStorage)
        displayListStorage = []
        fillDisplayList(&list, frameOf: frameOf, outlines: outliningUncolouredViews, culling: culling)
        displayListStorage = list.commands
        return list
    }

    /// Rebuilds `list` in place with the window's display list, reusing its
    /// storage: a host that keeps one list and refills it every frame
    /// allocates nothing once the list is large enough. The parameters are
    /// those of `displayList(frameOf:outliningUncolouredViews:culling:)`.
    ///
    /// - Complexity: O(views visited + lines of text), as `displayList()`.
    public func displayList(into list: inout DisplayList, frameOf: ((View) -> Rect)? = nil,
                            outliningUncolouredViews: Bool = false, culling: Bool = true) {
        list.size = size
        fillDisplayList(&list, frameOf: frameOf, outlines: outliningUncolouredViews, culling: culling)
    }

    /// Replaces the commands of `list` with those of the tree, overwriting
    /// its storage in place (`DisplayCommandSink`).
    private func fillDisplayList(_ list: inout DisplayList, frameOf: ((View) -> Rect)?, outlines: Bool,
                                 culling: Bool) {
        var builder = DisplayListBuilder(frameOf: frameOf)
        builder.outlines = outlines
        builder.culls = culling && !outlines
        var storage: [DisplayCommand] = []
        swap(&storage, &list.commands)
        builder.commands = DisplayCommandSink(reusing: consume storage)
        builder.visit(rootView, parentOrigin: .zero, parentOpacity: 1)
        if let overlay = displayOverlay {
            for command in overlay.overlayCommands(for: self) { builder.commands.append(command) }
        }
        list.commands = builder.commands.finish()
        DisplayListContentTypes.shared = builder.contentTypes
    }
}

/// How outline mode (`Window.displayList(outliningUncolouredViews: true)`)
/// draws a view that has no background colour.
public enum DisplayOutline {
    /// The outline's and the identifier's colour: a mid grey.
    public static let color = Color(red: 0.56, green: 0.56, blue: 0.58)
    /// The outline's width in points.
    public static let lineWidth = 1.0
    /// The identifier's font size in points.
    public static let fontSize = 8.0
}
