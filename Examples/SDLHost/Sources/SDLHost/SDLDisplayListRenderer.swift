import CSDL2
import Strata
import StrataRaster

/// Draws a `DisplayList` with `SDL_Renderer`: rectangles as filled spans
/// (rounded corners row by row), borders as the ring between two such
/// shapes, clips as clip rectangles (a rounded clip clips to its bounds),
/// text as textures that `StrataRaster` makes and this cache keeps, and
/// images as textures kept per `ImageIdentity` (`SDLImageTextures`).
/// Effects (SDLDisplayListRenderer+Effects.swift): under a transform,
/// shapes become triangles (`SDL_RenderGeometry`) and textures turned
/// quads; shadows and gradients are textures `StrataRaster` draws once;
/// a layer is a target texture composited with its opacity.
@MainActor
final class SDLDisplayListRenderer {
    let renderer: OpaquePointer
    /// Pixels per point (the renderer's scale).
    let scale: Double
    private var textures: [TextRun: (texture: OpaquePointer, width: Double, height: Double)] = [:]
    private var clips: [Rect] = []
    /// Image textures by identity (`SDLImageTextures`).
    private var images = SDLImageTextures()
    /// The transforms in effect (window points → points), innermost last;
    /// empty: none.
    var transforms: [AffineTransform] = []
    /// Textures of shadows and gradients (their rectangle moved to the origin).
    var effectTextures: [DisplayCommand: (texture: OpaquePointer, box: Rect)] = [:]
    /// The layers being drawn: their target textures and opacities.
    var layers: [(texture: OpaquePointer?, opacity: Double)] = []
    /// Target textures kept for the next frame's layers.
    var spareTargets: [OpaquePointer] = []

    init(renderer: OpaquePointer, scale: Double) {
        self.renderer = renderer
        self.scale = scale
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    func draw(_ list: DisplayList) {
        clips.removeAll(keepingCapacity: true)
        SDL_RenderSetClipRect(renderer, nil)
        transforms.removeAll(keepingCapacity: true)
        for command in list.commands {
            switch command {
            case .rect(let r) where !transforms.isEmpty:
                drawTransformedRect(r)
            case .rect(let r):
                if let fill = r.fill { fillShape(r.rect, radius: r.cornerRadius, color: fill, opacity: r.opacity, inset: 0) }
                if r.borderWidth > 0 {
                    strokeShape(r.rect, radius: r.cornerRadius, width: r.borderWidth, color: r.borderColor, opacity: r.opacity)
                }
            case .pushClip(let rect, _):
                // Under a transform, the clip is the box of the moved rectangle.
                let moved = transforms.last.map { rect.applying($0) } ?? rect
                let clip = clips.last.map { intersect($0, moved) } ?? moved
                clips.append(clip)
                applyClip()
            case .popClip:
                _ = clips.popLast()
                applyClip()
            case .text(let run):
                drawText(run)
            case .image(let image):
                images.draw(image, renderer: renderer, scale: scale)
            case .pushTransform(let t):
                transforms.append(transforms.last.map { t.concatenating($0) } ?? t)
            case .popTransform:
                _ = transforms.popLast()
            case .shadow, .gradient, .path:
                drawEffectTexture(command)
            case .beginLayer(let opacity):
                beginLayer(opacity: opacity)
            case .endLayer:
                endLayer()
            }
        }
        while !layers.isEmpty { endLayer() }
        if textures.count > 512 { flushTextures() }
        if effectTextures.count > 256 { flushEffectTextures() }
    }

    /// Frees every cached texture.
    func flushTextures() {
        for (_, entry) in textures { SDL_DestroyTexture(entry.texture) }
        textures.removeAll()
    }

    func applyClip() {
        guard let c = clips.last else { SDL_RenderSetClipRect(renderer, nil); return }
        var rect = SDL_Rect(x: Int32((c.minX * scale).rounded(.down)), y: Int32((c.minY * scale).rounded(.down)),
                            w: Int32(max(0, (c.width * scale).rounded(.up))), h: Int32(max(0, (c.height * scale).rounded(.up))))
        SDL_RenderSetClipRect(renderer, &rect)
    }

    private func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(0, min(a.maxX, b.maxX) - x0), height: max(0, min(a.maxY, b.maxY) - y0))
    }

    func setColor(_ c: Color, _ opacity: Double) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        SDL_SetRenderDrawColor(renderer, byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha * opacity))
    }

    /// The left and right ends of a rounded rectangle's row at height `y`
    /// (points), or `nil` outside it.
    private func span(_ rect: Rect, radius: Double, y: Double) -> (Double, Double)? {
        guard y >= rect.minY, y <= rect.maxY else { return nil }
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        var inset = 0.0
        let dy = y < rect.minY + r ? rect.minY + r - y : (y > rect.maxY - r ? y - (rect.maxY - r) : 0)
        if dy > 0 { inset = r - (r * r - dy * dy).squareRoot() }
        return (rect.minX + inset, rect.maxX - inset)
    }

    /// Fills the (rounded) rectangle one pixel row at a time.
    private func fillShape(_ rect: Rect, radius: Double, color: Color, opacity: Double, inset: Double) {
        setColor(color, opacity)
        if radius <= 0 {
            var r = SDL_FRect(x: Float(rect.minX * scale), y: Float(rect.minY * scale),
                              w: Float(rect.width * scale), h: Float(rect.height * scale))
            SDL_RenderFillRectF(renderer, &r)
            return
        }
        let top = Int((rect.minY * scale).rounded(.down)), bottom = Int((rect.maxY * scale).rounded(.up))
        for py in top..<bottom {
            guard let (x0, x1) = span(rect, radius: radius, y: (Double(py) + 0.5) / scale) else { continue }
            var r = SDL_FRect(x: Float(x0 * scale), y: Float(py), w: Float((x1 - x0) * scale), h: 1)
            SDL_RenderFillRectF(renderer, &r)
        }
    }

    /// The ring between the rectangle and the one `width` inside it.
    private func strokeShape(_ rect: Rect, radius: Double, width: Double, color: Color, opacity: Double) {
        setColor(color, opacity)
        let inner = Rect(x: rect.minX + width, y: rect.minY + width, width: max(0, rect.width - 2 * width),
                         height: max(0, rect.height - 2 * width))
        let top = Int((rect.minY * scale).rounded(.down)), bottom = Int((rect.maxY * scale).rounded(.up))
        for py in top..<bottom {
            let y = (Double(py) + 0.5) / scale
            guard let (x0, x1) = span(rect, radius: radius, y: y) else { continue }
            if let (i0, i1) = span(inner, radius: max(0, radius - width), y: y), inner.width > 0 {
                var left = SDL_FRect(x: Float(x0 * scale), y: Float(py), w: Float((i0 - x0) * scale), h: 1)
                var right = SDL_FRect(x: Float(i1 * scale), y: Float(py), w: Float((x1 - i1) * scale), h: 1)
                SDL_RenderFillRectF(renderer, &left)
                SDL_RenderFillRectF(renderer, &right)
            } else {
                var row = SDL_FRect(x: Float(x0 * scale), y: Float(py), w: Float((x1 - x0) * scale), h: 1)
                SDL_RenderFillRectF(renderer, &row)
            }
        }
    }

    /// Draws a run from a cached texture of its glyphs.
    private func drawText(_ run: TextRun) {
        var key = run
        key.origin = .zero
        let entry: (texture: OpaquePointer, width: Double, height: Double)
        if let cached = textures[key] {
            entry = cached
        } else {
            guard let made = makeTexture(key) else { return }
            textures[key] = made
            entry = made
        }
        let box = Raster.bounds(of: key, scale: scale)   // around the baseline's start at (0, 0)
        let placed = Rect(x: run.origin.x + box.minX, y: run.origin.y + box.minY, width: entry.width, height: entry.height)
        if !transforms.isEmpty {
            drawTexture(entry.texture, in: placed, opacity: 1)
            return
        }
        var dst = SDL_FRect(x: Float(placed.minX * scale), y: Float(placed.minY * scale),
                            w: Float(entry.width * scale), h: Float(entry.height * scale))
        SDL_RenderCopyF(renderer, entry.texture, nil, &dst)
    }

    /// The run drawn by `Raster` on a transparent canvas, as a texture.
    private func makeTexture(_ run: TextRun) -> (texture: OpaquePointer, width: Double, height: Double)? {
        // The built-in font or the run's face (`Raster` draws both).
        let box = Raster.bounds(of: run, scale: scale)
        let width = box.width, height = box.height
        var placed = run
        placed.origin = Point(x: -box.minX, y: -box.minY)
        let canvas = Raster(scale: scale).render(DisplayList(size: Size(width: width, height: height),
                                                             commands: [.text(placed)]))
        guard canvas.width > 0, canvas.height > 0,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(canvas.width), Int32(canvas.height)) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        _ = canvas.bytes.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(4 * canvas.width)) }
        return (texture, width, height)
    }
}
