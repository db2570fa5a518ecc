/// A layout guide that takes part in focus navigation (UIKit's
/// `UIFocusGuide`): a directional move whose best candidate is the guide
/// sends focus to the first focusable view of `preferredFocusEnvironments`
/// instead. Use it to bridge gaps in uneven layouts, e.g. below a short
/// column, so that Down from the column's last button reaches a far one.
///
/// ```swift
/// let guide = FocusGuide()
/// container.addLayoutGuide(guide)
/// // ... constrain the guide into the gap ...
/// guide.preferredFocusEnvironments = [farButton]
/// ```
@MainActor
public final class FocusGuide: LayoutGuide {
    /// Where focus that lands on the guide goes, in order of preference.
    public var preferredFocusEnvironments: [View] = []
    /// Whether the guide takes part (`true` by default).
    public var isEnabled = true

    /// A guide with no preferred views (it redirects nowhere until given some).
    public override init() {
        super.init()
    }
}
