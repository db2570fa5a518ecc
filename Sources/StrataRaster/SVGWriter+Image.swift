import Strata

/// The images an SVG document has defined so far: each is embedded once,
/// as a PNG `data:` URI in `<defs>`, the first time a command draws it, and
/// every command that draws it refers to it with `<use>`.
struct SVGImageDefinitions {
    /// The element id (`imageN`) of each image written, by identity.
    var ids: [ImageIdentity: String] = [:]
    /// Filters and patterns written so far (for unique ids).
    var effects = 0
}

extension SVGWriter {
    /// Writes an `.image` command: a nested `<svg>` whose `viewBox` is the
    /// source rectangle (in image pixels) scaled onto the destination, so
    /// only the source shows; a template image gets an `feFlood` +
    /// `feComposite in` filter (the tint where the image is opaque);
    /// `.nearest` adds `image-rendering: pixelated`; a tiled command
    /// becomes a `<pattern>` filling the destination.
    func writeImage(_ c: ImageCommand, images: inout SVGImageDefinitions, depth: Int, into out: inout SVGOutput) {
        let image = c.image
        let d = c.destination.standardized, s = c.source.standardized
        guard image.pixelWidth > 0, image.pixelHeight > 0, d.width > 0, d.height > 0, s.width > 0, s.height > 0,
              c.opacity > 0 else { return }
        let id = defineImage(image, images: &images, depth: depth, into: &out)
        var filter: String? = nil
        if let tint = c.tint {
            images.effects += 1
            let name = "tint\(images.effects)"
            filter = name
            out.appendIndent(depth)
            out.append("<filter id=\"\(name)\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"><feFlood")
            appendPaint("flood-color", tint, 1, into: &out)
            out.append("/><feComposite in2=\"SourceGraphic\" operator=\"in\"/></filter>\n")
        }
        let tile = c.tileSize.map { Rect(x: d.minX, y: d.minY, width: $0.width, height: $0.height) }
        var pattern: String? = nil
        if let tile {
            images.effects += 1
            let name = "tile\(images.effects)"
            pattern = name
            out.appendIndent(depth)
            out.append("<pattern id=\"\(name)\" patternUnits=\"userSpaceOnUse\"")
            appendBox(tile, into: &out)
            out.append(">")
        } else {
            out.appendIndent(depth)
        }
        out.append("<svg")
        appendBox(tile.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) } ?? d, into: &out)
        out.append(" viewBox=\"")
        out.append(number: s.minX)
        out.append(" ")
        out.append(number: s.minY)
        out.append(" ")
        out.append(number: s.width)
        out.append(" ")
        out.append(number: s.height)
        out.append("\" preserveAspectRatio=\"none\"")
        if pattern == nil, c.opacity < 1 {
            out.append(" opacity=\"")
            out.append(number: c.opacity)
            out.append("\"")
        }
        out.append("><use href=\"#\(id)\"")
        if let filter { out.append(" filter=\"url(#\(filter))\"") }
        if c.filter == .nearest { out.append(" style=\"image-rendering:pixelated\"") }
        out.append("/></svg>")
        if let pattern {
            out.append("</pattern>\n")
            out.appendIndent(depth)
            out.append("<rect")
            appendBox(d, into: &out)
            out.append(" fill=\"url(#\(pattern))\"")
            if c.opacity < 1 {
                out.append(" opacity=\"")
                out.append(number: c.opacity)
                out.append("\"")
            }
            out.append("/>")
        }
        out.append("\n")
    }

    /// ` x="…" y="…" width="…" height="…"`.
    func appendBox(_ r: Rect, into out: inout SVGOutput) {
        out.append(" x=\"")
        out.append(number: r.minX)
        out.append("\" y=\"")
        out.append(number: r.minY)
        out.append("\" width=\"")
        out.append(number: r.width)
        out.append("\" height=\"")
        out.append(number: r.height)
        out.append("\"")
    }

    /// The id of `image`'s `<image>` definition, writing it (a PNG `data:`
    /// URI, one SVG unit a pixel) the first time.
    func defineImage(_ image: Image, images: inout SVGImageDefinitions, depth: Int, into out: inout SVGOutput) -> String {
        if let id = images.ids[image.identity] { return id }
        let id = "image\(images.ids.count + 1)"
        images.ids[image.identity] = id
        var canvas = Canvas(width: image.pixelWidth, height: image.pixelHeight)
        canvas.bytes = image.rgba
        out.appendIndent(depth)
        out.append("<defs><image id=\"\(id)\" width=\"\(image.pixelWidth)\" height=\"\(image.pixelHeight)\" ")
        out.append("preserveAspectRatio=\"none\" href=\"data:image/png;base64,")
        out.append(base64Encoded(PNGEncoder().encode(canvas)))
        out.append("\"/></defs>\n")
        return id
    }
}
