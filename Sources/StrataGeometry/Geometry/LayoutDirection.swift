/// The direction in which horizontal content flows.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Leading is left (English, most languages).
    case leftToRight = 0
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft = 1
}
