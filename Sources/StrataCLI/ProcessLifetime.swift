import StrataScene

/// Large worlds the command leaves to the process's exit.
///
/// A command's last act is to print; tearing down a world of 20,000 views
/// and their constraints afterwards took an eighth of `strata layout`'s
/// time, and the process's exit frees the memory at once. Only large worlds
/// are kept: LeakSanitizer cannot see the side tables of objects still
/// alive at exit (the reference count holds their address in a packed
/// form) and reports them as leaks, so every world small enough for the
/// sanitizer runs of the tests is torn down as usual.
@MainActor
enum ProcessLifetime {
    private static var kept: [AnyObject] = []

    /// Worlds with at least this many views are kept until exit.
    static let largeWorldViews = 10_000

    /// Keeps `world` alive until the process exits if it is large.
    static func keepIfLarge(_ world: SceneWorld) {
        if world.views.count >= largeWorldViews { kept.append(world) }
    }
}
