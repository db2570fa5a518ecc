import Strata

/// A layer being drawn (group opacity): what it is blended with, and what
/// drawing went to before it began.
struct LayerState {
    let opacity: Double
    /// The layer's pixels (straight alpha, transparent at first), covering `box`.
    let buffer: UnsafeMutableBufferPointer<UInt8>
    let box: (Int, Int, Int, Int)
    /// The layer's box without the band's limit (what the memory bound counts).
    let fullBox: (Int, Int, Int, Int)
    let savedPixels: UnsafeMutableBufferPointer<UInt8>
    let savedStride: Int
    let savedOriginX: Int, savedOriginY: Int
    let savedBox: (Int, Int, Int, Int)
    let savedFullBox: (Int, Int, Int, Int)
}

extension RasterContext {
    /// For every `beginLayer` of `commands`, in order, the canvas pixels
    /// its content can touch (the bounds of the drawing commands inside,
    /// moved by the transforms in effect, cut to the clips, grown by a
    /// pixel for anti-aliasing): a layer only needs that much memory.
    /// Empty when the list has no layer.
    /// - Complexity: O(commands).
    func measureLayers(_ commands: [DisplayCommand]) -> [(Int, Int, Int, Int)] {
        guard commands.contains(where: { if case .beginLayer = $0 { true } else { false } }) else { return [] }
        var result: [Rect] = []
        var open: [Int] = []
        var matrices: [AffineTransform] = []
        var m = AffineTransform(scaleX: scale, y: scale)
        var clips: [Rect] = []
        var clip = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        for command in commands {
            switch command {
            case .pushTransform(let t):
                matrices.append(m)
                m = t.concatenating(m)
            case .popTransform:
                m = matrices.popLast() ?? m
            case .pushClip(let rect, _):
                clips.append(clip)
                clip = clip.intersection(rect.applying(m))
            case .popClip:
                clip = clips.popLast() ?? clip
            case .beginLayer:
                open.append(result.count)
                result.append(.null)
            case .endLayer:
                if let inner = open.popLast(), let outer = open.last { result[outer] = result[outer].union(result[inner]) }
            default:
                // A drawing command; one whose bounds are unknown may touch
                // anything inside its clips.
                guard let i = open.last else { continue }
                let bounds = Raster.bounds(of: command, scale: scale)?.applying(m) ?? clip
                let drawn = bounds.intersection(clip)
                if !drawn.isNull { result[i] = result[i].union(drawn) }
            }
        }
        return result.map { r in
            guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return (0, 0, 0, 0) }
            let x0 = max(0, Int(max(-1, min(Double(width), r.minX.rounded(.down) - 1))))
            let y0 = max(0, Int(max(-1, min(Double(height), r.minY.rounded(.down) - 1))))
            let x1 = min(width, Int(max(0, min(Double(width), r.maxX.rounded(.up) + 1))))
            let y1 = min(height, Int(max(0, min(Double(height), r.maxY.rounded(.up) + 1))))
            return (x0, y0, max(x0, x1), max(y0, y1))
        }
    }

    /// The most layers drawn into buffers at once, and the most pixels
    /// they may hold together (twice the canvas): deeper or larger nests
    /// are drawn flat, their opacity multiplied into the commands inside
    /// (`flatOpacity`), so memory stays bounded whatever the list.
    static let maximumLayerDepth = 8

    /// Starts drawing into a transparent layer covering what the layer's
    /// content can touch within the clip box.
    mutating func beginLayer(opacity: Double) {
        let measured = layersBegun < layerBounds.count ? layerBounds[layersBegun] : (0, 0, width, height)
        layersBegun += 1
        var b = (max(measured.0, box.0), max(measured.1, box.1), min(measured.2, box.2), min(measured.3, box.3))
        if b.0 >= b.2 || b.1 >= b.3 { b = (box.0, box.1, box.0, box.1) }
        // The memory bound counts the layer's whole box, not the band's
        // part of it, so every band decides alike.
        var full = (max(measured.0, fullBox.0), max(measured.1, fullBox.1), min(measured.2, fullBox.2),
                    min(measured.3, fullBox.3))
        if full.0 >= full.2 || full.1 >= full.3 { full = (fullBox.0, fullBox.1, fullBox.0, fullBox.1) }
        let pixelCount = (b.2 - b.0) * (b.3 - b.1)
        let fullCount = (full.2 - full.0) * (full.3 - full.1)
        if layers.count - flatLayers.count >= Self.maximumLayerDepth || layerPixels + fullCount > 2 * width * height
            || !flatLayers.isEmpty {
            // Flat: no buffer; the commands inside carry the opacity.
            flatLayers.append(flatOpacity)
            flatOpacity *= min(max(opacity, 0), 1)
            layers.append(LayerState(opacity: -1, buffer: UnsafeMutableBufferPointer(start: nil, count: 0), box: box,
                                     fullBox: fullBox,
                                     savedPixels: pixels, savedStride: stride, savedOriginX: originX,
                                     savedOriginY: originY, savedBox: box, savedFullBox: fullBox))
            return
        }
        layerPixels += fullCount
        let count = 4 * pixelCount
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(count, 1))
        buffer.initialize(repeating: 0)
        layers.append(LayerState(opacity: min(max(opacity, 0), 1), buffer: buffer, box: b, fullBox: full,
                                 savedPixels: pixels, savedStride: stride, savedOriginX: originX, savedOriginY: originY,
                                 savedBox: box, savedFullBox: fullBox))
        pixels = buffer
        stride = b.2 - b.0
        originX = b.0
        originY = b.1
        box = b
        fullBox = full
    }

    /// Ends the innermost layer: blends it, with its opacity, over what it
    /// was begun on. An unmatched `endLayer` is a programmer error.
    mutating func endLayer() {
        precondition(!layers.isEmpty, "endLayer without a matching beginLayer")
        let layer = layers.removeLast()
        if layer.opacity < 0 {
            flatOpacity = flatLayers.removeLast()
            return
        }
        layerPixels -= (layer.fullBox.2 - layer.fullBox.0) * (layer.fullBox.3 - layer.fullBox.1)
        pixels = layer.savedPixels
        stride = layer.savedStride
        originX = layer.savedOriginX
        originY = layer.savedOriginY
        box = layer.savedBox
        fullBox = layer.savedFullBox
        let b = layer.box, w = b.2 - b.0
        if layer.opacity > 0 {
            for py in b.1..<b.3 {
                var s = 4 * (py - b.1) * w
                var d = pixelIndex(b.0, py)
                for _ in b.0..<b.2 {
                    let a = layer.buffer[s + 3]
                    if a != 0 {
                        blendPixel(pixels, d, Double(layer.buffer[s]), Double(layer.buffer[s + 1]), Double(layer.buffer[s + 2]),
                                   Double(a) / 255 * layer.opacity)
                    }
                    s += 4
                    d += 4
                }
            }
        }
        layer.buffer.deallocate()
    }

    /// Ends the layers a list left open (as if it ended them).
    mutating func endOpenLayers() {
        while !layers.isEmpty { endLayer() }
    }
}
