/// An animation block being captured: lets nested animation blocks and
/// `View.performWithoutAnimation` keep their views out of the enclosing
/// block's diff.
@MainActor
final class CaptureScope {
    /// The windows the enclosing capture snapshots.
    let windows: [Window]
    /// Views a nested animation block animates: the enclosing block leaves them alone.
    var skip: Set<ObjectIdentifier> = []
    /// Views changed without animation: the enclosing block shows their model values.
    var snap: Set<ObjectIdentifier> = []
    /// The transforms and colours of the views whose effects changed in
    /// the block, as they were before the first change (EffectCapture.swift).
    var effects: [EffectSnapshot] = []
    /// The views in `effects`.
    var effectViews: Set<ObjectIdentifier> = []
    /// Inside `performWithoutAnimation` (depth): effect changes snap.
    var withoutAnimation = 0

    /// The captures in progress, innermost last.
    static var stack: [CaptureScope] = []

    init(windows: [Window]) {
        self.windows = windows
    }

    /// Whether no view was set aside.
    var isEmpty: Bool { skip.isEmpty && snap.isEmpty }
}

extension View {
    /// Runs `changes` so that, inside an animation block, they are not
    /// animated (UIKit's `performWithoutAnimation`): the views they change
    /// show their new values at once. Outside an animation block it just
    /// runs `changes`.
    ///
    /// Layout that the enclosing block runs afterwards is still animated.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        guard let scope = CaptureScope.stack.last else {
            // In a layoutSubviews that an animation block's layout pass
            // runs, transforms and colours it sets still show at once.
            let pass = CaptureScope.layoutPass
            pass?.withoutAnimation += 1
            changes()
            pass?.withoutAnimation -= 1
            return
        }
        var before: [(view: View, frame: Rect, alpha: Double, hidden: Bool)] = []
        for window in scope.windows {
            SnapshotTransition.visit(window.rootView) { before.append(($0, $0.storedFrame, $0.storedAlpha, $0.storedHidden)) }
        }
        scope.withoutAnimation += 1
        changes()
        scope.withoutAnimation -= 1
        for entry in before {
            let v = entry.view
            if v.storedFrame != entry.frame || v.storedAlpha != entry.alpha || v.storedHidden != entry.hidden {
                scope.snap.insert(ObjectIdentifier(v))
            }
        }
    }
}
