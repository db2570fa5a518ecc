/// An action a screen reader offers besides activation, by name (UIKit's
/// `UIAccessibilityCustomAction`): "Delete", "Reply", "Mark as read".
///
/// ```swift
/// cell.accessibilityCustomActions = [
///     AccessibilityCustomAction(name: "Delete") { _ in model.delete(id); return true },
/// ]
/// ```
@MainActor
public final class AccessibilityCustomAction {
    /// What the action is called, as read and as AT-SPI's `Action` lists it.
    public var name: String
    /// Runs the action; returns whether it did anything.
    public var handler: (AccessibilityCustomAction) -> Bool

    /// An action called `name` that runs `handler`.
    public init(name: String, handler: @escaping (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.handler = handler
    }

    /// Runs the handler; returns what it returned.
    @discardableResult
    public func perform() -> Bool { handler(self) }
}
