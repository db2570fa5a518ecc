import Strata

/// Byte offsets of `StrataPathElement` and `StrataPathStyle` (the header
/// asserts their sizes).
enum PathLayout {
    static let elementSize = 56
    static let elementKind = 0, elementPoints = 8
    static let styleSize = 224
    static let stroke = 0, fillRule = 8, color = 16, opacity = 48, lineWidth = 56, lineCap = 64, lineJoin = 72
    static let miterLimit = 80, dashPhase = 88, dashCount = 96, dashes = 104, maximumDashes = 8
    static let hasGradient = 168, hasClip = 176, clipRule = 184, bounds = 192
    /// The most elements `strata_shape_set_path` takes.
    static let maximumElements = 1_000_000
}

extension FillRule {
    /// The C number: 0 non-zero, 1 even-odd.
    var cValue: Int64 { self == .evenOdd ? 1 : 0 }
}

/// The C numbers of caps and joins, in the header's order.
private let capsInCOrder: [LineCap] = [.butt, .round, .square]
private let joinsInCOrder: [LineJoin] = [.miter, .round, .bevel]

@c(strata_window_display_list_path) @MainActor
public func strata_window_display_list_path(_ window: OpaquePointer?, _ index: UInt, _ clip: Bool,
                                            _ style: UnsafeMutableRawPointer?, _ elements: UnsafeMutableRawPointer?,
                                            _ capacity: UInt, _ count: UnsafeMutablePointer<Int>?) -> Int32 {
    entry("strata_window_display_list_path") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let count else { throw CFailure(.invalidArgument, "count is NULL") }
        let commands = e.displayList.commands
        guard index < UInt(commands.count) else {
            throw CFailure(.notFound, "the last display list has \(commands.count) commands; there is no command \(index)")
        }
        guard case .path(let command) = commands[Int(index)] else {
            throw CFailure(.wrongKind, "command \(index) is not a path command")
        }
        if let style { putStyle(of: command, style) }
        let path: Path
        if clip {
            guard let clipPath = command.clipPath else { throw CFailure(.notFound, "command \(index) has no clip path") }
            path = clipPath
        } else {
            path = command.path
        }
        let list = path.elements
        count.pointee = list.count
        guard UInt(list.count) <= capacity else {
            throw CFailure(.bufferTooSmall, "the path has \(list.count) elements; the buffer holds \(capacity)")
        }
        guard let elements else {
            if list.isEmpty { return }
            throw CFailure(.invalidArgument, "elements is NULL")
        }
        for (i, element) in list.enumerated() {
            putElement(element, elements + i * PathLayout.elementSize)
        }
    }
}

/// Writes the style of `command` as a `StrataPathStyle`.
private func putStyle(of command: PathCommand, _ p: UnsafeMutableRawPointer) {
    p.initializeMemory(as: UInt8.self, repeating: 0, count: PathLayout.styleSize)
    switch command.drawing {
    case .fill(let rule):
        p.storeBytes(of: rule.cValue, toByteOffset: PathLayout.fillRule, as: Int64.self)
    case .stroke(let s):
        p.storeBytes(of: 1, toByteOffset: PathLayout.stroke, as: Int64.self)
        p.put(s.lineWidth, PathLayout.lineWidth)
        p.storeBytes(of: Int64(capsInCOrder.firstIndex(of: s.lineCap) ?? 0), toByteOffset: PathLayout.lineCap, as: Int64.self)
        p.storeBytes(of: Int64(joinsInCOrder.firstIndex(of: s.lineJoin) ?? 0), toByteOffset: PathLayout.lineJoin,
                     as: Int64.self)
        p.put(s.miterLimit, PathLayout.miterLimit)
        p.put(s.dashPhase, PathLayout.dashPhase)
        p.storeBytes(of: Int64(s.dash.count), toByteOffset: PathLayout.dashCount, as: Int64.self)
        for (i, length) in s.dash.prefix(PathLayout.maximumDashes).enumerated() { p.put(length, PathLayout.dashes + 8 * i) }
    }
    p.put(command.color, PathLayout.color)
    p.put(command.opacity, PathLayout.opacity)
    if command.gradient != nil { p.storeBytes(of: 1, toByteOffset: PathLayout.hasGradient, as: Int64.self) }
    if command.clipPath != nil { p.storeBytes(of: 1, toByteOffset: PathLayout.hasClip, as: Int64.self) }
    p.storeBytes(of: command.clipRule.cValue, toByteOffset: PathLayout.clipRule, as: Int64.self)
    p.put(command.bounds, PathLayout.bounds)
}

/// Writes one element as a `StrataPathElement`.
private func putElement(_ element: Path.Element, _ p: UnsafeMutableRawPointer) {
    p.initializeMemory(as: UInt8.self, repeating: 0, count: PathLayout.elementSize)
    let kind: Int64, points: [Point]
    switch element {
    case .move(let to): kind = 0; points = [to]
    case .line(let to): kind = 1; points = [to]
    case .quadCurve(let to, let control): kind = 2; points = [control, to]
    case .curve(let to, let c1, let c2): kind = 3; points = [c1, c2, to]
    case .closeSubpath: kind = 4; points = []
    }
    p.storeBytes(of: kind, toByteOffset: PathLayout.elementKind, as: Int64.self)
    for (i, point) in points.enumerated() {
        p.put(point.x, PathLayout.elementPoints + 16 * i)
        p.put(point.y, PathLayout.elementPoints + 16 * i + 8)
    }
}

/// Reads `count` `StrataPathElement`s: every kind known, every point used finite.
private func readElements(_ elements: UnsafeRawPointer, _ count: Int) throws(CFailure) -> [Path.Element] {
    var out: [Path.Element] = []
    out.reserveCapacity(count)
    for i in 0..<count {
        let p = elements + i * PathLayout.elementSize
        let kind = p.loadUnaligned(fromByteOffset: PathLayout.elementKind, as: Int64.self)
        func point(_ n: Int) throws(CFailure) -> Point {
            let offset = PathLayout.elementPoints + 16 * n
            return Point(x: try finite(p.loadUnaligned(fromByteOffset: offset, as: Double.self), "element \(i)'s x"),
                         y: try finite(p.loadUnaligned(fromByteOffset: offset + 8, as: Double.self), "element \(i)'s y"))
        }
        switch kind {
        case 0: out.append(.move(to: try point(0)))
        case 1: out.append(.line(to: try point(0)))
        case 2: out.append(.quadCurve(to: try point(1), control: try point(0)))
        case 3: out.append(.curve(to: try point(2), control1: try point(0), control2: try point(1)))
        case 4: out.append(.closeSubpath)
        default: throw CFailure(.invalidArgument, "element \(i) has the unknown kind \(kind)")
        }
    }
    return out
}

@c(strata_shape_set_path) @MainActor
public func strata_shape_set_path(_ shape: OpaquePointer?, _ elements: UnsafeRawPointer?, _ count: UInt) -> Int32 {
    entry("strata_shape_set_path") { () throws(CFailure) in
        let (e, view) = try typedView(shape, as: ShapeView.self, "shape view")
        guard count <= UInt(PathLayout.maximumElements) else {
            throw CFailure(.invalidArgument, "\(count) elements; a shape's path takes at most \(PathLayout.maximumElements)")
        }
        var path: Path? = nil
        if count > 0 {
            guard let elements else { throw CFailure(.invalidArgument, "elements is NULL") }
            path = Path(elements: try readElements(elements, Int(count)))
        }
        e.window.change { view.path = path }
    }
}

@c(strata_shape_set_fill) @MainActor
public func strata_shape_set_fill(_ shape: OpaquePointer?, _ color: UnsafeRawPointer?, _ fillRule: Int64) -> Int32 {
    entry("strata_shape_set_fill") { () throws(CFailure) in
        let (e, view) = try typedView(shape, as: ShapeView.self, "shape view")
        guard fillRule == 0 || fillRule == 1 else { throw CFailure(.invalidArgument, "the fill rule must be 0 or 1, got \(fillRule)") }
        var fill: Color? = nil
        if let color { fill = try readColor(color, 0) }
        e.window.change {
            view.fillColor = fill
            view.fillRule = fillRule == 1 ? .evenOdd : .nonZero
        }
    }
}

@c(strata_shape_set_stroke) @MainActor
public func strata_shape_set_stroke(_ shape: OpaquePointer?, _ style: UnsafeRawPointer?) -> Int32 {
    entry("strata_shape_set_stroke") { () throws(CFailure) in
        let (e, view) = try typedView(shape, as: ShapeView.self, "shape view")
        guard let p = style else {
            e.window.change { view.strokeColor = nil }
            return
        }
        let color = try readColor(p, PathLayout.color)
        func number(_ offset: Int, _ what: String) throws(CFailure) -> Double {
            try finite(p.loadUnaligned(fromByteOffset: offset, as: Double.self), what)
        }
        let width = try number(PathLayout.lineWidth, "line_width")
        guard width >= 0 else { throw CFailure(.invalidArgument, "line_width must not be negative, got \(width)") }
        let cap = p.loadUnaligned(fromByteOffset: PathLayout.lineCap, as: Int64.self)
        let join = p.loadUnaligned(fromByteOffset: PathLayout.lineJoin, as: Int64.self)
        guard (0...2).contains(cap) else { throw CFailure(.invalidArgument, "line_cap must be 0, 1 or 2, got \(cap)") }
        guard (0...2).contains(join) else { throw CFailure(.invalidArgument, "line_join must be 0, 1 or 2, got \(join)") }
        let miter = try number(PathLayout.miterLimit, "miter_limit")
        let phase = try number(PathLayout.dashPhase, "dash_phase")
        let dashCount = p.loadUnaligned(fromByteOffset: PathLayout.dashCount, as: Int64.self)
        guard (0...Int64(PathLayout.maximumDashes)).contains(dashCount) else {
            throw CFailure(.invalidArgument, "dash_count must be 0...\(PathLayout.maximumDashes), got \(dashCount)")
        }
        var dashes: [Double] = []
        for i in 0..<Int(dashCount) {
            let length = try number(PathLayout.dashes + 8 * i, "dashes[\(i)]")
            guard length >= 0 else { throw CFailure(.invalidArgument, "dashes[\(i)] must not be negative, got \(length)") }
            dashes.append(length)
        }
        e.window.change {
            view.strokeColor = color
            view.lineWidth = width
            view.lineCap = capsInCOrder[Int(cap)]
            view.lineJoin = joinsInCOrder[Int(join)]
            view.miterLimit = miter
            view.lineDashPattern = dashes
            view.lineDashPhase = phase
        }
    }
}

@c(strata_shape_set_stroke_range) @MainActor
public func strata_shape_set_stroke_range(_ shape: OpaquePointer?, _ start: Double, _ end: Double) -> Int32 {
    entry("strata_shape_set_stroke_range") { () throws(CFailure) in
        let (e, view) = try typedView(shape, as: ShapeView.self, "shape view")
        let from = try finite(start, "start"), to = try finite(end, "end")
        guard (0...1).contains(from), (0...1).contains(to) else {
            throw CFailure(.invalidArgument, "start and end must be in 0...1, got \(from) and \(to)")
        }
        e.window.change {
            view.strokeStart = from
            view.strokeEnd = to
        }
    }
}

/// A `StrataColor` at `offset`: four finite components.
private func readColor(_ p: UnsafeRawPointer, _ offset: Int) throws(CFailure) -> Color {
    func component(_ n: Int, _ name: String) throws(CFailure) -> Double {
        try finite(p.loadUnaligned(fromByteOffset: offset + 8 * n, as: Double.self), "the colour's \(name)")
    }
    return Color(red: try component(0, "red"), green: try component(1, "green"), blue: try component(2, "blue"),
                 alpha: try component(3, "alpha"))
}
