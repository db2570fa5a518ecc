/// A view's gesture recognizers and touch flags (a part of `ViewExtras`).
final class ViewTouchSettings {
    /// The gesture recognizers attached to the view, in the order added.
    var gestureRecognizers: [GestureRecognizer] = []
    /// `View.isMultipleTouchEnabled`.
    var multipleTouchEnabled = false
    /// `View.isExclusiveTouch`.
    var exclusiveTouch = false
    /// `View.hitTestsPath`.
    var hitTestsPath = false
}
