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
    /// - Complexity: O(views visited + lines of text): a culled view's
    ///   subtree is not visited.
    public func displayList(frameOf: ((View) -> Rect)? = nil, outliningUncolouredViews: Bool = false,
                            culling: Bool = true) -> DisplayList {
        var list = DisplayList(size: size)
        list.commands.reserveCapacity(displayListCapacityHint)
        fillDisplayList(&list, frameOf: frameOf, outlines: outliningUncolouredViews, culling: culling)
        return list
    }

    /// Rebuilds `list` in place with the window's display list, reusing its
    /// storage: a host that keeps one list and refills it every frame
    /// allocates nothing once the list is large enough. The parameters are
    /// those of `displayList(frameOf:outliningUncolouredViews:culling:)`.
    ///
    /// - Complexity: O(views visited + lines of text).
    public func displayList(into list: inout DisplayList, frameOf: ((View) -> Rect)? = nil,
                            outliningUncolouredViews: Bool = false, culling: Bool = true) {
        list.size = size
        list.commands.removeAll(keepingCapacity: true)
        fillDisplayList(&list, frameOf: frameOf, outlines: outliningUncolouredViews, culling: culling)
    }

    /// Appends the commands of the tree to `list`.
    private func fillDisplayList(_ list: inout DisplayList, frameOf: ((View) -> Rect)?, outlines: Bool,
                                 culling: Bool) {
        var builder = DisplayListBuilder(frameOf: frameOf)
        builder.outlines = outlines
        builder.culls = culling && !outlines
        swap(&builder.commands, &list.commands)
        builder.visit(rootView, parentOrigin: .zero, parentOpacity: 1)
        swap(&builder.commands, &list.commands)
        displayListCapacityHint = list.commands.count
    }
}

/// Walks a view tree and records its drawing commands.
@MainActor
struct DisplayListBuilder {
    /// The frame lookup the caller gave, or nil for `presentationFrame`
    /// (read directly: a closure call costs a main-actor check per view).
    let customFrameOf: ((View) -> Rect)?
    var commands: [DisplayCommand] = []
    /// Whether uncoloured views get an outline and their identifier.
    var outlines = false
    /// Whether views wholly outside a clipping ancestor are skipped.
    var culls = false
    /// The class of the last view visited that draws no content of its own
    /// (does not adopt `DisplayListContent`): views of it skip the
    /// conformance lookup, which would cost more than the rest of a plain
    /// view's visit (most views are of one such class).
    var plainClass: ObjectIdentifier?
    /// The visible rect of the nearest clipping ancestors (their clips
    /// intersected, widened by `cullMargin`) in window coordinates, or nil
    /// when no clip bounds the view being visited.
    var cullRect: Rect?

    /// How far past a clip's edge a view still counts as inside it, in
    /// points. The rasterizer clips to whole pixels and multiplies a
    /// fractional clip's coverage with the view's, so a view that only
    /// touches the clip within a pixel can still tint that pixel; four
    /// points keep culling exact at every scale of 0.25 or more.
    static let cullMargin = 4.0

    init(frameOf: ((View) -> Rect)?) {
        customFrameOf = frameOf
    }

    /// The single place a view's frame is read.
    @inline(__always)
    func frameOf(_ view: View) -> Rect {
        if let customFrameOf { return customFrameOf(view) }
        return view.presentationFrame
    }

    /// Records `view` and its subtree; `parentOrigin` is where the
    /// superview's bounds origin lies in window coordinates.
    mutating func visit(_ view: View, parentOrigin: Point, parentOpacity: Double) {
        let frame = frameOf(view)
        let rect = Rect(x: parentOrigin.x + frame.origin.x, y: parentOrigin.y + frame.origin.y,
                        width: frame.size.width, height: frame.size.height)
        if let cull = cullRect, isCulled(view, rect: rect, cull: cull) { return }
        // Presentation values: the model values unless an animation runs.
        if view.presentationIsHidden || view.presentationAlpha <= 0 { return }
        let alpha = view.presentationAlpha
        var opacity = parentOpacity * alpha
        let outerCullRect = cullRect
        defer { cullRect = outerCullRect }
        // The clips around a transformed view no longer bound its subviews'
        // untransformed frames: they are not culled by them.
        var inheritedCullRect = outerCullRect
        let radius = view.cornerRadius
        let borderWidth = view.borderWidth
        // Effects (transform, group opacity, shadow): only views with
        // out-of-line storage can have them.
        var transformIndex: Int? = nil
        var layerIndex: Int? = nil
        if view.extras != nil {
            if let t = view.presentationTransformIfNotIdentity {
                // A singular transform flattens the subtree to nothing.
                if t.determinant == 0 { return }
                transformIndex = commands.count
                commands.append(.pushTransform(DisplayListBuilder.aboutCentre(t, of: rect)))
                inheritedCullRect = nil
                cullRect = nil
            }
            if alpha < 1, view.hasVisibleSubview {
                layerIndex = commands.count
                commands.append(.beginLayer(opacity: opacity))
                opacity = 1
            }
            appendShadow(of: view, rect: rect, radius: radius, opacity: opacity)
        } else if alpha < 1, view.hasVisibleSubview {
            layerIndex = commands.count
            commands.append(.beginLayer(opacity: opacity))
            opacity = 1
        }
        var backgroundIndex: Int? = nil
        if let fill = view.presentationBackgroundColor {
            backgroundIndex = commands.count
            commands.append(.rect(RectCommand(rect: rect, fill: fill, cornerRadius: radius, opacity: opacity)))
        }
        let countBeforeContent = commands.count
        if view.clipsToBounds {
            commands.append(.pushClip(rect: rect, cornerRadius: radius))
            if culls {
                let visible = rect.standardized.insetBy(dx: -Self.cullMargin, dy: -Self.cullMargin)
                cullRect = inheritedCullRect.map { $0.intersection(visible) } ?? visible
            }
        }
        let bounds = view.bounds
        let origin = Point(x: rect.origin.x - bounds.origin.x, y: rect.origin.y - bounds.origin.y)
        var showsContent = false
        let viewClass = ObjectIdentifier(type(of: view))
        if viewClass != plainClass {
            if let content = view as? any DisplayListContent {
                content.appendDisplayListContent(to: &commands, in: rect, opacity: opacity)
                showsContent = outlines && content.showsDisplayListContent
            } else {
                plainClass = viewClass
            }
        }
        for subview in view.storedSubviews {
            visit(subview, parentOrigin: origin, parentOpacity: opacity)
        }
        if view.clipsToBounds {
            if case .pushClip = commands.last { commands.removeLast() } else { commands.append(.popClip) }
        }
        if outlines, view.backgroundColor == nil, view.superview != nil, !showsContent {
            appendOutline(of: view, rect: rect)
        }
        if borderWidth > 0 {
            let borderColor = view.presentationBorderColor
            if let i = backgroundIndex, commands.count == countBeforeContent, case .rect(var r) = commands[i] {
                r.borderWidth = borderWidth
                r.borderColor = borderColor
                commands[i] = .rect(r)
            } else {
                commands.append(.rect(RectCommand(rect: rect, fill: nil, cornerRadius: radius, borderWidth: borderWidth,
                                                  borderColor: borderColor, opacity: opacity)))
            }
        }
        if let layerIndex { endLayer(startedAt: layerIndex) }
        if let transformIndex {
            if commands.count == transformIndex + 1 { commands.removeLast() } else { commands.append(.popTransform) }
        }
    }

    /// `t` applied about the centre of `rect`: the matrix that maps the
    /// untransformed window coordinates of a view drawn at `rect` to where
    /// they are drawn.
    static func aboutCentre(_ t: AffineTransform, of rect: Rect) -> AffineTransform {
        let cx = rect.midX, cy = rect.midY
        return AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d,
                               tx: t.tx + cx - t.a * cx - t.c * cy, ty: t.ty + cy - t.b * cx - t.d * cy)
    }

    /// Closes the layer begun at `index`: an empty layer is dropped, and a
    /// layer holding one drawing command becomes that command with the
    /// layer's opacity multiplied in (the same picture, without a layer).
    mutating func endLayer(startedAt index: Int) {
        guard case .beginLayer(let layerOpacity) = commands[index] else { return }
        if commands.count == index + 1 {
            commands.removeLast()
        } else if commands.count == index + 2, let single = commands[index + 1].multiplyingOpacity(by: layerOpacity) {
            commands.removeLast(2)
            commands.append(single)
        } else {
            commands.append(.endLayer)
        }
    }

    /// The view's shadow, when its `shadowOpacity` is above 0.
    mutating func appendShadow(of view: View, rect: Rect, radius: Double, opacity: Double) {
        if let shown = view.presentationShadow {
            guard shown.opacity > 0 else { return }
            commands.append(.shadow(ShadowCommand(rect: rect, cornerRadius: radius, offset: shown.offset, radius: shown.radius,
                                                  color: shown.color, opacity: shown.opacity * opacity)))
            return
        }
        guard let effects = view.extras?.effects, effects.shadowOpacity > 0 else { return }
        commands.append(.shadow(ShadowCommand(rect: rect, cornerRadius: radius, offset: effects.shadowOffset,
                                              radius: effects.shadowRadius, color: effects.shadowColor,
                                              opacity: effects.shadowOpacity * opacity)))
    }

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
        if view.extras != nil, DisplayListBuilder.mayDrawOutsideFrame(view) { return false }
        // A clipping view draws only inside its rect: background and
        // border lie inside it, content and subviews are clipped to it.
        if view.clipsToBounds { return true }
        // A leaf with no content of its own draws only its background and
        // border. Content (text, images) may overflow the frame.
        guard view.storedSubviews.isEmpty else { return false }
        let viewClass = ObjectIdentifier(type(of: view))
        if viewClass == plainClass { return true }
        if view is any DisplayListContent { return false }
        plainClass = viewClass
        return true
    }

    /// Whether `view` has a transform or a shadow (as drawn now).
    static func mayDrawOutsideFrame(_ view: View) -> Bool {
        if view.presentationTransformIfNotIdentity != nil { return true }
        if let shown = view.presentationShadow { return shown.opacity > 0 }
        return (view.extras?.effects?.shadowOpacity ?? 0) > 0
    }

    /// The outline and identifier of an uncoloured view (outline mode).
    mutating func appendOutline(of view: View, rect: Rect) {
        commands.append(.rect(RectCommand(rect: rect, fill: nil, borderWidth: DisplayOutline.lineWidth,
                                          borderColor: DisplayOutline.color)))
        guard let id = view.identifier, !id.isEmpty else { return }
        let size = DisplayOutline.fontSize
        let ascender = DefaultTextMeasurer.current.metrics(atSize: size).ascender
        commands.append(.text(TextRun(text: id, origin: Point(x: rect.minX + 2, y: rect.minY + 2 + ascender),
                                      fontSize: size, fontName: DefaultTextMeasurer.current.fontName,
                                      face: DefaultTextMeasurer.current as? FontFace, color: DisplayOutline.color)))
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
