/// Walks a view tree and records its drawing commands
/// (`Window.displayList`).
///
/// A view's visit reads its out-of-line storage (`extras`) once: a view
/// without it (no animation, corner radius, border or effect ever set)
/// takes its values from its own fields, with no further pointer to
/// follow. Which classes draw content is answered by a small per-class
/// cache (`DisplayListContentTypes`), not by a conformance lookup per
/// view; the commands go into storage the caller reuses.
@MainActor
struct DisplayListBuilder {
    /// The frame lookup the caller gave, or nil for `presentationFrame`
    /// (read directly: a closure call costs a main-actor check per view).
    let customFrameOf: ((View) -> Rect)?
    var commands = DisplayCommandSink()
    /// Whether uncoloured views get an outline and their identifier.
    var outlines = false
    /// Whether views wholly outside a clipping ancestor are skipped.
    var culls = false
    /// The visible rect of the nearest clipping ancestors (their clips
    /// intersected, widened by `cullMargin`) in window coordinates, or nil
    /// when no clip bounds the view being visited.
    var cullRect: Rect?
    /// The classes that draw content (a copy of the shared cache, written
    /// back by the window after the walk: a local is not checked for
    /// exclusive access on every read, a global is).
    var contentTypes = DisplayListContentTypes.shared

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
    func frameOf(_ view: View, animated: Bool) -> Rect {
        if let customFrameOf { return customFrameOf(view) }
        return animated ? view.presentationFrame : view.storedFrame
    }

    /// Records `view` and its subtree; `parentOrigin` is where the
    /// superview's bounds origin lies in window coordinates.
    mutating func visit(_ view: View, parentOrigin: Point, parentOpacity: Double) {
        // The out-of-line storage, read once. Without animation state and
        // effects (a view with no extras, or only a corner radius or
        // border), every presentation value is the model value, read
        // directly: no effect can apply, and no accessor re-reads `extras`.
        var radius = 0.0, borderWidth = 0.0
        var hasEffectsOrAnimation = false, animated = false
        var drawing: ViewDrawing?
        if let extras = view.extras {
            drawing = extras.drawing
            radius = extras.cornerRadius
            borderWidth = extras.borderWidth
            animated = extras.presentation != nil
            hasEffectsOrAnimation = animated || extras.effects != nil
        }
        let frame = frameOf(view, animated: animated)
        let rect = Rect(x: parentOrigin.x + frame.origin.x, y: parentOrigin.y + frame.origin.y,
                        width: frame.size.width, height: frame.size.height)
        if let cull = cullRect, isCulled(view, rect: rect, cull: cull) { return }
        let alpha: Double
        if hasEffectsOrAnimation {
            if view.presentationIsHidden { return }
            alpha = view.presentationAlpha
        } else {
            if view.storedHidden { return }
            alpha = view.storedAlpha
        }
        if alpha <= 0 { return }
        var opacity = parentOpacity * alpha
        let outerCullRect = cullRect
        defer { cullRect = outerCullRect }
        // The clips around a transformed view no longer bound its subviews'
        // untransformed frames: they are not culled by them.
        var inheritedCullRect = outerCullRect
        // Effects (transform, shadow): only views with effects storage or
        // animation state can have them.
        var transformIndex = -1
        var layerIndex = -1
        if hasEffectsOrAnimation, let t = view.presentationTransformIfNotIdentity {
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
        if hasEffectsOrAnimation { appendShadow(of: view, rect: rect, radius: radius, opacity: opacity) }
        var backgroundIndex = -1
        if let fill = hasEffectsOrAnimation ? view.presentationBackgroundColor : view.storedBackgroundColor {
            backgroundIndex = commands.count
            commands.append(.rect(RectCommand(rect: rect, fill: fill, cornerRadius: radius, opacity: opacity)))
        }
        let countBeforeContent = commands.count
        let clips = view.storedClipsToBounds
        if clips {
            commands.append(.pushClip(rect: rect, cornerRadius: radius))
            if culls {
                let visible = rect.standardized.insetBy(dx: -Self.cullMargin, dy: -Self.cullMargin)
                // (Not `Optional.map`: a closure formed here is checked for
                // the main actor each time it runs.)
                if let inherited = inheritedCullRect {
                    cullRect = inherited.intersection(visible)
                } else {
                    cullRect = visible
                }
            }
        }
        let boundsOrigin = view.storedBoundsOrigin
        let origin = Point(x: rect.origin.x - boundsOrigin.x, y: rect.origin.y - boundsOrigin.y)
        var showsContent = false
        if let content = contentTypes.contentType(of: view) {
            content.appendContent(of: view, to: &commands, in: rect, opacity: opacity)
            showsContent = outlines && content.showsContent(of: view)
        }
        if view.storedNeedsDisplay || drawing != nil {
            appendDrawing(of: view, kept: drawing, in: rect, opacity: opacity)
            if outlines, view.extras?.drawing != nil { showsContent = true }
        }
        visitSubviews(of: view, origin: origin, opacity: opacity)
        if clips {
            // Nothing drawn inside the clip: drop it (every pushClip drawn
            // inside was closed or dropped, so the last one is this one).
            if commands.count == countBeforeContent + 1 { commands.removeLast() } else { commands.append(.popClip) }
        }
        if outlines, view.backgroundColor == nil, view.superview != nil, !showsContent {
            appendOutline(of: view, rect: rect)
        }
        if borderWidth > 0 {
            let borderColor = view.presentationBorderColor
            if backgroundIndex >= 0, commands.count == countBeforeContent, case .rect(var r) = commands[backgroundIndex] {
                r.borderWidth = borderWidth
                r.borderColor = borderColor
                commands[backgroundIndex] = .rect(r)
            } else {
                commands.append(.rect(RectCommand(rect: rect, fill: nil, cornerRadius: radius, borderWidth: borderWidth,
                                                  borderColor: borderColor, opacity: opacity)))
            }
        }
        if layerIndex >= 0 { endLayer(startedAt: layerIndex) }
        if transformIndex >= 0 {
            if commands.count == transformIndex + 1 { commands.removeLast() } else { commands.append(.popTransform) }
        }
    }

    /// Visits the subviews of `view`, back to front: all of them, or, under
    /// a cull rect, those its subview index cannot rule out
    /// (`DisplayListBuilder+Culling.swift`).
    mutating func visitSubviews(of view: View, origin: Point, opacity: Double) {
        if let cull = cullRect, customFrameOf == nil, view.storedSubviews.count >= SubviewIndex.minimumCount {
            visitIndexedSubviews(of: view, origin: origin, opacity: opacity, cull: cull)
            return
        }
        // A local copy keeps every subview alive while they are visited,
        // so each is lent to `visit` without a retain and a release (the
        // array never changes during a visit); and the property is read
        // once, not held open across the visits (a run-time exclusivity
        // record per view).
        let subviews = view.storedSubviews
        if subviews.isEmpty { return }
        Self.withUnretained(subviews) { views in
            for subview in views {
                Self.lend(subview) { visit($0, parentOrigin: origin, parentOpacity: opacity) }
            }
        }
    }

    /// Calls `body` with the views of `views` as unretained references
    /// (`views` keeps them alive). Not isolated: a closure written in a
    /// main-actor function and handed to the standard library is checked
    /// for the main actor on every call, which costs more than the retain
    /// it saves.
    @inline(__always)
    nonisolated static func withUnretained(_ views: [View], _ body: (UnsafeBufferPointer<Unmanaged<View>>) -> Void) {
        views.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<View>.self, body)
        }
    }

    /// Calls `body` with the view `ref` points at, not retained.
    @inline(__always)
    nonisolated static func lend(_ ref: Unmanaged<View>, _ body: (View) -> Void) {
        ref._withUnsafeGuaranteedRef(body)
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
                                      face: DefaultTextMeasurer.current.primaryFace, color: DisplayOutline.color)))
    }
}
