import Strata
import StrataDBus

/// The events Orca listens for, sent when the window posts an
/// accessibility notification: `object:state-changed:focused` and
/// `:checked`, `object:property-change:accessible-value`,
/// `object:text-changed:insert`/`:delete` and `object:text-caret-moved`
/// (offsets in Unicode scalars), `object:text-selection-changed`,
/// `object:selection-changed` with `object:state-changed:selected` for
/// each child of a list or tab list whose selection changed,
/// `object:children-changed:add`/`:remove`, `object:announcement`, and
/// `window:activate` at registration. Nothing is sent while nothing changes.
extension AccessibilityBus {
    static let objectEvents = "org.a11y.atspi.Event.Object"

    /// Emits an AT-SPI event signal `(siiva{sv})` from the object at `path`.
    func emit(_ path: String, _ interface: String, _ member: String, detail: String,
              _ detail1: Int32 = 0, _ detail2: Int32 = 0, value: DBusValue) {
        _ = try? connection.emitSignal(path: path, interface: interface, member: member, body: [
            .string(detail), .int32(detail1), .int32(detail2), .variant(value),
            .dictionary(key: .string, value: .variant, []),
        ])
    }

    /// The editable text of a text view, for text-changed diffs: a secure
    /// field's is its bullets (as GTK sends), never what was typed.
    func editableText(of view: View) -> String? {
        guard view is TextField || view is TextView else { return nil }
        return text(of: view)
    }

    /// Turns a notification into AT-SPI events.
    func send(_ notification: AccessibilityNotification) {
        switch notification {
        case .focusChanged(let view):
            if let old = lastFocused, old !== view, old.window === window {
                emit(path(for: old), Self.objectEvents, "StateChanged", detail: "focused", 0, value: .int32(0))
            }
            lastFocused = view
            let p = path(for: view)
            if let text = editableText(of: view), reportedText[p] == nil { reportedText[p] = text }
            emit(p, Self.objectEvents, "StateChanged", detail: "focused", 1, value: .int32(0))
        case .valueChanged(let view):
            let p = path(for: view)
            if [.toggleButton, .checkBox].contains(role(of: view)) {
                emit(p, Self.objectEvents, "StateChanged", detail: "checked", view.accessibilityValue == "1" ? 1 : 0,
                     value: .int32(0))
            }
            let current: DBusValue = (view as? Slider).map { .double($0.value) } ?? .string(view.accessibilityValue ?? "")
            emit(p, Self.objectEvents, "PropertyChange", detail: "accessible-value", value: current)
        case .textChanged(let view):
            guard let text = editableText(of: view) else { return }
            let p = path(for: view)
            let old = reportedText[p] ?? ""
            reportedText[p] = text
            let (start, removed, inserted) = Self.difference(old, text)
            let offset = Int32(clamping: Self.scalarOffset(start, in: old))
            if !removed.isEmpty {
                emit(p, Self.objectEvents, "TextChanged", detail: "delete", offset,
                     Int32(clamping: removed.unicodeScalars.count), value: .string(removed))
            }
            if !inserted.isEmpty {
                emit(p, Self.objectEvents, "TextChanged", detail: "insert", offset,
                     Int32(clamping: inserted.unicodeScalars.count), value: .string(inserted))
            }
            sendCaret(of: view)
        case .selectionChanged(let view):
            if selectedCharacters(of: view) != nil {
                sendCaret(of: view)
            } else {
                sendSelection(of: view)
            }
        case .childrenChanged(let view):
            sendShowingChanges()
            let p = path(for: view)
            guard let old = reportedChildren[p] else { return }   // nobody read them: nothing to correct
            let children = view.accessibilityChildren
            let new = children.map { path(for: $0) }
            reportedChildren[p] = new
            for (index, child) in old.enumerated().reversed() where !new.contains(child) {
                emit(p, Self.objectEvents, "ChildrenChanged", detail: "remove", Int32(clamping: index),
                     value: reference(path: child))
            }
            for (index, child) in new.enumerated() where !old.contains(child) {
                emit(p, Self.objectEvents, "ChildrenChanged", detail: "add", Int32(clamping: index),
                     value: reference(path: child))
            }
        case .labelChanged(let view):
            sendNameChanges(for: view)
        case .announcement(let text):
            emit(path(for: window.accessibilityRoot), Self.objectEvents, "Announcement", detail: "", 1, value: .string(text))
        case .screenChanged, .layoutChanged:
            sendShowingChanges()
        }
    }

    /// `object:text-caret-moved` when the caret of a text field or text
    /// view is not where it was last reported, and
    /// `object:text-selection-changed` when the selected range changed.
    func sendCaret(of view: View) {
        guard let range = selectedCharacters(of: view), let text = text(of: view) else { return }
        let p = path(for: view)
        let scalars = Self.scalarOffset(range.lowerBound, in: text)..<Self.scalarOffset(range.upperBound, in: text)
        let old = reportedCaret[p]
        reportedCaret[p] = scalars
        if old?.upperBound != scalars.upperBound {
            emit(p, Self.objectEvents, "TextCaretMoved", detail: "", Int32(clamping: scalars.upperBound), value: .int32(0))
        }
        if let old, old != scalars, !(old.isEmpty && scalars.isEmpty) {
            emit(p, Self.objectEvents, "TextSelectionChanged", detail: "", value: .int32(0))
        }
    }

    /// `object:selection-changed` for a list or tab list, then
    /// `object:state-changed:selected` for each child that left the
    /// selection (0) and each that joined it (1), in reading order.
    func sendSelection(of view: View) {
        let p = path(for: view)
        emit(p, Self.objectEvents, "SelectionChanged", detail: "", value: .int32(0))
        let now = selectedChildren(of: view).map { path(for: $0) }
        let before = reportedSelection[p] ?? []
        reportedSelection[p] = now
        for child in before where !now.contains(child) {
            emit(child, Self.objectEvents, "StateChanged", detail: "selected", 0, value: .int32(0))
        }
        for child in now where !before.contains(child) {
            emit(child, Self.objectEvents, "StateChanged", detail: "selected", 1, value: .int32(0))
        }
    }

    /// Where `old` and `new` differ: the offset (in characters) of the
    /// first difference, the removed text and the inserted text.
    static func difference(_ old: String, _ new: String) -> (start: Int, removed: String, inserted: String) {
        let a = Array(old), b = Array(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        return (prefix, String(a[prefix..<(a.count - suffix)]), String(b[prefix..<(b.count - suffix)]))
    }
}
