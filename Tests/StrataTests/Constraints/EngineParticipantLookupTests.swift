import Testing
@testable import Strata

/// A label subclass: a participant through its superclass's conformance.
private final class LookupTestLabel: Label {}

/// A stack subclass: arranges subviews through its superclass.
private final class LookupTestStack: StackView {}

/// A view subclass that is no participant.
private final class LookupTestPlainView: View {}

/// `View.engineParticipant` remembers by class what the runtime's cast
/// found (the cast of a participant cost about 45,000 instructions every
/// time): the first and every later answer must be the view itself, seen
/// through the right conformance, or `nil`.
@MainActor
@Suite("Constraints: engine participant lookup")
struct EngineParticipantLookupTests {
    /// Each kind of view, whether it is a participant, and what its
    /// conformance says about arranging subviews and intrinsic size.
    private static func cases() -> [(view: View, participates: Bool, arranges: Bool, usesIntrinsic: Bool)] {
        [(View(), false, false, false),
         (LookupTestPlainView(), false, false, false),
         (Button(title: "Go"), false, false, false),
         (Label(text: "a"), true, false, true),
         (LookupTestLabel(text: "b"), true, false, true),
         (StackView(), true, true, false),
         (LookupTestStack(), true, true, false),
         (ScrollView(), true, false, true)]
    }

    @Test func everyLookupAnswersTheViewItselfOrNil() {
        // Twice over fresh views: the first pass may fill the record, the
        // second must read it.
        for pass in 0..<2 {
            for (view, participates, arranges, usesIntrinsic) in Self.cases() {
                for _ in 0..<2 {
                    let participant = view.engineParticipant
                    let name = "\(type(of: view)), pass \(pass)"
                    #expect((participant != nil) == participates, "\(name)")
                    guard let participant else { continue }
                    #expect(participant === view, "\(name)")
                    #expect(participant.engineArrangesSubviews == arranges, "\(name)")
                    #expect(participant.engineUsesIntrinsicContentSize == usesIntrinsic, "\(name)")
                }
            }
        }
    }

    /// The recorded answer is per class: a participant class's entry is
    /// its own type, a plain class's is `nil`.
    @Test func theRecordHoldsEachClassOnce() {
        for (view, participates, _, _) in Self.cases() {
            _ = view.engineParticipant
            let entry = EngineParticipantClasses.known[ObjectIdentifier(type(of: view))]
            #expect(entry != nil, "\(type(of: view)) recorded")
            let participantType = entry.flatMap { $0 }
            #expect((participantType != nil) == participates, "\(type(of: view))")
            if let participantType {
                #expect(ObjectIdentifier(participantType) == ObjectIdentifier(type(of: view)), "\(type(of: view))")
            }
        }
    }
}
