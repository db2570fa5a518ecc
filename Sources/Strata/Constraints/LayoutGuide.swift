/// A rectangle in a view's coordinate space that takes part in layout
/// without being a view: the counterpart of `UILayoutGuide`.
///
/// Use guides for the empty space between views, or to group views for
/// centring, without adding a view to the tree.
@MainActor
public class LayoutGuide: LayoutItem {
    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?
    /// A name for diagnostics.
    public var identifier: String = ""
    /// The guide's rectangle in the owning view's coordinates, after layout.
    ///
    /// For `layoutMarginsGuide` it is always the owning view's bounds inset
    /// by its layout margins (as resolved for its layout direction).
    public internal(set) var layoutFrame: Rect {
        get {
            if isMarginsGuide, let owningView { return owningView.bounds.inset(by: owningView.layoutMargins) }
            return solvedFrame
        }
        set { solvedFrame = newValue }
    }
    /// The frame the engine solved for a guide that is not a margins guide.
    private var solvedFrame: Rect = .zero
    /// Whether the guide is the owning view's layout-margins guide.
    let isMarginsGuide: Bool

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {
        isMarginsGuide = false
    }

    init(marginsOf view: View) {
        isMarginsGuide = true
        owningView = view
        identifier = "layoutMarginsGuide"
    }

    /// The owning view.
    public var layoutOwningView: View? { owningView }
}

extension View {
    /// The guides added to this view (not including `layoutMarginsGuide`).
    public var layoutGuides: [LayoutGuide] { extras?.layoutStorage?.layoutGuides ?? [] }

    /// Adds `guide` to this view's guides.
    ///
    /// - Precondition: the guide does not belong to another view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(guide.owningView == nil || guide.owningView === self,
                     "View.addLayoutGuide: the guide already belongs to another view")
        if guide.owningView === self { return }
        guide.owningView = self
        mutableExtras.mutableLayoutStorage.layoutGuides.append(guide)
        engineInvalidate(.constraints)
    }

    /// Removes `guide` from this view, deactivating its constraints.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let i = extras?.layoutStorage?.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        extras?.layoutStorage?.layoutGuides.remove(at: i)
        guide.owningView = nil
        engineInvalidate(.constraints)
    }

    /// The guide whose edges are the view's layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = extras?.layoutStorage?.marginsGuide { return guide }
        let guide = LayoutGuide(marginsOf: self)
        mutableExtras.mutableLayoutStorage.marginsGuide = guide
        return guide
    }
}
