/// The traits a view lays out for: size classes, layout direction and
/// display scale. The counterpart of `UITraitCollection`.
///
/// A window derives its traits from its size (`SizeClassThresholds`), its
/// `layoutDirection` and its `scale`; a view has its window's traits, with
/// the `traitOverrides` of it and its ancestors applied from the top down.
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The direction of horizontal layout.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// Pixels per point (1 when the window has no `scale`).
    public var displayScale: Double
    /// The languages text is in unless a view says otherwise (BCP 47 tags,
    /// most preferred first): font fallback picks faces by them (see
    /// `Label.language`). By default the environment's, read once at start
    /// from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG` (`zh_CN.UTF-8` →
    /// `["zh-Hans"]`; `FontFallback.languages(fromLocale:)`).
    public var preferredLanguages: [String]

    /// Creates a trait collection; the defaults are a view's traits outside
    /// any window.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                layoutDirection: UserInterfaceLayoutDirection = .leftToRight, displayScale: Double = 1,
                preferredLanguages: [String] = FontFallback.environmentLanguages) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.preferredLanguages = preferredLanguages
    }

    /// The traits with `overrides` applied.
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        var t = self
        if let h = overrides.horizontalSizeClass { t.horizontalSizeClass = h }
        if let v = overrides.verticalSizeClass { t.verticalSizeClass = v }
        if let d = overrides.layoutDirection { t.layoutDirection = d }
        if let s = overrides.displayScale { t.displayScale = s }
        if let l = overrides.preferredLanguages { t.preferredLanguages = l }
        return t
    }

    /// Whether the size classes (not the direction or scale) differ.
    public func hasDifferentSizeClasses(from other: TraitCollection) -> Bool {
        horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    public var description: String {
        "TraitCollection(horizontal: \(horizontalSizeClass), vertical: \(verticalSizeClass), \(layoutDirection), scale \(displayScale))"
    }
}

/// Traits a view sets for itself and its subtree (UIKit's
/// `traitOverrides`); `nil` fields inherit.
public struct TraitOverrides: Sendable, Hashable {
    /// The horizontal size class to use, if overridden.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class to use, if overridden.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The layout direction to use, if overridden.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The display scale to use, if overridden.
    public var displayScale: Double?
    /// The languages to use, if overridden.
    public var preferredLanguages: [String]?

    /// Creates overrides; every field left `nil` inherits.
    public init(horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
                layoutDirection: UserInterfaceLayoutDirection? = nil, displayScale: Double? = nil,
                preferredLanguages: [String]? = nil) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.preferredLanguages = preferredLanguages
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool {
        horizontalSizeClass == nil && verticalSizeClass == nil && layoutDirection == nil && displayScale == nil
            && preferredLanguages == nil
    }
}
