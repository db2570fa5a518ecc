/// Objects the command keeps until the process exits.
///
/// A command's last act is to print; tearing down a world of 20,000 views
/// and their constraints afterwards took an eighth of `strata layout`'s
/// time, and the process's exit frees the memory at once. Kept objects stay
/// reachable from this global, so leak checkers do not report them.
@MainActor
enum ProcessLifetime {
    private static var kept: [AnyObject] = []

    /// Keeps `object` alive until the process exits.
    static func keep(_ object: AnyObject) {
        kept.append(object)
    }
}
