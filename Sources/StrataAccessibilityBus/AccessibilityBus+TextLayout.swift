import Strata
import StrataDBus

/// `org.a11y.atspi.Text`'s geometry and attributes, from the layout the
/// view draws (`AccessibilityTextLayout`): `GetCharacterExtents`,
/// `GetRangeExtents`, `GetOffsetAtPoint`, and the text's look
/// (`GetAttributes`, `GetAttributeRun`, `GetAttributeValue`,
/// `GetDefaultAttributes`, `GetDefaultAttributeSet`) as GTK names it:
/// `family-name`, `size` (points), `weight`, `style`, `fg-color` (16-bit
/// `r,g,b`). Strata draws an element's text in one style, so the whole
/// text is one run whose attributes are the defaults: `GetAttributeRun`
/// without defaults answers none. Offsets are Unicode scalars.
extension AccessibilityBus {
    /// Makes a Text method handler that reads the live view and its text.
    typealias TextHandlerMaker = @MainActor (
        _ body: @escaping @MainActor (AccessibilityBus, View, String, [DBusValue]) throws -> [DBusValue]
    ) -> (DBusMessage) throws -> [DBusValue]

    /// The `a{ss}` text attributes of `style`.
    static func textAttributes(_ style: AccessibilityTextStyle) -> [String: String] {
        func channel(_ c: Double) -> String { String(Int((min(max(c, 0), 1) * 65535).rounded())) }
        let size = style.size.isFinite && style.size == style.size.rounded() && abs(style.size) < 1e9
            ? String(Int(style.size)) : String(style.size)
        return [
            "family-name": style.family,
            "size": size,
            "weight": String(style.weight),
            "style": style.isItalic ? "italic" : "normal",
            "fg-color": "\(channel(style.color.red)),\(channel(style.color.green)),\(channel(style.color.blue))",
        ]
    }

    /// The window rectangles of the characters covering scalars
    /// `start..<end` of `text` in `view` (`nil` where not drawn).
    func characterFrames(of view: View, text: String, scalars start: Int, _ end: Int) -> [Rect?] {
        guard let layout = view as? any AccessibilityTextLayout, start < end else { return [] }
        let lower = Self.characterIndex(containingScalar: start, in: text)
        let upper = Self.characterOffset(end, in: text)
        guard lower < upper else { return [] }
        return layout.accessibilityCharacterFrames(in: lower..<upper).map { frame in
            frame.map { view.convert($0, to: nil) }
        }
    }

    /// The character holding scalar `offset` of `text` (clamped to the text).
    static func characterIndex(containingScalar offset: Int, in text: String) -> Int {
        var scalars = 0, index = 0
        for character in text {
            scalars += character.unicodeScalars.count
            if scalars > offset { return index }
            index += 1
        }
        return index
    }

    /// The members of a structure (`(iiii)` → the four values of an `iiii` reply).
    static func members(_ value: DBusValue) -> [DBusValue] {
        if case .structure(let members) = value { return members }
        return [value]
    }

    /// The methods, given the Text interface's handler maker.
    func textLayoutMethods(_ on: TextHandlerMaker) -> [DBusMethod] {
        func int(_ body: [DBusValue], _ i: Int) -> Int? {
            guard body.indices.contains(i) else { return nil }
            if case .int32(let v) = body[i] { return Int(v) }
            return nil
        }
        func coordinates(_ body: [DBusValue], _ i: Int) throws -> CoordinateType {
            guard body.indices.contains(i), case .uint32(let raw) = body[i], let type = CoordinateType(rawValue: raw) else {
                throw DBusError.remote(name: DBusConnection.StandardError.invalidArgs, message: "unknown coordinate type")
            }
            return type
        }
        let none = Self.integers(Rect(x: 0, y: 0, width: 0, height: 0))
        func extents(_ bridge: AccessibilityBus, _ view: View, _ text: String, _ start: Int, _ end: Int,
                     _ type: CoordinateType) -> DBusValue {
            let frames = bridge.characterFrames(of: view, text: text, scalars: start, end).compactMap { $0 }
            guard var union = frames.first else { return none }
            for frame in frames.dropFirst() { union = union.union(frame) }
            return Self.integers(bridge.place(union, of: view, in: type))
        }
        func style(_ view: View) -> DBusValue {
            guard let layout = view as? any AccessibilityTextLayout else { return Self.attributes([:]) }
            return Self.attributes(Self.textAttributes(layout.accessibilityTextStyle))
        }
        /// The run around scalar `offset`: the whole text, or nothing outside it.
        func run(_ text: String, _ offset: Int?) -> (valid: Bool, end: Int32) {
            let count = text.unicodeScalars.count
            guard let offset, offset >= 0, offset <= count else { return (false, 0) }
            return (true, Int32(clamping: count))
        }
        return [
            DBusMethod(name: "GetCharacterExtents", input: "iu", output: "iiii", handler: on { bridge, view, text, body in
                guard let offset = int(body, 0) else { return Self.members(none) }
                return Self.members(extents(bridge, view, text, offset, offset + 1, try coordinates(body, 1)))
            }),
            DBusMethod(name: "GetRangeExtents", input: "iiu", output: "iiii", handler: on { bridge, view, text, body in
                guard let start = int(body, 0), let end = int(body, 1) else { return Self.members(none) }
                let count = text.unicodeScalars.count
                let type = try coordinates(body, 2)
                return Self.members(extents(bridge, view, text, min(start, end), end < 0 ? count : max(start, end), type))
            }),
            DBusMethod(name: "GetOffsetAtPoint", input: "iiu", output: "i", handler: on { bridge, view, text, body in
                guard let layout = view as? any AccessibilityTextLayout, let point = bridge.windowPoint(body, of: view),
                      let index = layout.accessibilityCharacterIndex(at: view.convert(point, from: nil)) else {
                    return [.int32(-1)]
                }
                return [.int32(Int32(clamping: Self.scalarOffset(index, in: text)))]
            }),
            DBusMethod(name: "GetAttributes", input: "i", output: "a{ss}ii", handler: on { _, view, text, body in
                let (valid, end) = run(text, int(body, 0))
                return [valid ? style(view) : Self.attributes([:]), .int32(0), .int32(valid ? end : 0)]
            }),
            DBusMethod(name: "GetAttributeRun", input: "ib", output: "a{ss}ii", handler: on { _, view, text, body in
                let (valid, end) = run(text, int(body, 0))
                let defaults: Bool
                if body.count > 1, case .boolean(let b) = body[1] { defaults = b } else { defaults = false }
                return [valid && defaults ? style(view) : Self.attributes([:]), .int32(0), .int32(valid ? end : 0)]
            }),
            DBusMethod(name: "GetAttributeValue", input: "is", output: "s", handler: on { _, view, text, body in
                guard run(text, int(body, 0)).valid, body.count > 1, let name = body[1].stringValue,
                      let layout = view as? any AccessibilityTextLayout else { return [.string("")] }
                return [.string(Self.textAttributes(layout.accessibilityTextStyle)[name] ?? "")]
            }),
            DBusMethod(name: "GetDefaultAttributes", output: "a{ss}", handler: on { _, view, _, _ in [style(view)] }),
            DBusMethod(name: "GetDefaultAttributeSet", output: "a{ss}", handler: on { _, view, _, _ in [style(view)] }),
        ]
    }
}

