extension View {
    /// Called before an animatable effect (transform, colours) changes.
    final func willChangeAnimatableEffect() {}
}
