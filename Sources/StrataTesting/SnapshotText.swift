import Strata

/// The text forms of `.layout` and `.displayList`: deterministic (tree and
/// command order only, fixed key order, numbers as Swift prints them).
@MainActor
enum SnapshotText {
    /// A number: integral values without a fractional part.
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }

    /// `[x, y, width, height]`.
    static func rect(_ r: Rect) -> String {
        "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]"
    }

    /// A JSON string literal.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The `.layout` JSON of `window`: an object with the window size and a
    /// `views` array, one view a line, in tree order.
    static func layout(of window: Window) -> String {
        window.layoutIfNeeded()
        var lines: [String] = []
        func visit(_ view: View, path: String) {
            var s = "{\"path\": \(string(path)), \"id\": \(view.identifier.map(string) ?? "null")"
            s += ", \"type\": \(string(String(describing: type(of: view))))"
            s += ", \"frame\": \(rect(view.frame)), \"presentationFrame\": \(rect(view.presentationFrame))"
            s += ", \"hidden\": \(view.isHidden), \"alpha\": \(number(view.alpha))}"
            lines.append(s)
            for (i, sub) in view.subviews.enumerated() { visit(sub, path: path.isEmpty ? "\(i)" : "\(path).\(i)") }
        }
        visit(window.rootView, path: "")
        let size = window.size
        return "{\n  \"window\": [\(number(size.width)), \(number(size.height))],\n  \"views\": [\n    "
            + lines.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    /// The `.displayList` text of `window`: its size, then one command a line.
    static func displayList(of window: Window) -> String {
        let list = window.displayList()
        var out = "size \(number(list.size.width)) \(number(list.size.height))\n"
        for command in list.commands {
            switch command {
            case .rect(let r):
                out += "rect \(rect(r.rect)) fill \(r.fill.map { $0.description } ?? "none")"
                if r.cornerRadius != 0 { out += " radius \(number(r.cornerRadius))" }
                if r.borderWidth != 0 { out += " border \(number(r.borderWidth)) \(r.borderColor)" }
                if r.opacity != 1 { out += " opacity \(number(r.opacity))" }
            case .pushClip(let r, let radius):
                out += "clip \(rect(r))"
                if radius != 0 { out += " radius \(number(radius))" }
            case .popClip:
                out += "unclip"
            case .text(let run):
                out += "text \(string(run.text)) at [\(number(run.origin.x)), \(number(run.origin.y))] size \(number(run.fontSize))"
                out += " font \(string(run.fontName)) color \(run.color)"
                if run.opacity != 1 { out += " opacity \(number(run.opacity))" }
            case .image(let image):
                out += "image \(image.image.pixelWidth)x\(image.image.pixelHeight) at \(rect(image.destination))"
                out += " source \(rect(image.source)) filter \(image.filter)"
                if let tint = image.tint { out += " tint \(tint)" }
                if let tile = image.tileSize { out += " tile [\(number(tile.width)), \(number(tile.height))]" }
                if image.opacity != 1 { out += " opacity \(number(image.opacity))" }
            case .pushTransform(let t):
                out += "transform [\(number(t.a)), \(number(t.b)), \(number(t.c)), \(number(t.d)), \(number(t.tx)), \(number(t.ty))]"
            case .popTransform:
                out += "untransform"
            case .shadow(let shadow):
                out += "shadow \(rect(shadow.rect)) offset [\(number(shadow.offset.width)), \(number(shadow.offset.height))]"
                out += " radius \(number(shadow.radius)) color \(shadow.color)"
                if shadow.cornerRadius != 0 { out += " corner \(number(shadow.cornerRadius))" }
                if shadow.opacity != 1 { out += " opacity \(number(shadow.opacity))" }
            case .beginLayer(let opacity):
                out += "layer opacity \(number(opacity))"
            case .endLayer:
                out += "unlayer"
            case .gradient(let gradient):
                out += "gradient \(gradient.type) \(rect(gradient.rect)) colors \(gradient.colors.map(\.description).joined(separator: " "))"
                out += " locations \(gradient.locations.map(number).joined(separator: " "))"
                out += " from [\(number(gradient.startPoint.x)), \(number(gradient.startPoint.y))]"
                out += " to [\(number(gradient.endPoint.x)), \(number(gradient.endPoint.y))]"
                if gradient.cornerRadius != 0 { out += " corner \(number(gradient.cornerRadius))" }
                if gradient.opacity != 1 { out += " opacity \(number(gradient.opacity))" }
            case .path(let path):
                switch path.drawing {
                case .fill(let rule): out += "path fill \(rule)"
                case .stroke(let style):
                    out += "path stroke width \(number(style.lineWidth)) cap \(style.lineCap) join \(style.lineJoin)"
                    if style.lineJoin == .miter { out += " miter \(number(style.miterLimit))" }
                    if style.isDashed { out += " dash \(style.dash.map(number).joined(separator: " ")) phase \(number(style.dashPhase))" }
                }
                out += " color \(path.color) d \(string(path.path.svgPathData))"
                if path.opacity != 1 { out += " opacity \(number(path.opacity))" }
            }
            out += "\n"
        }
        return out
    }
}
