import Strata

extension SceneEquation {
    /// The (inactive) `LayoutConstraint` this equation describes, between
    /// `first` (its first item) and `second` (its second item, if any), with
    /// its priority and its canonical form as the identifier.
    ///
    /// The parser has already checked UIKit's pairing rules, so the
    /// constraint is valid for any two views.
    @MainActor
    public func makeConstraint(first: View, second: View?) -> LayoutConstraint {
        let c = LayoutConstraint(item: first, attribute: LayoutAttribute(rawValue: self.first.attribute.rawValue)!,
                                 relatedBy: LayoutRelation(rawValue: relation.rawValue)!,
                                 toItem: second,
                                 attribute: self.second.map { LayoutAttribute(rawValue: $0.attribute.rawValue)! } ?? .notAnAttribute,
                                 multiplier: multiplier, constant: constant)
        c.priority = LayoutPriority(priority)
        c.identifier = description
        return c
    }
}
