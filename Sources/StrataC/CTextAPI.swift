import Strata

@c(strata_view_text) @MainActor
public func strata_view_text(_ view: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
                             _ length: UnsafeMutablePointer<UInt>?) -> Int32 {
    entry("strata_view_text") { () throws(CFailure) in
        let e = try CRegistry.view(view)
        guard let length else { throw CFailure(.invalidArgument, "length is NULL") }
        let text: String
        if let label = (e.view as? CListCell)?.label ?? e.view as? Label {
            text = label.text
        } else if let field = e.view as? TextField {
            text = field.text
        } else if let textView = e.view as? TextView {
            text = textView.text
        } else {
            throw CFailure(.wrongKind, "the view is not a label, text field, text view or list cell")
        }
        let bytes = Array(text.utf8)
        length.pointee = UInt(bytes.count)
        guard UInt(bytes.count) < capacity, let buffer else {
            throw CFailure(.bufferTooSmall, "the text has \(bytes.count) bytes and a NUL; the buffer holds \(capacity)")
        }
        bytes.withUnsafeBytes { raw in
            UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
        }
        buffer[bytes.count] = 0
    }
}

@c(strata_view_set_text) @MainActor
public func strata_view_set_text(_ view: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    entry("strata_view_set_text") { () throws(CFailure) in
        let e = try CRegistry.view(view)
        let s = try string(text, "text")
        if let label = (e.view as? CListCell)?.label ?? e.view as? Label {
            e.window.change { label.text = s }
        } else if let field = e.view as? TextField {
            e.window.change { field.text = s }
        } else if let textView = e.view as? TextView {
            e.window.change { textView.text = s }
        } else {
            throw CFailure(.wrongKind, "the view is not a label, text field, text view or list cell")
        }
    }
}

@c(strata_window_insert_text) @MainActor
public func strata_window_insert_text(_ window: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    entry("strata_window_insert_text") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let s = try string(text, "text")
        e.window.insertText(s)
    }
}

@c(strata_window_set_marked_text) @MainActor
public func strata_window_set_marked_text(_ window: OpaquePointer?, _ text: UnsafePointer<CChar>?,
                                          _ selectionStart: UInt, _ selectionEnd: UInt) -> Int32 {
    entry("strata_window_set_marked_text") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let s = try string(text, "text")
        guard selectionStart <= selectionEnd else {
            throw CFailure(.invalidArgument, "selection_start \(selectionStart) is after selection_end \(selectionEnd)")
        }
        let limit = UInt(Int.max / 2)
        e.window.setMarkedText(s, selectedRange: Int(min(selectionStart, limit))..<Int(min(selectionEnd, limit)))
    }
}

@c(strata_window_unmark_text) @MainActor
public func strata_window_unmark_text(_ window: OpaquePointer?) -> Int32 {
    entry("strata_window_unmark_text") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        e.window.unmarkText()
    }
}
