/// A label in the constraint engine: a multi-line label without
/// `preferredMaxLayoutWidth` is measured again at the width a fitting
/// solve gives it, as UIKit does.
extension Label: EngineParticipant {
    var engineRemeasuresAtSolvedWidth: Bool { wrapsAtLayoutWidth }
    var engineUnmeasuredIntrinsicSize: Size { unwrappedIntrinsicSize }
}
