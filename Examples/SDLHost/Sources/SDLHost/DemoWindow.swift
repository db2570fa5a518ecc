import Strata

/// The UI the example shows: a menu of buttons over a scrolling list, the
/// kind of overlay a game draws over its own frame.
@MainActor
enum DemoWindow {
    static func make(status: Label) -> Window {
        let window = Window(size: Size(width: 480, height: 320))
        window.rootView.backgroundColor = Color(red: 0.12, green: 0.13, blue: 0.16)
        // A gradient behind everything (Docs/Effects.md).
        let backdrop = GradientView(frame: Rect(x: 0, y: 0, width: 480, height: 320))
        backdrop.colors = [Color(red: 0.1, green: 0.12, blue: 0.22), Color(red: 0.22, green: 0.12, blue: 0.2)]
        backdrop.startPoint = Point(x: 0, y: 0)
        backdrop.endPoint = Point(x: 1, y: 1)
        window.rootView.addSubview(backdrop)

        let menu = StackView()
        menu.axis = .horizontal
        menu.distribution = .fillEqually
        menu.spacing = 8
        menu.frame = Rect(x: 16, y: 16, width: 448, height: 44)
        for name in ["Play", "Options", "Quit"] {
            let button = Button(title: name) { status.text = "\(name) pressed" }
            button.cornerRadius = 8
            menu.addArrangedSubview(button)
        }
        window.rootView.addSubview(menu)

        status.text = "Click a button, scroll the list, or use the D-pad"
        status.textColor = Color(red: 0.9, green: 0.9, blue: 0.9)
        status.frame = Rect(x: 16, y: 70, width: 448, height: 20)
        window.rootView.addSubview(status)

        let list = ScrollView(frame: Rect(x: 16, y: 100, width: 448, height: 204))
        list.backgroundColor = Color(red: 0.2, green: 0.21, blue: 0.25)
        list.cornerRadius = 10
        list.clipsToBounds = true
        list.shadowOpacity = 0.5
        list.shadowRadius = 12
        list.shadowOffset = Size(width: 0, height: 6)
        for i in 0..<20 {
            let row = Label(text: "Level \(i + 1)")
            row.textColor = .white
            row.frame = Rect(x: 12, y: 8 + Double(i) * 28, width: 300, height: 24)
            list.addSubview(row)
        }
        list.contentSize = Size(width: 448, height: 16 + 20 * 28)
        window.rootView.addSubview(list)
        return window
    }
}
