/// How a kind of view takes part in focus beyond the overridable points
/// every view has (`canBecomeFocused`, `preferredFocusEnvironments`,
/// `didUpdateFocus`). The focus engine knows views only through this
/// protocol: `Control`, `ScrollView` and `StackView` adopt it in their own
/// folders (`Control+FocusParticipant.swift`, …), and a new kind of view
/// adopts it without editing the focus engine.
///
/// Every requirement has a default meaning "nothing special", so a view
/// implements only the part it needs.
@MainActor
protocol FocusParticipant: View {
    /// The default of `remembersLastFocusedDescendant` (`true` for stacks).
    var remembersFocusedDescendantByDefault: Bool { get }

    /// Focus moved onto (`true`) or off (`false`) the view itself, before
    /// `didUpdateFocus` is called (controls show the `.focused` state).
    func focusedStateDidChange(to isFocused: Bool)

    /// `descendant` got focus: scroll as little as possible to show it,
    /// animated (scroll views; called innermost first).
    func scrollFocusedDescendantIntoView(_ descendant: View)
}

extension FocusParticipant {
    var remembersFocusedDescendantByDefault: Bool { false }
    func focusedStateDidChange(to isFocused: Bool) {}
    func scrollFocusedDescendantIntoView(_ descendant: View) {}
}

extension View {
    /// The view as a `FocusParticipant`, or `nil`. The class of the last
    /// view found not to adopt it is remembered (`FocusParticipantLookup`),
    /// so plain views skip the conformance lookup, which costs more than
    /// the rest of a step of the focus walks up the tree.
    var focusParticipant: (any FocusParticipant)? {
        let viewClass = ObjectIdentifier(type(of: self))
        if viewClass == FocusParticipantLookup.plainClass { return nil }
        guard let participant = self as? any FocusParticipant else {
            FocusParticipantLookup.plainClass = viewClass
            return nil
        }
        return participant
    }
}

/// The class of the last view found not to adopt `FocusParticipant`
/// (adoption is fixed per class, so remembering it is exact).
@MainActor
enum FocusParticipantLookup {
    static var plainClass: ObjectIdentifier?
}
