/// A view's presentation values while animations run, and the animation
/// tracks that drive them.
///
/// Each animated property is a channel: the value shown and the live tracks
/// contributing to it. Normally one track drives a channel (the newest
/// animation took it over); additive animations add layers. With no live
/// track the presentation value is the model value.
@MainActor
final class PresentationState {
    /// Whether a frame observer was ever registered (skips the list on
    /// ticks). First, beside the frame: a tick reads both.
    private(set) var isObserved = false
    /// The presentation frame and its tracks.
    ///
    /// The channels a tick writes are not checked for exclusive access at
    /// run time (`@exclusivity(unchecked)`): the check is a call per write
    /// that costs more than the write, and only the transitions, on the
    /// main actor, write them, one at a time.
    @exclusivity(unchecked) var frame = PresentationChannel<Rect>(value: .zero)
    /// The presentation alpha (unclamped; read through `presentationAlpha`).
    @exclusivity(unchecked) var alpha = PresentationChannel<Double>(value: 1)
    /// The presentation transform, taken apart (`presentationTransform`).
    @exclusivity(unchecked) var transform = PresentationChannel<TransformComponents>(value: .identity)
    /// The presentation background and border colours, premultiplied.
    var background = PresentationChannel<PremultipliedColor>(value: PremultipliedColor(.clear))
    var border = PresentationChannel<PremultipliedColor>(value: PremultipliedColor(.black))
    /// The presentation tint (the effective one, inherited or not).
    var tint = PresentationChannel<PremultipliedColor>(value: PremultipliedColor(View.defaultTintColor))
    /// The presentation gradient: colours, locations, start and end
    /// (`AnimatableColorStops`).
    var stops = PresentationChannel<ColorStops>(value: ColorStops([], locations: [], start: .zero, end: .zero))
    /// The presentation shape of a `ShapeView` (`AnimatableShape`).
    var shape = PresentationChannel<ShapeValue>(value: .empty)
    /// The presentation shadow.
    var shadow = PresentationChannel<ShadowValue>(value: ShadowValue(color: PremultipliedColor(.black), opacity: 0,
                                                                     offsetX: 0, offsetY: -3, radius: 3))
    /// The transition whose end hides the view (it stays visible until then).
    weak var hideOwner: SnapshotTransition?
    /// Bumped by every animated hidden change; a pending hide only applies
    /// if its generation is still current, so a later show cancels it.
    var hideGeneration = 0
    /// Observers of presentation-frame changes.
    var frameObservers = ObserverList<(old: Rect, new: Rect)>() {
        didSet { isObserved = true }
    }

    /// Sets the presentation frame, notifying observers when it changes.
    @inline(__always)
    func setFrame(_ newFrame: Rect) {
        let old = frame.value
        if old == newFrame { return }
        frame.value = newFrame
        if isObserved { notifyFrame(old: old, new: newFrame) }
    }

    /// Whether an animation that does not allow user interaction drives
    /// one of the values (frame, alpha, transform, colours, or a pending hide).
    /// - Complexity: O(live tracks of the view), no allocation.
    var blocksUserInteraction: Bool {
        for c in frame.contributors where !c.transition.allowsUserInteraction { return true }
        for c in alpha.contributors where !c.transition.allowsUserInteraction { return true }
        for c in transform.contributors where !c.transition.allowsUserInteraction { return true }
        for c in background.contributors where !c.transition.allowsUserInteraction { return true }
        for c in border.contributors where !c.transition.allowsUserInteraction { return true }
        for c in stops.contributors where !c.transition.allowsUserInteraction { return true }
        for c in shape.contributors where !c.transition.allowsUserInteraction { return true }
        for c in tint.contributors where !c.transition.allowsUserInteraction { return true }
        for c in shadow.contributors where !c.transition.allowsUserInteraction { return true }
        if let owner = hideOwner, !owner.allowsUserInteraction { return true }
        return false
    }

    /// Tells frame observers about a presentation-frame change (deferred).
    func notifyFrame(old: Rect, new: Rect) {
        if !isObserved || frameObservers.isEmpty { return }
        let observers = frameObservers
        ObserverQueue.post { observers.notify((old, new)) }
    }
}

/// One animated property of a view: the value shown and who drives it.
struct PresentationChannel<Value> {
    /// The value shown while `contributors` is not empty.
    var value: Value
    /// `contributors.count`, kept beside the value: a tick reads it without
    /// touching the array's storage (one cache miss less per view).
    private(set) var contributorCount = 0
    /// The live tracks adding to the value: a transition and the index of
    /// the track in it.
    var contributors: [Contributor] = [] {
        didSet { contributorCount = contributors.count }
    }

    /// A live track of a transition.
    struct Contributor {
        unowned(unsafe) let transition: SnapshotTransition
        let index: Int
    }

    /// Whether an animation drives the value.
    var isAnimated: Bool { !contributors.isEmpty }

    /// Forgets the track `index` of `transition`.
    mutating func remove(_ transition: SnapshotTransition, _ index: Int) {
        if let i = contributors.firstIndex(where: { $0.transition === transition && $0.index == index }) {
            contributors.remove(at: i)
        }
    }
}

/// A value a transition can interpolate and layer (frames, alphas).
protocol PresentationValue: Equatable {
    /// The value `p` of the way from `a` to `b`.
    static func interpolate(_ a: Self, _ b: Self, _ p: Double) -> Self
    /// The component-wise sum.
    func adding(_ other: Self) -> Self
    /// The component-wise difference.
    func subtracting(_ other: Self) -> Self
}

extension Double: PresentationValue {
    @inline(__always)
    static func interpolate(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
    @inline(__always) func adding(_ other: Double) -> Double { self + other }
    @inline(__always) func subtracting(_ other: Double) -> Double { self - other }
}

extension Rect: PresentationValue {
    @inline(__always)
    static func interpolate(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(x: a.origin.x + (b.origin.x - a.origin.x) * p,
             y: a.origin.y + (b.origin.y - a.origin.y) * p,
             width: a.size.width + (b.size.width - a.size.width) * p,
             height: a.size.height + (b.size.height - a.size.height) * p)
    }
    @inline(__always)
    func adding(_ o: Rect) -> Rect {
        Rect(x: origin.x + o.origin.x, y: origin.y + o.origin.y,
             width: size.width + o.size.width, height: size.height + o.size.height)
    }
    @inline(__always)
    func subtracting(_ o: Rect) -> Rect {
        Rect(x: origin.x - o.origin.x, y: origin.y - o.origin.y,
             width: size.width - o.size.width, height: size.height - o.size.height)
    }
}
