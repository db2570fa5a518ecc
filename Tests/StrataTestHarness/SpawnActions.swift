import Glibc

/// What every `posix_spawn` of the tests adds to its file actions.
public enum SpawnActions {
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later; not
    /// in Swift's Glibc module), found at run time.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Closes, in the child, every descriptor from 3 up (after the actions
    /// before it). Tests run side by side: without it a child inherits the
    /// pipes another test opened at that moment (Foundation's `Pipe` is not
    /// close-on-exec) and keeps their write ends open while it runs, so a
    /// test reading one of them to its end waits for that child to end
    /// (an rsvg-convert read hung behind a `strata show` a sway test was
    /// still showing). Without glibc's call, nothing is added.
    public static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        _ = addCloseFrom?(&actions, 3)
    }
}
