import CStrataTypes
import Strata

@c(strata_view_set_transform) @MainActor
public func strata_view_set_transform(_ view: OpaquePointer?, _ transform: StrataTransform) -> Int32 {
    entry("strata_view_set_transform") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        let t = AffineTransform(a: try finite(transform.a, "a"), b: try finite(transform.b, "b"),
                                c: try finite(transform.c, "c"), d: try finite(transform.d, "d"),
                                tx: try finite(transform.tx, "tx"), ty: try finite(transform.ty, "ty"))
        v.window.change { v.view.transform = t }
    }
}

@c(strata_view_transform) @MainActor
public func strata_view_transform(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<StrataTransform>?) -> Int32 {
    entry("strata_view_transform") { () throws(CFailure) in
        let t = try CRegistry.view(view).view.transform
        guard let out else { throw CFailure(.invalidArgument, "out is NULL") }
        out.pointee = StrataTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}

@c(strata_view_set_shadow) @MainActor
public func strata_view_set_shadow(_ view: OpaquePointer?, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double,
                                   _ opacity: Double, _ offsetX: Double, _ offsetY: Double, _ radius: Double) -> Int32 {
    entry("strata_view_set_shadow") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        let color = Color(red: try finite(red, "red"), green: try finite(green, "green"), blue: try finite(blue, "blue"),
                          alpha: try finite(alpha, "alpha"))
        let o = try finite(opacity, "opacity")
        let offset = Size(width: try finite(offsetX, "offset_x"), height: try finite(offsetY, "offset_y"))
        let r = try finite(radius, "radius")
        guard r >= 0 else { throw CFailure(.invalidArgument, "the radius must not be negative, got \(r)") }
        v.window.change {
            v.view.shadowColor = color
            v.view.shadowOpacity = o
            v.view.shadowOffset = offset
            v.view.shadowRadius = r
        }
    }
}

@c(strata_view_set_corner_radius) @MainActor
public func strata_view_set_corner_radius(_ view: OpaquePointer?, _ radius: Double) -> Int32 {
    entry("strata_view_set_corner_radius") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        let r = try finite(radius, "radius")
        guard r >= 0 else { throw CFailure(.invalidArgument, "the radius must not be negative, got \(r)") }
        v.window.change { v.view.cornerRadius = r }
    }
}

@c(strata_window_gradient_stops) @MainActor
public func strata_window_gradient_stops(_ window: OpaquePointer?, _ index: UInt, _ buffer: UnsafeMutableRawPointer?,
                                         _ capacity: UInt, _ count: UnsafeMutablePointer<Int>?) -> Int32 {
    entry("strata_window_gradient_stops") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let count else { throw CFailure(.invalidArgument, "count is NULL") }
        let commands = e.displayList.commands
        guard index < UInt(commands.count), case .gradient(let g) = commands[Int(index)] else {
            throw CFailure(.invalidArgument, "command \(index) of the last display list is not a gradient")
        }
        count.pointee = g.colors.count
        guard UInt(g.colors.count) <= capacity else {
            throw CFailure(.bufferTooSmall, "the gradient has \(g.colors.count) stops; the buffer holds \(capacity)")
        }
        guard let buffer else { throw CFailure(.invalidArgument, "buffer is NULL") }
        // StrataGradientStop: double location; StrataColor color (40 bytes).
        for (i, (location, color)) in zip(g.locations, g.colors).enumerated() {
            let p = buffer + i * 40
            p.put(location, 0)
            p.put(color, 8)
        }
    }
}
