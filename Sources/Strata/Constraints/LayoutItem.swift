/// Something constraints can position: a `View` or a `LayoutGuide`.
///
/// The protocol is how both expose their anchors; the engine reads the
/// owning view to find the coordinate space.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view this item belongs to (the view itself, or a guide's owner).
    var layoutOwningView: View? { get }
}

extension View: LayoutItem {
    /// The view itself.
    public var layoutOwningView: View? { self }
}
