import Foundation
import Strata

/// What a person sees, to find a view by: `window.find(.button("Play"))`.
///
/// Queries match views that are not hidden (views hidden, or with alpha
/// below 0.01, are left out with their subtrees), in tree order.
@MainActor
public struct ViewQuery: CustomStringConvertible {
    /// Whether a view matches.
    let matches: @MainActor (View) -> Bool
    /// For `.text`: report the accessibility element that holds a
    /// matching label instead of the label.
    let promotesToElement: Bool
    /// How the query is written, for failure messages: `.button("Play")`.
    public let description: String

    /// A button (any view with the `.button` accessibility trait: `Button`,
    /// `Switch`, a segment) whose accessibility label is `title` — a
    /// `Button`'s title unless its label was set.
    public static func button(_ title: String) -> ViewQuery {
        ViewQuery(matches: { $0.accessibilityTraits.contains(.button) && $0.accessibilityLabel == title },
                  promotesToElement: false, description: ".button(\(quoted(title)))")
    }

    /// A `Label` whose text is exactly `text` (a button's title label too).
    public static func label(_ text: String) -> ViewQuery {
        ViewQuery(matches: { ($0 as? Label)?.text == text }, promotesToElement: false,
                  description: ".label(\(quoted(text)))")
    }

    /// The view that shows exactly `text`: a `Label` with that text, or,
    /// when the label is inside an accessibility element (a button's title,
    /// a segment), that element — so `tap(find(.text("Play"))!)` presses
    /// the button. Also any view whose accessibility value is `text`.
    public static func text(_ text: String) -> ViewQuery {
        ViewQuery(matches: { ($0 as? Label)?.text == text || $0.accessibilityValue == text },
                  promotesToElement: true, description: ".text(\(quoted(text)))")
    }

    /// The view whose `identifier` is `identifier`.
    public static func identifier(_ identifier: String) -> ViewQuery {
        ViewQuery(matches: { $0.identifier == identifier }, promotesToElement: false,
                  description: ".identifier(\(quoted(identifier)))")
    }

    /// A view whose `accessibilityLabel` is `label`.
    public static func accessibilityLabel(_ label: String) -> ViewQuery {
        ViewQuery(matches: { $0.accessibilityLabel == label }, promotesToElement: false,
                  description: ".accessibilityLabel(\(quoted(label)))")
    }

    /// A `TextField` whose placeholder is exactly `placeholder`.
    public static func textField(placeholder: String) -> ViewQuery {
        ViewQuery(matches: { ($0 as? TextField)?.placeholder == placeholder }, promotesToElement: false,
                  description: ".textField(placeholder: \(quoted(placeholder)))")
    }

    /// Views of class `type` or a subclass: `.type(Switch.self)`.
    public static func type<V: View>(_ type: V.Type) -> ViewQuery {
        ViewQuery(matches: { $0 is V }, promotesToElement: false, description: ".type(\(V.self).self)")
    }

    /// `text` as a Swift string literal.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Every match under `root`, in tree order, without repeats.
    func all(in root: View) -> [View] {
        var found: [View] = []
        func visit(_ view: View, element: View?) {
            if view.isHidden || view.alpha < 0.01 { return }
            let inside = element ?? (view.isAccessibilityElement ? view : nil)
            if matches(view) {
                let result = promotesToElement ? (inside ?? view) : view
                if !found.contains(where: { $0 === result }) { found.append(result) }
            }
            for subview in view.subviews { visit(subview, element: inside) }
        }
        visit(root, element: nil)
        return found
    }
}
