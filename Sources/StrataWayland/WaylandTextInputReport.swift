import Strata

/// What the host tells the input method (`zwp_text_input_v3`) about the
/// text being edited, in the protocol's units: the surrounding text with
/// the cursor and anchor as UTF-8 byte offsets in it, the caret's
/// rectangle in surface units, and the content type.
struct WaylandTextInputReport: Equatable {
    /// The text around the selection (`nil` for secure text, which is not
    /// reported); at most `maximumTextBytes` UTF-8 bytes.
    var text: String?
    /// The cursor and the anchor, in bytes within `text`.
    var cursor: Int32, anchor: Int32
    /// The caret's rectangle in surface units: x, y, width, height.
    var caret: [Int32]
    /// `set_content_type`'s hint and purpose.
    var hint: UInt32, purpose: UInt32

    /// The most bytes of surrounding text sent (a message holds 4,096).
    static let maximumTextBytes = 4000
    /// Content hints and purposes used (text-input-unstable-v3.xml).
    static let hintHiddenText: UInt32 = 0x40, hintSensitiveData: UInt32 = 0x80, hintMultiline: UInt32 = 0x200
    static let purposeNormal: UInt32 = 0, purposePassword: UInt32 = 8

    /// The report of `context`, with `pointsPerSurfaceUnit` points in a
    /// surface unit.
    ///
    /// The text is cut to `maximumTextBytes` by dropping whole characters
    /// from its far ends (before and after the selection, the longer side
    /// first); a selection longer than half of that is reported as the
    /// caret alone, and text holding a NUL (which the wire cannot carry) as
    /// empty text.
    /// - Complexity: O(the context's length).
    init(_ context: TextInputContext, pointsPerSurfaceUnit: Double) {
        caret = WaylandTextInputReport.surfaceRect(context.caretRect, pointsPerSurfaceUnit: pointsPerSurfaceUnit)
        if context.isSecure {
            hint = WaylandTextInputReport.hintHiddenText | WaylandTextInputReport.hintSensitiveData
            purpose = WaylandTextInputReport.purposePassword
            text = nil
            cursor = 0
            anchor = 0
            return
        }
        hint = context.isMultiline ? WaylandTextInputReport.hintMultiline : 0
        purpose = WaylandTextInputReport.purposeNormal
        var before = Substring(context.textBefore), after = Substring(context.textAfter)
        var selected = context.selectedText
        var reversed = context.isSelectionReversed
        if selected.utf8.count > WaylandTextInputReport.maximumTextBytes / 2 {
            // Only the caret: its side of the selection.
            if !reversed { before = Substring(context.textBefore + selected) }
            selected = ""
            reversed = false
        }
        var total = before.utf8.count + selected.utf8.count + after.utf8.count
        while total > WaylandTextInputReport.maximumTextBytes {
            if !before.isEmpty && (before.utf8.count >= after.utf8.count || after.isEmpty) {
                total -= before.removeFirst().utf8.count
            } else if !after.isEmpty {
                total -= after.removeLast().utf8.count
            } else {
                break
            }
        }
        let whole = String(before) + selected + String(after)
        if total > WaylandTextInputReport.maximumTextBytes || whole.utf8.contains(0) {
            text = ""
            cursor = 0
            anchor = 0
            return
        }
        text = whole
        let start = Int32(before.utf8.count), end = start + Int32(selected.utf8.count)
        cursor = reversed ? start : end
        anchor = reversed ? end : start
    }

    /// `rect` (points) in whole surface units, at least 1 × 1, within ±2^24.
    static func surfaceRect(_ rect: Rect, pointsPerSurfaceUnit: Double) -> [Int32] {
        func unit(_ v: Double, up: Bool) -> Int32 {
            let s = v / pointsPerSurfaceUnit
            guard s.isFinite else { return 0 }
            return Int32(min(max((up ? s.rounded(.up) : s.rounded(.down)), -16_777_216), 16_777_216))
        }
        let x = unit(rect.minX, up: false), y = unit(rect.minY, up: false)
        return [x, y, max(1, unit(rect.maxX, up: true) - x), max(1, unit(rect.maxY, up: true) - y)]
    }

    /// How many characters of `text` lie in its first `bytes` UTF-8 bytes
    /// (a character cut by the boundary counts when it starts before it);
    /// a negative count is all of `text`.
    static func characters(in text: Substring, firstBytes bytes: Int) -> Int {
        guard bytes >= 0 else { return text.count }
        var count = 0, used = 0
        for c in text {
            if used >= bytes { break }
            used += c.utf8.count
            count += 1
        }
        return count
    }

    /// How many characters at the end of `text` lie in its last `bytes`
    /// UTF-8 bytes (counted as `characters(in:firstBytes:)` does).
    static func characters(in text: Substring, lastBytes bytes: Int) -> Int {
        var count = 0, used = 0
        for c in text.reversed() {
            if used >= bytes { break }
            used += c.utf8.count
            count += 1
        }
        return count
    }
}
