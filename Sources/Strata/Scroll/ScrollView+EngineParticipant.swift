/// A scroll view in the constraint engine: constraints from its
/// descendants to its edges attach to the content area, whose size the
/// engine derives while `automaticallyDerivesContentSize` is on.
extension ScrollView: EngineParticipant {
    var engineHasContentArea: Bool { true }
    var engineDerivesContentSize: Bool { automaticallyDerivesContentSize }
    var engineContentSize: Size { storedContentSize }
    func engineSetDerivedContentSize(_ size: Size) { setContentSize(size) }
}
