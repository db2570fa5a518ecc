import Testing
import Strata

@MainActor
@Suite("README quick start")
struct ReadmeQuickStartTests {
    /// The README's snippet, with its printed values checked.
    @Test func quickStartLaysOutAndAnimates() {
        let window = Window(size: Size(width: 375, height: 667))
        window.timeline = Timeline(clock: ManualClock())

        let row = StackView(arrangedSubviews: [Label(text: "One"), Label(text: "Two"), Label(text: "Three")])
        row.spacing = 8
        row.distribution = .fillEqually
        window.rootView.addSubview(row)
        row.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        // 375 − 2·8 margins = 359; (359 − 2·8) / 3 = 114.333… per cell;
        // a 17 pt label is 20.4 high.
        let cell = (359.0 - 16) / 3
        let frames = row.arrangedSubviews.map(\.frame)
        #expect(frames.count == 3)
        for (i, f) in frames.enumerated() {
            #expect(abs(f.origin.x - Double(i) * (cell + 8)) < 1e-9)
            #expect(abs(f.size.width - cell) < 1e-9 && abs(f.size.height - 20.4) < 1e-9)
        }
        #expect(abs(row.frame.origin.x - 8) < 1e-9 && abs(row.frame.origin.y - 40) < 1e-9)

        View.animate(withDuration: 0.3) { row.arrangedSubviews[1].isHidden = true }
        (window.timeline.clock as! ManualClock).advance(by: 0.15)
        // Two cells of (359 − 8) / 2 = 175.5 at the end; half way on the
        // symmetric easeInOut curve.
        let start = 2 * (cell + 8), end = 175.5 + 8
        #expect(abs(row.arrangedSubviews[2].presentationFrame.origin.x - (start + end) / 2) < 1e-6)
        let picture = window.displayList()
        #expect(picture.commands.count == 3)   // one text run per label, no backgrounds
    }
}
