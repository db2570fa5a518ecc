/// A view's focus settings (a part of `ViewExtras`).
final class ViewFocusSettings {
    /// `View.isFocusable`.
    var isFocusable = false
    /// `View.remembersLastFocusedDescendant`, when set (`nil`: the default).
    var remembersFocus: Bool? = nil
    /// The descendant that last had focus (for `remembersLastFocusedDescendant`).
    weak var lastFocusedDescendant: View?
}
