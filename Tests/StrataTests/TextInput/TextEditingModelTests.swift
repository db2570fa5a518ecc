import Testing
import Strata

/// Random edits through the public API — selections, typed text, keys,
/// undo and redo — against a plain `String` doing the same.
@MainActor @Suite struct TextEditingModelTests {
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    static let pieces = ["a", "Z", " ", "\n", "\r\n", "e\u{301}", "\u{301}", "👩‍👩‍👧", "🇫🇷", "word ", "éa"]

    /// `model` with `range` (in characters) replaced by `text`, and the
    /// offset after the inserted text.
    static func replace(_ model: inout String, _ range: Range<Int>, _ text: String) -> Int {
        let start = model.index(model.startIndex, offsetBy: range.lowerBound)
        let end = model.index(start, offsetBy: range.count)
        let caret = (String(model[..<start]) + text).count
        model.replaceSubrange(start..<end, with: text)
        return caret
    }

    @Test(arguments: [7, 8, 9] as [UInt64])
    func randomEditsMatchAString(seed: UInt64) {
        let window = Window(size: Size(width: 300, height: 200))
        let clock = ManualClock()
        window.timeline = Timeline(clock: clock)
        let view = TextView(frame: Rect(x: 0, y: 0, width: 150, height: 200))
        view.font = .builtin(size: 10)
        window.rootView.addSubview(view)
        window.layoutIfNeeded()
        view.becomeFirstResponder()
        var random = Random(state: 0x2545_F491_4F6C_DD1D &* seed)
        var model = ""
        var history: [String] = [""]
        for _ in 0..<300 {
            let count = model.count
            let a = random.next(count + 1), b = a + random.next(min(count - a, 4) + 1)
            clock.advance(by: 1.1)   // a pause: every edit is its own undo step
            view.selectedRange = a..<b
            #expect(view.selectedRange == a..<b)
            switch random.next(6) {
            case 0, 1, 2:
                var text = ""
                for _ in 0..<(1 + random.next(2)) { text += Self.pieces[random.next(Self.pieces.count)] }
                window.insertText(text)
                let caret = Self.replace(&model, a..<b, text)
                #expect(view.selectedRange == caret..<caret)
                history.append(model)
            case 3:
                window.keyDown(.backspace)
                if a < b || a > 0 {
                    _ = Self.replace(&model, (a < b ? a : a - 1)..<b, "")
                    history.append(model)
                }
            case 4:
                window.keyDown(.delete)
                if a < b || b < count {
                    _ = Self.replace(&model, a..<(a < b ? b : b + 1), "")
                    history.append(model)
                }
            default:
                window.keyDown(.return)
                _ = Self.replace(&model, a..<b, "\n")
                history.append(model)
            }
            #expect(view.text == model)
        }
        for expected in history.reversed().dropFirst().prefix(40) {
            window.keyDown(Key.character("z", modifiers: .control))
            #expect(view.text == expected)
        }
    }
}
