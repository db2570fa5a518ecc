/// How a kind of view takes scroll-wheel (or touchpad) movement
/// (`Window.scrollWheel(by:at:)`). The window offers the movement to the
/// view under the point and its ancestors, innermost first, and knows them
/// only through this protocol: `ScrollView` adopts it in its own folder
/// (`ScrollView+ScrollWheelTarget.swift`).
@MainActor
protocol ScrollWheelTarget: View {
    /// Takes a movement of `delta` points: `.passed` when the view does not
    /// take the wheel now (the next ancestor is asked), `.atEdge` when it
    /// does but cannot move that way (ancestors are still asked),
    /// `.scrolled` when it moved (nobody else is asked).
    func takeScrollWheel(_ delta: Point) -> ScrollWheelOutcome
}

/// What a `ScrollWheelTarget` did with a scroll-wheel movement.
enum ScrollWheelOutcome {
    /// It does not take the wheel now.
    case passed
    /// It takes the wheel but cannot move that way.
    case atEdge
    /// It moved.
    case scrolled
}
