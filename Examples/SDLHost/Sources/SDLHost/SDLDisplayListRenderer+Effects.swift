import CSDL2
#if canImport(Glibc)
import Glibc
#endif
import Strata
import StrataRaster

/// The effect commands (Docs/Effects.md) with `SDL_Renderer`.
extension SDLDisplayListRenderer {
    /// A point in window points through the transforms, in pixels.
    func pixel(_ p: Point) -> SDL_FPoint {
        let q = transforms.last.map { p.applying($0) } ?? p
        return SDL_FPoint(x: Float(q.x * scale), y: Float(q.y * scale))
    }

    /// The outline of a rounded rectangle with `segments` straight pieces
    /// per corner, clockwise from the top-left corner's end.
    func outline(_ rect: Rect, radius: Double, segments: Int = 8) -> [Point] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let corners: [(Double, Double, Double)] = [
            (rect.maxX - r, rect.minY + r, -Double.pi / 2), (rect.maxX - r, rect.maxY - r, 0),
            (rect.minX + r, rect.maxY - r, Double.pi / 2), (rect.minX + r, rect.minY + r, Double.pi),
        ]
        var points: [Point] = []
        for (cx, cy, start) in corners {
            for i in 0...segments {
                let a = start + Double.pi / 2 * Double(i) / Double(segments)
                points.append(Point(x: cx + r * cos(a), y: cy + r * sin(a)))
            }
        }
        return points
    }

    func vertex(_ p: Point, _ c: Color, _ opacity: Double, _ uv: SDL_FPoint = SDL_FPoint(x: 0, y: 0)) -> SDL_Vertex {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return SDL_Vertex(position: pixel(p), color: SDL_Color(r: byte(c.red), g: byte(c.green), b: byte(c.blue),
                                                               a: byte(c.alpha * opacity)), tex_coord: uv)
    }

    /// A rectangle under a transform: its fill as a triangle fan, its
    /// border as a strip between the outline and the outline inset by the
    /// border width (both with the same number of points).
    func drawTransformedRect(_ r: RectCommand) {
        let rect = r.rect.standardized
        let outer = outline(rect, radius: r.cornerRadius)
        if let fill = r.fill {
            let center = Point(x: rect.midX, y: rect.midY)
            var vertices = [vertex(center, fill, r.opacity)] + outer.map { vertex($0, fill, r.opacity) }
            vertices.append(vertices[1])
            var indices: [Int32] = []
            for i in 1..<(vertices.count - 1) { indices += [0, Int32(i), Int32(i + 1)] }
            SDL_RenderGeometry(renderer, nil, &vertices, Int32(vertices.count), &indices, Int32(indices.count))
        }
        guard r.borderWidth > 0 else { return }
        let w = min(r.borderWidth, rect.width / 2, rect.height / 2)
        let inner = outline(rect.insetBy(dx: w, dy: w), radius: max(0, r.cornerRadius - w))
        var vertices: [SDL_Vertex] = []
        var indices: [Int32] = []
        for i in 0..<outer.count {
            vertices.append(vertex(outer[i], r.borderColor, r.opacity))
            vertices.append(vertex(inner[i], r.borderColor, r.opacity))
        }
        let n = Int32(outer.count)
        for i in 0..<n {
            let a = 2 * i, b = 2 * i + 1, c = 2 * ((i + 1) % n), d = 2 * ((i + 1) % n) + 1
            indices += [a, b, c, b, d, c]
        }
        SDL_RenderGeometry(renderer, nil, &vertices, Int32(vertices.count), &indices, Int32(indices.count))
    }

    /// A texture over `rect` (window points), through the transforms.
    func drawTexture(_ texture: OpaquePointer, in rect: Rect, opacity: Double) {
        let c = Color.white
        var vertices = [
            vertex(Point(x: rect.minX, y: rect.minY), c, opacity, SDL_FPoint(x: 0, y: 0)),
            vertex(Point(x: rect.maxX, y: rect.minY), c, opacity, SDL_FPoint(x: 1, y: 0)),
            vertex(Point(x: rect.maxX, y: rect.maxY), c, opacity, SDL_FPoint(x: 1, y: 1)),
            vertex(Point(x: rect.minX, y: rect.maxY), c, opacity, SDL_FPoint(x: 0, y: 1)),
        ]
        var indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, texture, &vertices, 4, &indices, 6)
    }

    /// A shadow, gradient or path: drawn once by `StrataRaster` into a texture
    /// (the command moved to the origin is the cache key), then placed.
    func drawEffectTexture(_ command: DisplayCommand) {
        guard let bounds = Raster.bounds(of: command, scale: scale), bounds.width > 0, bounds.height > 0 else { return }
        var key = command
        switch command {
        case .shadow(var s):
            s.rect = s.rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            key = .shadow(s)
        case .gradient(var g):
            g.rect = g.rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            key = .gradient(g)
        case .path(var p):
            // A path is rasterised by StrataRaster (anti-aliased, both fill
            // rules, strokes through `Path.strokedPath`) into a texture.
            p.path = p.path.applying(AffineTransform(translationX: -bounds.minX, y: -bounds.minY))
            key = .path(p)
        default:
            return
        }
        let texture: OpaquePointer
        if let cached = effectTextures[key] {
            texture = cached.texture
        } else {
            let canvas = Raster(scale: scale).render(DisplayList(size: bounds.size, commands: [key]))
            guard canvas.width > 0, canvas.height > 0,
                  let made = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                               Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                               Int32(canvas.width), Int32(canvas.height)) else { return }
            SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
            _ = canvas.bytes.withUnsafeBytes { SDL_UpdateTexture(made, nil, $0.baseAddress, Int32(4 * canvas.width)) }
            effectTextures[key] = (made, bounds)
            texture = made
        }
        let placed = Rect(x: bounds.minX, y: bounds.minY, width: (bounds.width * scale).rounded(.up) / scale,
                          height: (bounds.height * scale).rounded(.up) / scale)
        drawTexture(texture, in: placed, opacity: 1)
    }

    func flushEffectTextures() {
        for (_, entry) in effectTextures { SDL_DestroyTexture(entry.texture) }
        effectTextures.removeAll()
    }

    /// Starts a layer: later drawing goes to a transparent target texture
    /// the size of the output (premultiplied by SDL's blending into it).
    func beginLayer(opacity: Double) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        var target = spareTargets.popLast()
        if let t = target {
            var tw: Int32 = 0, th: Int32 = 0
            SDL_QueryTexture(t, nil, nil, &tw, &th)
            if tw != w || th != h { SDL_DestroyTexture(t); target = nil }
        }
        if target == nil {
            target = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
        }
        layers.append((target, opacity))
        guard let target else { return }
        SDL_SetRenderTarget(renderer, target)
        applyClip()
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Ends a layer: the target texture (premultiplied) is drawn over the
    /// previous target with the layer's opacity.
    func endLayer() {
        guard let layer = layers.popLast() else { return }
        SDL_SetRenderTarget(renderer, layers.last(where: { $0.texture != nil })?.texture)
        applyClip()
        guard let texture = layer.texture else { return }
        let premultiplied = SDL_ComposeCustomBlendMode(SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                                                       SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        SDL_SetTextureBlendMode(texture, premultiplied)
        let o = UInt8((min(max(layer.opacity, 0), 1) * 255).rounded())
        SDL_SetTextureColorMod(texture, o, o, o)
        SDL_SetTextureAlphaMod(texture, o)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderCopy(renderer, texture, nil, nil)
        applyClip()
        spareTargets.append(texture)
    }
}
