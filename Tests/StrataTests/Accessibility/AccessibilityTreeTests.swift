import Strata
import Testing

/// The accessibility tree a bridge publishes: roles, containers, parents,
/// children in reading order, and `accessibilityElements`.
@MainActor
@Suite("Accessibility: roles and the tree")
struct AccessibilityTreeTests {
    /// A window of 400 × 300 with `views` placed at their frames.
    private func window(_ views: [(View, Rect)]) -> Window {
        let window = Window(size: Size(width: 400, height: 300))
        window.timeline = Timeline(clock: ManualClock())
        for (view, frame) in views {
            view.frame = frame
            window.rootView.addSubview(view)
        }
        window.layoutIfNeeded()
        return window
    }

    @Test func rolesFromTraitsInOrderOfPrecedence() {
        let rows: [(AccessibilityTraits, AccessibilityRole)] = [
            ([], .group), (.staticText, .label), ([.staticText, .header], .heading), (.button, .button),
            ([.button, .link], .link), (.adjustable, .slider), (.image, .image), (.searchField, .textField),
            ([.button, .image], .button), ([.header, .link], .heading), (.selected, .group),
        ]
        for (traits, role) in rows {
            #expect(AccessibilityRole(traits: traits) == role, "\(traits)")
        }
        #expect(AccessibilityRole.allCases.count == 18)
        #expect(AccessibilityRole.allCases.map(\.rawValue) == [
            "window", "group", "button", "toggleButton", "checkBox", "slider", "textField", "passwordField",
            "textArea", "label", "image", "list", "listItem", "scrollPane", "pageTabList", "pageTab", "heading", "link",
        ])
    }

    @Test func rolesByKindAndSetRoles() {
        let secure = TextField()
        secure.isSecureTextEntry = true
        let heading = Label(text: "Scores")
        heading.accessibilityTraits = [.staticText, .header]
        let rows: [(View, AccessibilityRole)] = [
            (View(), .group), (Label(text: "Hi"), .label), (heading, .heading), (Button(title: "Go"), .button),
            (Switch(), .toggleButton), (Slider(), .slider), (TextField(), .textField), (secure, .passwordField),
            (TextView(), .textArea), (ScrollView(frame: .zero), .scrollPane),
            (CollectionView(frame: .zero, collectionViewLayout: ListLayout()), .list),
            (CollectionViewCell(frame: .zero), .listItem), (SegmentedControl(items: ["A"]), .pageTabList),
            (ImageView(), .group),
        ]
        for (view, role) in rows {
            #expect(view.accessibilityRole == role, "\(type(of: view))")
        }
        let button = Button(title: "Go")
        button.accessibilityRole = .checkBox
        #expect(button.accessibilityRole == .checkBox)
        button.accessibilityRole = nil
        #expect(button.accessibilityRole == .button)
        let w = window([])
        #expect(w.accessibilityRoot === w.rootView)
        #expect(w.accessibilityRoot.accessibilityRole == .window)
        #expect(w.accessibilityRoot.accessibilityParent == nil)
    }

    @Test func treeHasContainersAndChildrenInReadingOrder() {
        let title = Label(text: "Title")
        let right = Button(title: "Right")
        let left = Button(title: "Left")
        let group = View()                       // not a node: its elements rise to the root
        group.addSubview(left)
        left.frame = Rect(x: 0, y: 0, width: 80, height: 30)
        let segments = SegmentedControl(items: ["One", "Two"])
        let scroll = ScrollView(frame: .zero)
        let inScroll = Label(text: "Inside")
        inScroll.frame = Rect(x: 10, y: 10, width: 100, height: 20)
        scroll.addSubview(inScroll)
        let hidden = Button(title: "Hidden")
        hidden.isHidden = true
        let w = window([
            (title, Rect(x: 10, y: 10, width: 200, height: 20)),
            (right, Rect(x: 300, y: 50, width: 80, height: 30)),
            (group, Rect(x: 10, y: 50, width: 100, height: 30)),
            (segments, Rect(x: 10, y: 100, width: 200, height: 30)),
            (scroll, Rect(x: 10, y: 150, width: 300, height: 100)),
            (hidden, Rect(x: 10, y: 260, width: 80, height: 30)),
        ])
        let root = w.accessibilityRoot
        #expect(root.accessibilityChildren.map(\.accessibilityLabel) == ["Title", "Left", "Right", nil, nil])
        #expect(root.accessibilityChildren.map(\.accessibilityRole) == [.label, .button, .button, .pageTabList, .scrollPane])
        #expect(segments.accessibilityChildren.map(\.accessibilityLabel) == ["One", "Two"])
        #expect(segments.accessibilityChildren.map(\.accessibilityRole) == [.pageTab, .pageTab])
        #expect(segments.accessibilityChildren.allSatisfy { $0.accessibilityParent === segments })
        #expect(scroll.accessibilityChildren.map(ObjectIdentifier.init) == [ObjectIdentifier(inScroll)])
        #expect(inScroll.accessibilityParent === scroll)
        #expect(left.accessibilityParent === root)
        #expect(scroll.accessibilityParent === root)
        #expect(right.accessibilityChildren.isEmpty)            // an element hides its subtree
        #expect(!group.isAccessibilityNode && root.isAccessibilityNode && scroll.isAccessibilityNode)
        #expect(!root.accessibilityChildren.contains { $0 === hidden })
    }

    @Test func accessibilityElementsOverrideChildrenAndParents() {
        let card = View()
        let name = Label(text: "Ada")
        let detail = Label(text: "Engineer")
        let outside = Button(title: "More")
        name.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        detail.frame = Rect(x: 0, y: 30, width: 100, height: 20)
        card.addSubview(name)
        card.addSubview(detail)
        let w = window([(card, Rect(x: 0, y: 0, width: 200, height: 60)), (outside, Rect(x: 0, y: 100, width: 80, height: 30))])
        #expect(!card.isAccessibilityNode)
        card.accessibilityElements = [detail, outside, name]
        #expect(card.isAccessibilityNode)
        #expect(card.accessibilityRole == .group)
        #expect(card.accessibilityChildren.map(\.accessibilityLabel) == ["Engineer", "More", "Ada"])
        #expect(outside.accessibilityParent === card)
        #expect(name.accessibilityParent === card)
        #expect(w.accessibilityRoot.accessibilityChildren.map(ObjectIdentifier.init) == [ObjectIdentifier(card)])      // "More" is the card's now
        card.accessibilityElements = nil
        #expect(!card.isAccessibilityNode)
        #expect(outside.accessibilityParent === w.rootView)
        #expect(w.accessibilityRoot.accessibilityChildren.map(\.accessibilityLabel) == ["Ada", "Engineer", "More"])
    }
}
