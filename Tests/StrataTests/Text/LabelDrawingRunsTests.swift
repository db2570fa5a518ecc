import Testing
import Strata

/// A label keeps its lines, baselines and font for drawing between frames;
/// every change that can alter them must show in the next display list.
@MainActor
@Suite("Label text runs follow every change")
struct LabelDrawingRunsTests {
    /// The text runs of the window's display list: text, origin, size, font.
    static func runs(_ window: Window) -> [String] {
        window.displayList().commands.compactMap {
            guard case .text(let r) = $0 else { return nil }
            return "\(r.text)@\(r.origin.x),\(r.origin.y) \(r.fontSize) \(r.fontName) \(r.color.red)"
        }
    }

    @Test func runsFollowTextSizeFontLinesWidthAndColour() {
        let window = Window(size: Size(width: 200, height: 200))
        let label = Label(text: "it is", fontSize: 10)
        label.measurer = ProportionalTestMeasurer()
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        window.rootView.addSubview(label)
        #expect(Self.runs(window) == ["it is@10.0,28.0 10.0 test-proportional 0.0"])
        #expect(Self.runs(window) == ["it is@10.0,28.0 10.0 test-proportional 0.0"])
        label.text = "bitter"
        #expect(Self.runs(window) == ["bitter@10.0,28.0 10.0 test-proportional 0.0"])
        label.fontSize = 20
        #expect(Self.runs(window) == ["bitter@10.0,36.0 20.0 test-proportional 0.0"])
        label.measurer = BuiltinTextMeasurer()
        let builtin = BuiltinTextMeasurer().metrics(atSize: 20).ascender
        #expect(Self.runs(window) == ["bitter@10.0,\(20 + builtin) 20.0 builtin 0.0"])
        label.measurer = ProportionalTestMeasurer()
        label.fontSize = 10
        label.textColor = .red
        #expect(Self.runs(window) == ["bitter@10.0,28.0 10.0 test-proportional 1.0"])
        // Two lines once it may wrap and the width is narrower than the text (36 points).
        label.text = "bitter bitter"
        label.numberOfLines = 0
        label.frame.size.width = 40
        #expect(Self.runs(window) == ["bitter@10.0,28.0 10.0 test-proportional 1.0",
                                      "bitter@10.0,40.5 10.0 test-proportional 1.0"])
        label.frame.size.width = 100
        #expect(Self.runs(window) == ["bitter bitter@10.0,28.0 10.0 test-proportional 1.0"])
        // An empty line draws nothing; the one after keeps its place.
        label.text = "a\n\nb"
        #expect(Self.runs(window) == ["a@10.0,28.0 10.0 test-proportional 1.0",
                                      "b@10.0,53.0 10.0 test-proportional 1.0"])
    }
}
