import Strata

extension SceneWorld {
    /// Applies every property of a scene view to a new view.
    func configure(_ view: View, _ spec: SceneView) {
        var properties = spec.properties
        properties.customSpacing = nil   // set once the arranged views exist (`build`)
        apply(properties, to: view)
    }

    /// Applies the keys present in `changes` to `view`, in the order of
    /// `SceneProperty.all`.
    func apply(_ changes: SceneViewChanges, to view: View) {
        for property in SceneProperty.all { property.apply(self, changes, view) }
    }
}
