extension DisplayCommand {
    /// The same drawing command with its opacity multiplied by `factor`;
    /// `nil` for commands that are not one drawing (clips, transforms,
    /// layers), whose look an opacity cannot simply scale.
    public func multiplyingOpacity(by factor: Double) -> DisplayCommand? {
        switch self {
        case .rect(var r):
            r.opacity *= factor
            return .rect(r)
        case .text(var run):
            run.opacity *= factor
            return .text(run)
        case .shadow(var s):
            s.opacity *= factor
            return .shadow(s)
        case .gradient(var g):
            g.opacity *= factor
            return .gradient(g)
        case .image(var image):
            image.opacity *= factor
            return .image(image)
        case .path(var p):
            p.opacity *= factor
            return .path(p)
        default:
            return nil
        }
    }
}

extension View {
    /// Whether a subview would be drawn (not hidden, alpha above 0, as
    /// shown now): a view with `alpha < 1` and such a subview is drawn as
    /// one layer (group opacity).
    var hasVisibleSubview: Bool {
        for subview in storedSubviews where !subview.presentationIsHidden && subview.presentationAlpha > 0 {
            return true
        }
        return false
    }
}
