import Strata
import StrataDBus

/// `org.a11y.atspi.Component`: extents in screen, window and parent
/// coordinates, hit testing, focus.
extension AccessibilityBus {
    /// AT-SPI's coordinate types (`AtspiCoordType`).
    enum CoordinateType: UInt32 {
        case screen = 0, window = 1, parent = 2
    }

    /// The node's frame in `coordinates` (whole points, rounded down at
    /// the origin and up at the far edge as AT-SPI's integers need).
    func extents(of view: View, in coordinates: CoordinateType) -> Rect {
        place(view.accessibilityFrame, of: view, in: coordinates)
    }

    /// `frame` (window coordinates, on `view`) in `coordinates`: moved by
    /// `windowOrigin` for the screen, by `view`'s parent's origin for the parent.
    func place(_ frame: Rect, of view: View, in coordinates: CoordinateType) -> Rect {
        var frame = frame
        switch coordinates {
        case .screen: frame.origin = Point(x: frame.minX + windowOrigin.x, y: frame.minY + windowOrigin.y)
        case .window: break
        case .parent:
            if let parent = view.accessibilityParent, view !== window.accessibilityRoot {
                let p = parent.accessibilityFrame
                frame.origin = Point(x: frame.minX - p.minX, y: frame.minY - p.minY)
            }
        }
        return frame
    }

    /// `(iiii)` of a rect.
    static func integers(_ r: Rect) -> DBusValue {
        /// A coordinate as an integer, within ±2³⁰ (0 when not finite).
        func whole(_ d: Double) -> Int { d.isFinite ? Int(min(max(d, -1_073_741_824), 1_073_741_824)) : 0 }
        let x = whole(r.minX.rounded(.down)), y = whole(r.minY.rounded(.down))
        let w = whole(r.maxX.rounded(.up)) - x, h = whole(r.maxY.rounded(.up)) - y
        return .structure([.int32(Int32(clamping: x)), .int32(Int32(clamping: y)), .int32(Int32(clamping: w)),
                           .int32(Int32(clamping: h))])
    }

    /// The point of a call's `(x, y, coord_type)` in window coordinates,
    /// relative to `view`'s parent for parent coordinates.
    func windowPoint(_ body: [DBusValue], of view: View) -> Point? {
        guard body.count == 3, case .int32(let x) = body[0], case .int32(let y) = body[1],
              case .uint32(let raw) = body[2], let type = CoordinateType(rawValue: raw) else { return nil }
        switch type {
        case .screen: return Point(x: Double(x) - windowOrigin.x, y: Double(y) - windowOrigin.y)
        case .window: return Point(x: Double(x), y: Double(y))
        case .parent:
            let origin = view.accessibilityParent?.accessibilityFrame.origin ?? .zero
            return Point(x: Double(x) + origin.x, y: Double(y) + origin.y)
        }
    }

    /// The deepest node under `view` whose frame holds `point` (window
    /// coordinates), the last child first (drawn on top).
    func node(at point: Point, in view: View) -> View? {
        for child in view.accessibilityChildren.reversed() where child.accessibilityFrame.contains(point) {
            return node(at: point, in: child) ?? child
        }
        return nil
    }

    func componentInterface(for view: View) -> DBusInterface {
        weak let view = view
        func on(_ body: @escaping @MainActor (AccessibilityBus, View, [DBusValue]) throws -> [DBusValue])
            -> (DBusMessage) throws -> [DBusValue] {
            { [weak self] call in
                try Self.handle(self) { bridge in
                    guard let view else { throw DBusError.remote(name: DBusConnection.StandardError.unknownObject, message: "gone") }
                    return try body(bridge, view, call.body)
                }
            }
        }
        func coordinates(_ body: [DBusValue]) throws -> CoordinateType {
            guard case .uint32(let raw)? = body.first, let type = CoordinateType(rawValue: raw) else {
                throw DBusError.remote(name: DBusConnection.StandardError.invalidArgs, message: "unknown coordinate type")
            }
            return type
        }
        return DBusInterface(name: Self.componentInterface, methods: [
            DBusMethod(name: "Contains", input: "iiu", output: "b", handler: on { bridge, view, body in
                guard let point = bridge.windowPoint(body, of: view) else { return [.boolean(false)] }
                return [.boolean(view.accessibilityFrame.contains(point))]
            }),
            DBusMethod(name: "GetAccessibleAtPoint", input: "iiu", output: "(so)", handler: on { bridge, view, body in
                guard let point = bridge.windowPoint(body, of: view), let hit = bridge.node(at: point, in: view) else {
                    return [bridge.nullReference]
                }
                return [bridge.reference(hit)]
            }),
            DBusMethod(name: "GetExtents", input: "u", output: "(iiii)", handler: on { bridge, view, body in
                [Self.integers(bridge.extents(of: view, in: try coordinates(body)))]
            }),
            DBusMethod(name: "GetPosition", input: "u", output: "ii", handler: on { bridge, view, body in
                guard case .structure(let f) = Self.integers(bridge.extents(of: view, in: try coordinates(body))) else { return [] }
                return [f[0], f[1]]
            }),
            DBusMethod(name: "GetSize", output: "ii", handler: on { bridge, view, _ in
                guard case .structure(let f) = Self.integers(bridge.extents(of: view, in: .window)) else { return [] }
                return [f[2], f[3]]
            }),
            DBusMethod(name: "GetLayer", output: "u", handler: on { bridge, view, _ in
                [.uint32(view === bridge.window.accessibilityRoot ? 7 : 3)]      // ATSPI_LAYER_WINDOW, _WIDGET
            }),
            DBusMethod(name: "GetMDIZOrder", output: "n") { _ in [.int16(0)] },
            DBusMethod(name: "GrabFocus", output: "b", handler: on { bridge, view, _ in
                [.boolean(view.isFocusable && bridge.window.focus(view))]
            }),
            DBusMethod(name: "GetAlpha", output: "d", handler: on { _, view, _ in [.double(view.alpha)] }),
        ], properties: [DBusProperty(name: "version", type: .uint32, get: { .uint32(1) })])
    }
}
