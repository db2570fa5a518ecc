extension View {
    /// What kind of thing the view is to a screen reader. Defaults: the
    /// window's root view is `.window`; a kind with a role of its own has it
    /// (`Switch`: `.toggleButton`, `TextField`: `.textField` or
    /// `.passwordField`, `TextView`: `.textArea`, `ScrollView`:
    /// `.scrollPane`, `CollectionView`: `.list`, its cells: `.listItem`,
    /// `SegmentedControl`: `.pageTabList`, a segment: `.pageTab`); any other
    /// view's comes from its traits (`AccessibilityRole(traits:)`: a button
    /// is `.button`, a label `.label`, a label with `.header` `.heading`).
    /// Setting `nil` restores the default; a view whose role is set appears
    /// in the tree even when it is not an element.
    public var accessibilityRole: AccessibilityRole? {
        get {
            if let set = extras?.accessibility?.role { return set }
            if let window = storedWindow, window.rootView === self { return .window }
            if let role = accessibilityDefaults?.defaultAccessibilityRole { return role }
            if let scroll = self as? any AccessibilityScrollContainer { return scroll.accessibilityContainerRole }
            return AccessibilityRole(traits: accessibilityTraits)
        }
        set { mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.role = newValue } }
    }

    /// The children the view exposes, in this order, instead of the
    /// elements found under it (UIKit's `accessibilityElements`); `nil` (the
    /// default) finds them. The listed views need not be subviews; their
    /// `accessibilityParent` becomes this view.
    public var accessibilityElements: [View]? {
        get { extras?.accessibility?.elements }
        set {
            mutableExtras.accessibility = modified(mutableExtras.accessibility) { $0.elements = newValue }
            for element in newValue ?? [] where element !== self {
                element.mutableExtras.accessibility = element.modified(element.mutableExtras.accessibility) {
                    $0.container = self
                }
            }
            postAccessibilityChange(.childrenChanged(self))
        }
    }

    /// Whether the view is a node of the accessibility tree: the window's
    /// root, an element, a view with `accessibilityElements` or a set
    /// role, or a container kind (scroll views, lists, cells, segmented
    /// controls).
    public var isAccessibilityNode: Bool {
        if let window = storedWindow, window.rootView === self { return true }
        if isAccessibilityElement { return true }
        if let set = extras?.accessibility, set.elements != nil || set.role != nil { return true }
        if accessibilityDefaults?.defaultIsAccessibilityContainer == true { return true }
        return self is any AccessibilityScrollContainer
    }

    /// The node's children in the tree, in reading order (the focus
    /// engine's rows, `Window.accessibilityElements()`): the nodes found
    /// under it, each hiding its own subtree, or `accessibilityElements`
    /// when set. An element has none unless it lists them. Hidden views and
    /// views with alpha below 0.01 are left out with their subtrees, and so
    /// are views another view's `accessibilityElements` lists.
    /// - Complexity: O(views under it + children · log children).
    public var accessibilityChildren: [View] {
        if let set = extras?.accessibility?.elements { return set }
        let isRoot = storedWindow.map { $0.rootView === self } ?? false
        if !isRoot && isAccessibilityElement { return [] }
        storedWindow?.layoutIfNeeded()
        var items: [ReadingOrderItem] = []
        func visit(_ view: View) {
            if view.isHidden || view.alpha < 0.01 { return }
            if view.isClaimedForAccessibility(by: self) { return }
            if view.isAccessibilityNode {
                items.append(ReadingOrderItem(view: view, frame: view.accessibilityFrame, order: items.count))
                return
            }
            for subview in view.storedSubviews { visit(subview) }
        }
        for subview in storedSubviews { visit(subview) }
        return Window.readingOrder(items, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The node this one is a child of: the view whose
    /// `accessibilityElements` lists it, else the nearest ancestor that is
    /// a node; `nil` for the window's root and for views outside a window's
    /// tree.
    public var accessibilityParent: View? {
        if let container = extras?.accessibility?.container,
           container.extras?.accessibility?.elements?.contains(where: { $0 === self }) == true {
            return container
        }
        var ancestor = storedSuperview
        while let a = ancestor {
            if a.isAccessibilityNode { return a }
            ancestor = a.storedSuperview
        }
        return nil
    }

    /// Whether another view's `accessibilityElements` lists this one (it is
    /// that view's child, not `finder`'s).
    func isClaimedForAccessibility(by finder: View) -> Bool {
        guard let container = extras?.accessibility?.container, container !== finder else { return false }
        return container.extras?.accessibility?.elements?.contains(where: { $0 === self }) == true
    }

    /// The view itself when it is a node, else its nearest ancestor node.
    var accessibilityNode: View {
        if isAccessibilityNode { return self }
        return accessibilityParent ?? self
    }
}

extension Window {
    /// The root of the accessibility tree: the root view, with role
    /// `.window`; walk it with `accessibilityChildren` and
    /// `accessibilityParent`.
    public var accessibilityRoot: View { rootView }
}
