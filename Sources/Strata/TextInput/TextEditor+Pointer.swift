extension TextEditor {
    /// A touch or click went down at `point` (text coordinates): one tap
    /// places the caret, two select the word, three the line (the whole
    /// text in a text field, the paragraph in a text view).
    func pointerBegan(at point: Point, tapCount: Int, lineSelectsAll: Bool) {
        finishComposition()
        let stop = self.stop(at: point)
        let offset = stop.offset
        pointerGranularity = min(max(tapCount, 1), 3)
        switch pointerGranularity {
        case 1:
            pointerOrigin = offset..<offset
        case 2:
            pointerOrigin = storage.wordRange(at: offset)
        default:
            pointerOrigin = lineSelectsAll ? 0..<storage.count : storage.paragraphRange(storage.locate(offset).paragraph)
        }
        setSelection(anchor: pointerOrigin.lowerBound, head: pointerOrigin.upperBound,
                     upstream: pointerOrigin.isEmpty ? stop.upstream : true)
    }

    /// The pointer moved while down: the selection runs from where it
    /// went down to here (by words after a double tap).
    func pointerMoved(to point: Point) {
        let stop = self.stop(at: point)
        let offset = stop.offset
        var range = offset..<offset
        if pointerGranularity == 2 { range = storage.wordRange(at: offset) }
        if pointerGranularity >= 3 { return }
        if range.lowerBound < pointerOrigin.lowerBound {
            setSelection(anchor: pointerOrigin.upperBound, head: range.lowerBound)
        } else {
            let head = max(range.upperBound, pointerOrigin.upperBound)
            setSelection(anchor: pointerOrigin.lowerBound, head: head,
                         upstream: head == pointerOrigin.lowerBound ? stop.upstream : true)
        }
    }
}
