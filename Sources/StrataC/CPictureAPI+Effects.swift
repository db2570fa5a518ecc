import Strata

/// The effect commands in `StrataCommand` (strata.h names each field's use).
enum EffectCommandKind {
    static let pushTransform: Int64 = 5, popTransform: Int64 = 6, shadow: Int64 = 7
    static let beginLayer: Int64 = 8, endLayer: Int64 = 9, gradient: Int64 = 10
}

/// Writes an effect command (transform, shadow, layer, gradient) into the
/// zeroed `StrataCommand` at `p`.
func putEffect(_ command: DisplayCommand, _ p: UnsafeMutableRawPointer) {
    func kind(_ k: Int64) { p.storeBytes(of: k, toByteOffset: CommandLayout.kind, as: Int64.self) }
    switch command {
    case .pushTransform(let t):
        // rect = (a, b, c, d); corner_radius = tx; border_width = ty.
        kind(EffectCommandKind.pushTransform)
        p.put(Rect(x: t.a, y: t.b, width: t.c, height: t.d), CommandLayout.rect)
        p.put(t.tx, CommandLayout.cornerRadius)
        p.put(t.ty, CommandLayout.borderWidth)
    case .popTransform:
        kind(EffectCommandKind.popTransform)
    case .shadow(let s):
        // rect = the shape already moved by the offset; border_width = blur radius; fill = colour.
        kind(EffectCommandKind.shadow)
        p.put(s.shadowRect, CommandLayout.rect)
        p.put(s.cornerRadius, CommandLayout.cornerRadius)
        p.put(s.radius, CommandLayout.borderWidth)
        p.put(s.opacity, CommandLayout.opacity)
        p.put(s.color, CommandLayout.fill)
        p.storeBytes(of: 1, toByteOffset: CommandLayout.hasFill, as: Int64.self)
    case .beginLayer(let opacity):
        kind(EffectCommandKind.beginLayer)
        p.put(opacity, CommandLayout.opacity)
    case .endLayer:
        kind(EffectCommandKind.endLayer)
    case .gradient(let g):
        // rect, corner_radius, opacity; fill = first colour, border = last;
        // text_color = (start.x, start.y, end.x, end.y); has_fill = 0 axial, 1 radial.
        kind(EffectCommandKind.gradient)
        p.put(g.rect, CommandLayout.rect)
        p.put(g.cornerRadius, CommandLayout.cornerRadius)
        p.put(g.opacity, CommandLayout.opacity)
        p.put(g.colors.first ?? .clear, CommandLayout.fill)
        p.put(g.colors.last ?? .clear, CommandLayout.border)
        p.put(Color(red: g.startPoint.x, green: g.startPoint.y, blue: g.endPoint.x, alpha: g.endPoint.y),
              CommandLayout.textColor)
        p.storeBytes(of: g.type == .radial ? 1 : 0, toByteOffset: CommandLayout.hasFill, as: Int64.self)
    default:
        break   // the other commands are written by strata_window_display_list itself
    }
}
