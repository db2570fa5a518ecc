import Strata
import StrataDBus

/// `org.a11y.atspi.Text` for labels, text fields and text views, and
/// `org.a11y.atspi.EditableText` for editable ones. Offsets on the bus are
/// Unicode scalars, as AT-SPI counts; Strata's selections count
/// characters (grapheme clusters), converted here. Edits go through the
/// same path as typing (the field becomes first responder, the range is
/// selected, the text is inserted or Backspace deletes it), so
/// `shouldChangeText`, `maximumLength`, undo and observers see them.
extension AccessibilityBus {
    static let textInterface = "org.a11y.atspi.Text"
    static let editableTextInterface = "org.a11y.atspi.EditableText"

    /// The text a node exposes: a text field's (bullets when secure), a
    /// text view's, a label's; `nil` for other views.
    func text(of view: View) -> String? {
        if let field = view as? TextField {
            return field.isSecureTextEntry ? String(repeating: "\u{2022}", count: field.text.count) : field.text
        }
        if let textView = view as? TextView { return textView.text }
        if let label = view as? Label { return label.text }
        return nil
    }

    /// The selection in characters of a text field or text view.
    func selectedCharacters(of view: View) -> Range<Int>? {
        (view as? TextField)?.selectedRange ?? (view as? TextView)?.selectedRange
    }

    /// Whether the node takes edits through `EditableText`.
    func isEditable(_ view: View) -> Bool {
        if let field = view as? TextField { return field.isEnabled }
        return (view as? TextView)?.isEditable ?? false
    }

    /// Scalar offset → character offset in `text` (clamped).
    static func characterOffset(_ scalars: Int, in text: String) -> Int {
        var count = 0, characters = 0
        for character in text {
            if count >= scalars { break }
            count += character.unicodeScalars.count
            characters += 1
        }
        return characters
    }

    /// Character offset → scalar offset in `text` (clamped).
    static func scalarOffset(_ characters: Int, in text: String) -> Int {
        text.prefix(max(0, characters)).unicodeScalars.count
    }

    /// The scalars `start..<end` of `text`, clamped (`end` -1: to the end).
    static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let lo = min(max(0, start), scalars.count)
        let hi = end < 0 ? scalars.count : min(max(lo, end), scalars.count)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lo..<hi])
        return String(result)
    }

    /// The unit of `text` around scalar `offset`: granularity 0 a character,
    /// 1 a word (UAX #29 boundaries), 3 a line, 4 a paragraph (both split at
    /// line feeds); returns the string and its scalar range.
    static func unit(of text: String, at offset: Int, granularity: UInt32) -> (String, Int, Int) {
        let scalars = Array(text.unicodeScalars)
        guard offset >= 0, offset <= scalars.count else { return ("", 0, 0) }
        switch granularity {
        case 0:
            guard offset < scalars.count else { return ("", offset, offset) }
            return (slice(text, offset, offset + 1), offset, offset + 1)
        case 1:
            let bounds = TextSegmentation.wordBoundaries(in: text)
            var start = 0, end = scalars.count
            for b in bounds { if b <= offset { start = b } else { end = b; break } }
            return (slice(text, start, end), start, end)
        default:
            var start = offset
            while start > 0, scalars[start - 1] != "\n" { start -= 1 }
            var end = offset
            while end < scalars.count, scalars[end] != "\n" { end += 1 }
            if end < scalars.count { end += 1 }
            return (slice(text, start, end), start, end)
        }
    }

    func textInterfaces(for view: View) -> [DBusInterface] {
        guard text(of: view) != nil else { return [] }
        weak let view = view
        func on(_ body: @escaping @MainActor (AccessibilityBus, View, String, [DBusValue]) throws -> [DBusValue])
            -> (DBusMessage) throws -> [DBusValue] {
            { [weak self] call in
                try Self.handle(self) { bridge in
                    guard let view, let text = bridge.text(of: view) else {
                        throw DBusError.remote(name: DBusConnection.StandardError.unknownObject, message: "gone")
                    }
                    return try body(bridge, view, text, call.body)
                }
            }
        }
        func int(_ body: [DBusValue], _ i: Int) -> Int {
            guard body.indices.contains(i) else { return 0 }
            if case .int32(let v) = body[i] { return Int(v) }
            if case .uint32(let v) = body[i] { return Int(v) }
            return 0
        }
        func unit(_ text: String, _ body: [DBusValue]) -> [DBusValue] {
            let (s, a, b) = Self.unit(of: text, at: int(body, 0), granularity: UInt32(int(body, 1)))
            return [.string(s), .int32(Int32(clamping: a)), .int32(Int32(clamping: b))]
        }
        /// AT-SPI's older boundary types: 0 character, 1–2 word, 5–6 line.
        func boundary(_ body: [DBusValue]) -> [DBusValue] {
            let type = int(body, 1)
            return [.int32(Int32(int(body, 0))), .uint32(type == 0 ? 0 : type <= 2 ? 1 : 3)]
        }
        func select(_ bridge: AccessibilityBus, _ view: View, _ text: String, _ start: Int, _ end: Int) -> Bool {
            let range = Self.characterOffset(min(start, end), in: text)..<Self.characterOffset(max(start, end), in: text)
            if let field = view as? TextField { field.selectedRange = range; return true }
            if let textView = view as? TextView { textView.selectedRange = range; return true }
            return false
        }
        let textInterface = DBusInterface(name: Self.textInterface, methods: [
            DBusMethod(name: "GetText", input: "ii", output: "s", handler: on { _, _, text, body in
                [.string(Self.slice(text, int(body, 0), int(body, 1)))]
            }),
            DBusMethod(name: "GetCharacterAtOffset", input: "i", output: "i", handler: on { _, _, text, body in
                let scalars = Array(text.unicodeScalars), i = int(body, 0)
                return [.int32(scalars.indices.contains(i) ? Int32(bitPattern: scalars[i].value) : 0)]
            }),
            DBusMethod(name: "GetStringAtOffset", input: "iu", output: "sii", handler: on { _, _, text, body in unit(text, body) }),
            DBusMethod(name: "GetTextAtOffset", input: "iu", output: "sii", handler: on { _, _, text, body in
                unit(text, boundary(body))
            }),
            DBusMethod(name: "SetCaretOffset", input: "i", output: "b", handler: on { bridge, view, text, body in
                [.boolean(select(bridge, view, text, int(body, 0), int(body, 0)))]
            }),
            DBusMethod(name: "GetNSelections", output: "i", handler: on { bridge, view, _, _ in
                [.int32(bridge.selectedCharacters(of: view).map { $0.isEmpty ? 0 : 1 } ?? 0)]
            }),
            DBusMethod(name: "GetSelection", input: "i", output: "ii", handler: on { bridge, view, text, body in
                guard int(body, 0) == 0, let r = bridge.selectedCharacters(of: view), !r.isEmpty else { return [.int32(0), .int32(0)] }
                return [.int32(Int32(clamping: Self.scalarOffset(r.lowerBound, in: text))),
                        .int32(Int32(clamping: Self.scalarOffset(r.upperBound, in: text)))]
            }),
            DBusMethod(name: "SetSelection", input: "iii", output: "b", handler: on { bridge, view, text, body in
                [.boolean(int(body, 0) == 0 && select(bridge, view, text, int(body, 1), int(body, 2)))]
            }),
            DBusMethod(name: "AddSelection", input: "ii", output: "b", handler: on { bridge, view, text, body in
                [.boolean(select(bridge, view, text, int(body, 0), int(body, 1)))]
            }),
            DBusMethod(name: "RemoveSelection", input: "i", output: "b", handler: on { bridge, view, text, body in
                guard int(body, 0) == 0, let r = bridge.selectedCharacters(of: view) else { return [.boolean(false)] }
                let caret = Self.scalarOffset(r.upperBound, in: text)
                return [.boolean(select(bridge, view, text, caret, caret))]
            }),
        ] + textLayoutMethods(on), properties: [
            DBusProperty(name: "version", type: .uint32, get: { .uint32(1) }),
            DBusProperty(name: "CharacterCount", type: .int32, get: { [weak self] in
                MainActor.assumeIsolated { .int32(Int32(clamping: view.flatMap { self?.text(of: $0) }?.unicodeScalars.count ?? 0)) }
            }),
            DBusProperty(name: "CaretOffset", type: .int32, get: { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, let view, let text = self.text(of: view), let r = self.selectedCharacters(of: view) else {
                        return .int32(-1)
                    }
                    return .int32(Int32(clamping: Self.scalarOffset(r.upperBound, in: text)))
                }
            }),
        ])
        guard let target = view, isEditable(target) else { return [textInterface] }
        /// Replaces scalars `start..<end` with `insert` as typing does.
        func edit(_ bridge: AccessibilityBus, _ view: View, _ text: String, _ start: Int, _ end: Int, _ insert: String) -> Bool {
            guard bridge.isEditable(view), view.isFirstResponder || view.becomeFirstResponder(),
                  select(bridge, view, text, start, end) else { return false }
            if insert.isEmpty {
                return start == end || bridge.window.keyDown(.backspace)
            }
            return bridge.window.insertText(insert)
        }
        let editable = DBusInterface(name: Self.editableTextInterface, methods: [
            DBusMethod(name: "SetTextContents", input: "s", output: "b", handler: on { bridge, view, text, body in
                let new = body.first?.stringValue ?? ""
                let all = text.unicodeScalars.count
                if new.isEmpty { return [.boolean(edit(bridge, view, text, 0, all, ""))] }
                return [.boolean(edit(bridge, view, text, 0, all, new))]
            }),
            DBusMethod(name: "InsertText", input: "isi", output: "b", handler: on { bridge, view, text, body in
                let position = int(body, 0), length = int(body, 2)
                let inserted = body.count > 1 ? (body[1].stringValue ?? "") : ""
                let piece = length >= 0 ? Self.slice(inserted, 0, length) : inserted
                return [.boolean(edit(bridge, view, text, position, position, piece))]
            }),
            DBusMethod(name: "DeleteText", input: "ii", output: "b", handler: on { bridge, view, text, body in
                [.boolean(edit(bridge, view, text, int(body, 0), int(body, 1), ""))]
            }),
            DBusMethod(name: "CopyText", input: "ii") { _ in [] },
            DBusMethod(name: "CutText", input: "ii", output: "b") { _ in [.boolean(false)] },
            DBusMethod(name: "PasteText", input: "i", output: "b") { _ in [.boolean(false)] },
        ], properties: [DBusProperty(name: "version", type: .uint32, get: { .uint32(1) })])
        return [textInterface, editable]
    }
}
