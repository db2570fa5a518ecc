import Strata

/// Text entry benchmarks: typing into a long `TextView` and a short
/// `TextField`, moving the caret, selecting and copying, and the first
/// layout of a very long text (`text.view.layout`, 1,000,000 characters,
/// and `text.view.large_open`, 10,000,000: both laid out lazily, the
/// first screen only). Each text view is 600 × 400 points in the
/// built-in font at 15 points, holding prose in paragraphs of about 50
/// characters (so 100,000 characters are ~2,000 lines).
@MainActor
func textEditingBenchmarks() -> [Benchmark] {
    var all: [Benchmark] = []
    // One long text view for the cases below, built on first use (building
    // it takes longer than the cases themselves).
    let shared = SharedTextView()
    all.append(Benchmark("text.edit.keystroke", n: 100_000, perItem: false, quick: true) {
        let (window, view) = shared.get()
        view.selectedRange = 50_000..<50_000
        window.layoutIfNeeded()
        var list = window.displayList()
        return {
            window.insertText("x")
            window.layoutIfNeeded()
            window.displayList(into: &list)
            blackHole(list.commands.count)
        }
    })
    all.append(Benchmark("text.edit.caret_down", n: 100_000, perItem: false, quick: true) {
        let (window, view) = shared.get()
        view.selectedRange = 50_000..<50_000
        window.layoutIfNeeded()
        return { blackHole(window.keyDown(.down)) }
    })
    all.append(Benchmark("text.field.keystroke", n: 40, perItem: false, quick: true) {
        let window = Window(size: Size(width: 400, height: 100))
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 30))
        field.text = String(benchmarkProse(characters: 40))
        window.rootView.addSubview(field)
        window.layoutIfNeeded()
        field.becomeFirstResponder()
        field.selectedRange = 20..<20
        var list = window.displayList()
        return {
            window.insertText("x")
            window.layoutIfNeeded()
            window.displayList(into: &list)
            blackHole(list.commands.count)
        }
    })
    all.append(Benchmark("text.edit.select_all_copy", n: 100_000, perItem: false, quick: true) {
        let (window, _) = shared.get()
        return {
            window.keyDown(Key.character("a", modifiers: .control))
            window.keyDown(Key.character("c", modifiers: .control))
            blackHole(window.pasteboard.string?.utf8.count)
        }
    })
    let million = benchmarkParagraphs(characters: 1_000_000)
    all.append(Benchmark("text.view.layout", n: 1_000_000, quick: false) {
        let window = Window(size: Size(width: 600, height: 400))
        let view = TextView(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        view.font = .builtin(size: 15)
        window.rootView.addSubview(view)
        return {
            view.text = million
            window.layoutIfNeeded()
            blackHole(view.numberOfLines)
        }
    })
    // 10 MB opened: set, laid out lazily (the first screen), drawn.
    let tenMillion = benchmarkParagraphs(characters: 10_000_000)
    all.append(Benchmark("text.view.large_open", n: 10_000_000, perItem: false, quick: false) {
        let window = Window(size: Size(width: 600, height: 400))
        let view = TextView(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        view.font = .builtin(size: 15)
        window.rootView.addSubview(view)
        var list = window.displayList()
        return {
            view.text = tenMillion
            window.layoutIfNeeded()
            window.displayList(into: &list)
            blackHole(list.commands.count)
        }
    })
    return all
}

/// Prose of `characters` characters in paragraphs of about 50.
func benchmarkParagraphs(characters: Int) -> String {
    var text = benchmarkProse(characters: characters)
    var utf8 = Array(text.utf8)
    var i = 50
    while i < utf8.count {
        while i < utf8.count, utf8[i] != 0x20 { i += 1 }
        if i < utf8.count { utf8[i] = 0x0A }
        i += 50
    }
    text = String(decoding: utf8, as: UTF8.self)
    return text
}

/// A window holding a 600 × 400 text view of `characters` characters.
@MainActor
func benchmarkTextView(characters: Int) -> (Window, TextView) {
    let window = Window(size: Size(width: 600, height: 400))
    let view = TextView(frame: Rect(x: 0, y: 0, width: 600, height: 400))
    view.font = .builtin(size: 15)
    view.text = benchmarkParagraphs(characters: characters)
    window.rootView.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
}

/// A 100,000-character text view, first responder, made once.
@MainActor
final class SharedTextView {
    private var made: (Window, TextView)?

    func get() -> (Window, TextView) {
        if let made { return made }
        let made = benchmarkTextView(characters: 100_000)
        made.1.becomeFirstResponder()
        self.made = made
        return made
    }
}
