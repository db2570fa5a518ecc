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
    /// - Complexity: O(views + lines of text).
    public func displayList(frameOf: ((View) -> Rect)? = nil, outliningUncolouredViews: Bool = false) -> DisplayList {
        var list = DisplayList(size: size)
        list.commands.reserveCapacity(displayListCapacityHint)
        fillDisplayList(&list, frameOf: frameOf, outlines: outliningUncolouredViews)
        return list
    }

    /// Rebuilds `list` in place with the window's display list, reusing its
    /// storage: a host that keeps one list and refills it every frame
    /// allocates nothing once the list is large enough.
    ///
    /// - Complexity: O(views + lines of text).
    public func displayList(into list: inout DisplayList, frameOf: ((View) -> Rect)? = nil,
                            outliningUncolouredViews: Bool = false) {
        list.size = size
        list.commands.removeAll(keepingCapacity: true)
        fillDisplayList(&list, frameOf: frameOf, outlines: outliningUncolouredViews)
    }

    /// Appends the commands of the tree to `list`.
    private func fillDisplayList(_ list: inout DisplayList, frameOf: ((View) -> Rect)?, outlines: Bool) {
        var builder = DisplayListBuilder(frameOf: frameOf ?? { $0.presentationFrame })
        builder.outlines = outlines
        swap(&builder.commands, &list.commands)
        builder.visit(rootView, parentOrigin: .zero, parentOpacity: 1)
        swap(&builder.commands, &list.commands)
        displayListCapacityHint = list.commands.count
    }
}

/// Walks a view tree and records its drawing commands.
@MainActor
struct DisplayListBuilder {
    /// The single place a view's frame is read.
    let frameOf: (View) -> Rect
    var commands: [DisplayCommand] = []
    /// Whether uncoloured views get an outline and their identifier.
    var outlines = false
    /// The class of the last view visited that draws no content of its own
    /// (does not adopt `DisplayListContent`): views of it skip the
    /// conformance lookup, which would cost more than the rest of a plain
    /// view's visit (most views are of one such class).
    var plainClass: ObjectIdentifier?

    init(frameOf: @escaping (View) -> Rect) {
        self.frameOf = frameOf
    }

    /// Records `view` and its subtree; `parentOrigin` is where the
    /// superview's bounds origin lies in window coordinates.
    mutating func visit(_ view: View, parentOrigin: Point, parentOpacity: Double) {
        // Presentation values: the model values unless an animation runs.
        if view.presentationIsHidden || view.presentationAlpha <= 0 { return }
        let alpha = view.presentationAlpha
        var opacity = parentOpacity * alpha
        let frame = frameOf(view)
        let rect = Rect(x: parentOrigin.x + frame.origin.x, y: parentOrigin.y + frame.origin.y,
                        width: frame.size.width, height: frame.size.height)
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
        if view.clipsToBounds { commands.append(.pushClip(rect: rect, cornerRadius: radius)) }
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
