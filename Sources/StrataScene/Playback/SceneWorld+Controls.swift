import Strata

/// One event of an input step, sent to the window at an offset from the
/// step's time.
public enum SceneInput: Sendable, Hashable {
    /// Touch 0 (the mouse) goes down.
    case down(Point)
    /// It moves.
    case move(Point)
    /// It lifts.
    case up(Point)
    /// A key goes down and up.
    case key(SceneKey)
    /// Text is typed (`Window.insertText`).
    case text(String)
    /// Text is put on the pasteboard and pasted (Control+V).
    case paste(String)
    /// A scroll-wheel delta at a point.
    case scroll(by: Point, at: Point)

    /// The moves of a drag step, evenly spaced in place and time.
    public static let dragMoves = 10

    /// The events of an input action with their offsets in seconds: a tap
    /// is down, then up `Window.testTapDuration` later; a drag is down,
    /// `dragMoves` moves over its duration, up at the end; a key and a
    /// scroll are one event.
    public static func events(of action: SceneAction) -> [(offset: Double, event: SceneInput)] {
        switch action {
        case .tap(let p):
            return [(0, .down(p)), (Window.testTapDuration, .up(p))]
        case .drag(let from, let to, let duration):
            var events: [(Double, SceneInput)] = [(0, .down(from))]
            for i in 1...dragMoves {
                let f = Double(i) / Double(dragMoves)
                events.append((duration * f, .move(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))))
            }
            events.append((duration, .up(to)))
            return events
        case .key(let key):
            return [(0, .key(key))]
        case .type(let text):
            return [(0, .text(text))]
        case .paste(let text):
            return [(0, .paste(text))]
        case .scroll(let by, let at):
            return [(0, .scroll(by: by, at: at))]
        default:
            return []
        }
    }

    /// How long an input action lasts on the scene clock.
    public static func length(of action: SceneAction) -> Double {
        events(of: action).last?.offset ?? 0
    }
}

extension SceneWorld {
    /// Sends one input event to the window.
    public func send(_ event: SceneInput) {
        switch event {
        case .down(let p): window.touchDown(at: p)
        case .move(let p): window.touchMoved(to: p)
        case .up(let p): window.touchUp(at: p)
        case .key(let k):
            window.keyDown(k.key)
            window.keyUp(k.key)
        case .text(let text):
            window.insertText(text)
        case .paste(let text):
            window.pasteboard.string = text
            window.keyDown(Key.character("v", modifiers: .control))
            window.keyUp(Key.character("v", modifiers: .control))
        case .scroll(let by, let at): window.scrollWheel(by: by, at: at)
        }
        window.layoutIfNeeded()
    }

    /// Makes a `button`, `switch`, `slider` or `segmented` view with what
    /// the scene gives it; a button's `action` runs its steps on
    /// `.primaryActionTriggered` (animated ones through `ViewAnimator`).
    func makeControl(_ spec: SceneView) -> View {
        let c = spec.control
        switch spec.type {
        case .button:
            let button = Button(title: c.title)
            let steps = c.action
            if !steps.isEmpty {
                button.addAction(Action(title: c.title) { [unowned self] _ in self.run(steps) }, for: .primaryActionTriggered)
            }
            return button
        case .switch:
            let toggle = Switch()
            toggle.setOn(c.isOn, animated: false)
            return toggle
        case .slider:
            let slider = Slider()
            slider.minimumValue = c.minimumValue
            slider.maximumValue = c.maximumValue
            slider.value = c.value
            return slider
        default:
            let control = SegmentedControl(items: c.segments)
            control.selectedSegmentIndex = c.selectedSegment
            return control
        }
    }

    /// Runs a button's action steps in order.
    func run(_ steps: [SceneControlAction]) {
        for step in steps {
            guard let v = view(step.id) else { continue }
            if let animation = step.animation {
                ViewAnimator.animate(in: window, timing: SceneTimeline.timing(of: animation)) {
                    self.apply(step.changes, to: v)
                }
            } else {
                apply(step.changes, to: v)
            }
        }
    }
}
