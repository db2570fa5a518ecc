/// A closure a control runs for its events, as UIKit's `UIAction`.
///
/// ```swift
/// button.addAction(Action(title: "Save") { action in print("saved by", action.sender!) }, for: .touchUpInside)
/// ```
@MainActor
public final class Action {
    /// A name for the action (menus, debugging).
    public let title: String
    /// The code to run; it receives the action, whose `sender` is the control.
    public let handler: (Action) -> Void
    /// The control that sent the action last (set just before the handler runs).
    public internal(set) weak var sender: Control?

    /// Creates an action.
    public init(title: String = "", handler: @escaping (Action) -> Void) {
        self.title = title
        self.handler = handler
    }
}
