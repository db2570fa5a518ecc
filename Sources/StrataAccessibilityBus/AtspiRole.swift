import Strata

/// AT-SPI's numbers and names for Strata's roles, from at-spi2-core's
/// `atspi/atspi-constants.h` (`AtspiRole`) and the names `GetRoleName`
/// returns (`atspi_role_get_name`).
public enum AtspiRole {
    /// `ATSPI_ROLE_APPLICATION`: the application object at the root path.
    public static let application: UInt32 = 75
    /// `ATSPI_ROLE_FRAME`: a window (Strata's `.window`).
    public static let frame: UInt32 = 23

    /// The AT-SPI role number of `role`.
    public static func number(_ role: AccessibilityRole) -> UInt32 {
        switch role {
        case .window: frame
        case .group: 39          // ATSPI_ROLE_PANEL
        case .button: 43         // ATSPI_ROLE_BUTTON (push button)
        case .toggleButton: 62   // ATSPI_ROLE_TOGGLE_BUTTON
        case .checkBox: 7        // ATSPI_ROLE_CHECK_BOX
        case .slider: 51         // ATSPI_ROLE_SLIDER
        case .textField: 79      // ATSPI_ROLE_ENTRY
        case .passwordField: 40  // ATSPI_ROLE_PASSWORD_TEXT
        case .textArea: 61       // ATSPI_ROLE_TEXT
        case .label: 29          // ATSPI_ROLE_LABEL
        case .image: 27          // ATSPI_ROLE_IMAGE
        case .list: 31           // ATSPI_ROLE_LIST
        case .listItem: 32       // ATSPI_ROLE_LIST_ITEM
        case .scrollPane: 49     // ATSPI_ROLE_SCROLL_PANE
        case .pageTabList: 38    // ATSPI_ROLE_PAGE_TAB_LIST
        case .pageTab: 37        // ATSPI_ROLE_PAGE_TAB
        case .heading: 83        // ATSPI_ROLE_HEADING
        case .link: 88           // ATSPI_ROLE_LINK
        }
    }

    /// The role's AT-SPI name, as `GetRoleName` answers (`"push button"`).
    public static func name(_ role: AccessibilityRole) -> String {
        switch role {
        case .window: "frame"
        case .group: "panel"
        case .button: "push button"
        case .toggleButton: "toggle button"
        case .checkBox: "check box"
        case .slider: "slider"
        case .textField: "entry"
        case .passwordField: "password text"
        case .textArea: "text"
        case .label: "label"
        case .image: "image"
        case .list: "list"
        case .listItem: "list item"
        case .scrollPane: "scroll pane"
        case .pageTabList: "page tab list"
        case .pageTab: "page tab"
        case .heading: "heading"
        case .link: "link"
        }
    }
}
