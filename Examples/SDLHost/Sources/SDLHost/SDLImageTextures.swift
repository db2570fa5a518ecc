import CSDL2
import Strata

/// The textures of the images a display list draws, one per
/// `ImageIdentity.id` (and one more, white with the image's alpha, for
/// images drawn with a tint): uploaded once, and again when the command's
/// `identity.generation` is newer than the texture's.
@MainActor
struct SDLImageTextures {
    struct Entry {
        var texture: OpaquePointer
        var generation: UInt64
    }

    /// Keyed by `(id, tinted)`.
    private var textures: [Key: Entry] = [:]

    struct Key: Hashable {
        var id: UInt64
        var tinted: Bool
    }

    /// Draws `command`: `source` of the image's texture over `destination`,
    /// alpha-modulated by `opacity`, colour-modulated by `tint` (on the
    /// white copy), linear or nearest, one copy per tile when it tiles.
    /// Under a transform (`transform`, window points to points) each copy
    /// is a turned quad (`SDL_RenderGeometry`).
    mutating func draw(_ command: ImageCommand, renderer: OpaquePointer, scale: Double, transform: AffineTransform? = nil) {
        guard let texture = texture(for: command, renderer: renderer) else { return }
        SDL_SetTextureScaleMode(texture, command.filter == .nearest ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
        SDL_SetTextureAlphaMod(texture, UInt8((min(max(command.opacity * (command.tint?.alpha ?? 1), 0), 1) * 255).rounded()))
        if let tint = command.tint {
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            SDL_SetTextureColorMod(texture, byte(tint.red), byte(tint.green), byte(tint.blue))
        } else {
            SDL_SetTextureColorMod(texture, 255, 255, 255)
        }
        let d = command.destination.standardized, s = command.source.standardized
        guard let tile = command.tileSize, tile.width > 0, tile.height > 0 else {
            copy(texture, renderer, source: s, destination: d, scale: scale, transform: transform)
            return
        }
        // One copy per repeat; the last ones cut (source and destination alike).
        var y = d.minY
        while y < d.maxY {
            let h = min(tile.height, d.maxY - y)
            var x = d.minX
            while x < d.maxX {
                let w = min(tile.width, d.maxX - x)
                let part = Rect(x: s.minX, y: s.minY, width: s.width * w / tile.width, height: s.height * h / tile.height)
                copy(texture, renderer, source: part, destination: Rect(x: x, y: y, width: w, height: h), scale: scale,
                     transform: transform)
                x += tile.width
            }
            y += tile.height
        }
    }

    private func copy(_ texture: OpaquePointer, _ renderer: OpaquePointer, source: Rect, destination: Rect, scale: Double,
                      transform: AffineTransform? = nil) {
        if let t = transform {
            var tw: Int32 = 0, th: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &tw, &th)
            guard tw > 0, th > 0 else { return }
            var mod = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            SDL_GetTextureColorMod(texture, &mod.r, &mod.g, &mod.b)
            SDL_GetTextureAlphaMod(texture, &mod.a)
            func vertex(_ x: Double, _ y: Double, _ u: Double, _ v: Double) -> SDL_Vertex {
                let p = Point(x: x, y: y).applying(t)
                return SDL_Vertex(position: SDL_FPoint(x: Float(p.x * scale), y: Float(p.y * scale)), color: mod,
                                  tex_coord: SDL_FPoint(x: Float(u / Double(tw)), y: Float(v / Double(th))))
            }
            let d = destination, s = source
            var vertices = [vertex(d.minX, d.minY, s.minX, s.minY), vertex(d.maxX, d.minY, s.maxX, s.minY),
                            vertex(d.maxX, d.maxY, s.maxX, s.maxY), vertex(d.minX, d.maxY, s.minX, s.maxY)]
            var indices: [Int32] = [0, 1, 2, 0, 2, 3]
            SDL_RenderGeometry(renderer, texture, &vertices, 4, &indices, 6)
            return
        }
        var src = SDL_Rect(x: Int32(source.minX), y: Int32(source.minY),
                           w: Int32(source.width.rounded(.up)), h: Int32(source.height.rounded(.up)))
        var dst = SDL_FRect(x: Float(destination.minX * scale), y: Float(destination.minY * scale),
                            w: Float(destination.width * scale), h: Float(destination.height * scale))
        SDL_RenderCopyF(renderer, texture, &src, &dst)
    }

    /// The texture for the command's image, uploaded when missing or older
    /// than the command's generation.
    private mutating func texture(for command: ImageCommand, renderer: OpaquePointer) -> OpaquePointer? {
        let key = Key(id: command.identity.id, tinted: command.tint != nil)
        if let entry = textures[key], entry.generation == command.identity.generation { return entry.texture }
        if let old = textures.removeValue(forKey: key) { SDL_DestroyTexture(old.texture) }
        let image = command.image
        guard image.pixelWidth > 0, image.pixelHeight > 0,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(image.pixelWidth), Int32(image.pixelHeight)) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        var pixels = image.rgba
        if key.tinted {  // a template: white, with the image's alpha
            for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = 255; pixels[i + 1] = 255; pixels[i + 2] = 255 }
        }
        _ = pixels.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(4 * image.pixelWidth)) }
        textures[key] = Entry(texture: texture, generation: command.identity.generation)
        return texture
    }

    /// Frees every texture.
    mutating func removeAll() {
        for key in textures.keys.sorted(by: { ($0.id, $0.tinted ? 1 : 0) < ($1.id, $1.tinted ? 1 : 0) }) {
            if let entry = textures[key] { SDL_DestroyTexture(entry.texture) }
        }
        textures.removeAll()
    }
}
