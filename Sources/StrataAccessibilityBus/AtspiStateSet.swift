/// A set of AT-SPI states (`AtspiStateType` of at-spi2-core's
/// `atspi-constants.h`), sent as two 32-bit words (`GetState` → `au`).
public struct AtspiStateSet: OptionSet, Sendable, Hashable {
    /// Bit n is state n.
    public let rawValue: UInt64

    /// A set from its bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    private init(_ state: Int) { rawValue = 1 << UInt64(state) }

    /// `ATSPI_STATE_ACTIVE` (1): the active window.
    public static let active = AtspiStateSet(1)
    /// `ATSPI_STATE_CHECKED` (4).
    public static let checked = AtspiStateSet(4)
    /// `ATSPI_STATE_EDITABLE` (7).
    public static let editable = AtspiStateSet(7)
    /// `ATSPI_STATE_ENABLED` (8).
    public static let enabled = AtspiStateSet(8)
    /// `ATSPI_STATE_FOCUSABLE` (11).
    public static let focusable = AtspiStateSet(11)
    /// `ATSPI_STATE_FOCUSED` (12).
    public static let focused = AtspiStateSet(12)
    /// `ATSPI_STATE_MULTI_LINE` (17).
    public static let multiLine = AtspiStateSet(17)
    /// `ATSPI_STATE_SELECTABLE` (22).
    public static let selectable = AtspiStateSet(22)
    /// `ATSPI_STATE_SELECTED` (23).
    public static let selected = AtspiStateSet(23)
    /// `ATSPI_STATE_SENSITIVE` (24).
    public static let sensitive = AtspiStateSet(24)
    /// `ATSPI_STATE_SHOWING` (25).
    public static let showing = AtspiStateSet(25)
    /// `ATSPI_STATE_SINGLE_LINE` (26).
    public static let singleLine = AtspiStateSet(26)
    /// `ATSPI_STATE_VISIBLE` (30).
    public static let visible = AtspiStateSet(30)
    /// `ATSPI_STATE_CHECKABLE` (41).
    public static let checkable = AtspiStateSet(41)

    /// The two words `GetState` returns: states 0–31, then 32–63.
    public var words: [UInt32] { [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)] }
}
