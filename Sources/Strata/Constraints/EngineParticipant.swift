/// How a kind of view takes part in the constraint engine beyond the four
/// variables (`x`, `y`, `width`, `height`) that every participating view
/// has. The engine knows views only through this protocol: `StackView`,
/// `ScrollView` and `Label` adopt it in their own folders, and a new kind
/// of view adopts it without editing the engine.
///
/// Every requirement has a default meaning "nothing special", so a view
/// implements only the part it needs:
///
/// - **arranging** (stacks): subviews laid out by constraints of the view's
///   own, which the engine includes and records as managed;
/// - **a content area** (scroll views): constraints from descendants to
///   the view's edges attach to a scrollable area whose size the engine
///   derives;
/// - **measuring at the solved width** (wrapping labels in fitting solves).
@MainActor
protocol EngineParticipant: View {
    /// Whether the view lays out some subviews with its own constraints
    /// (`engineConstraints(in:)`). The engine records such a view as one it
    /// manages (`LayoutEngine.manages(_:)`) and gives nodes to the subviews
    /// `engineIncludes(_:)` names.
    var engineArrangesSubviews: Bool { get }

    /// Whether the engine includes `subview` even when no constraint names it.
    func engineIncludes(_ subview: View) -> Bool

    /// The view's own constraints over the engine's nodes (its node and its
    /// included subviews'), added after the frame pins and before the user
    /// constraints.
    func engineConstraints(in engine: LayoutEngine) -> [Constraint]

    /// How the engine holds an included subview to its intrinsic size:
    /// `exceptAxis` is left to the view's own constraints, `priority`
    /// replaces the subview's hugging and compression resistance. `nil`:
    /// as any view.
    func engineIntrinsicRule(for subview: View) -> EngineIntrinsicRule?

    /// The subview whose first (last) baseline stands for this view's, when
    /// the engine manages it; `nil` means the view's bottom edge.
    func engineBaselineSubview(first: Bool) -> View?

    /// Whether the engine holds the view to its intrinsic content size
    /// (`false` when its arrangement stands for its content).
    var engineUsesIntrinsicContentSize: Bool { get }

    /// Whether constraints between the view's edges and its descendants
    /// attach to a scrollable content area, offset by the bounds origin,
    /// whose size the engine derives (Docs/ScrollView.md).
    var engineHasContentArea: Bool { get }

    /// Whether the engine sets the content area's size from the solution.
    var engineDerivesContentSize: Bool { get }

    /// The content area's current size.
    var engineContentSize: Size { get }

    /// Receives a derived content size.
    func engineSetDerivedContentSize(_ size: Size)

    /// Whether the view's intrinsic height depends on the width it gets, so
    /// that a fitting solve measures it again at its solved width.
    var engineRemeasuresAtSolvedWidth: Bool { get }

    /// The intrinsic size before that second measurement (text on one line).
    var engineUnmeasuredIntrinsicSize: Size { get }
}

/// How the engine holds an arranged subview to its intrinsic size (see
/// `EngineParticipant.engineIntrinsicRule(for:)`).
struct EngineIntrinsicRule {
    /// The axis the arrangement decides (no intrinsic constraints there).
    var exceptAxis: Axis?
    /// The priority replacing the subview's own hugging and compression
    /// resistance, if any.
    var priority: Double?
}

extension EngineParticipant {
    var engineArrangesSubviews: Bool { false }
    func engineIncludes(_ subview: View) -> Bool { false }
    func engineConstraints(in engine: LayoutEngine) -> [Constraint] { [] }
    func engineIntrinsicRule(for subview: View) -> EngineIntrinsicRule? { nil }
    func engineBaselineSubview(first: Bool) -> View? { nil }
    var engineUsesIntrinsicContentSize: Bool { true }
    var engineHasContentArea: Bool { false }
    var engineDerivesContentSize: Bool { false }
    var engineContentSize: Size { .zero }
    func engineSetDerivedContentSize(_ size: Size) {}
    var engineRemeasuresAtSolvedWidth: Bool { false }
    var engineUnmeasuredIntrinsicSize: Size { intrinsicContentSize }
}

extension View {
    /// This view as an `EngineParticipant`, or `nil`.
    ///
    /// `as? any EngineParticipant` walks the runtime's conformance records
    /// up the class chain, and for a participant (a `Label`) does so on
    /// every call: about 45,000 instructions, a tenth of a cell's private
    /// solve. The answer is remembered here by class (a class's
    /// conformances do not change while the program runs): the
    /// participant's own type, or `nil` for a class that is not one.
    /// - Complexity: O(1) after the first cast of each class.
    var engineParticipant: (any EngineParticipant)? {
        let type = ObjectIdentifier(Swift.type(of: self))
        if let known = EngineParticipantClasses.known[type] {
            guard let participantType = known else { return nil }
            return EngineParticipantClasses.view(self, as: participantType)
        }
        let participant = self as? any EngineParticipant
        let participantType: (any EngineParticipant.Type)? = participant.map { Swift.type(of: $0) }
        // `updateValue`: a subscript assignment would read the `nil` of a
        // non-participant as "remove the entry".
        EngineParticipantClasses.known.updateValue(participantType, forKey: type)
        return participant
    }
}

/// What `View.engineParticipant` learnt of each view class: its type as a
/// participant, or `nil` when it is not one (looked up only, never
/// iterated).
@MainActor
enum EngineParticipantClasses {
    static var known: [ObjectIdentifier: (any EngineParticipant.Type)?] = [:]

    /// `view` as the participant type its class was found to be (no
    /// runtime conformance lookup: the type is opened and the view cast to
    /// it unchecked, which `known` guarantees to hold).
    static func view<T: EngineParticipant>(_ view: View, as type: T.Type) -> any EngineParticipant {
        unsafeDowncast(view, to: T.self)
    }
}
