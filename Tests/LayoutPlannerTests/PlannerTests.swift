import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import LayoutPlanner
import Pipeline
import Semantics
import TestSupport
import Testing

/// The planner alone, on hand-written designs and decisions: no Lua, no solver, no emitter.
@Suite struct PlannerTests {
  /// `screens` read and normalised, every node kept with `decide`'s decisions (none by default), and planned.
  private func plan(
    _ screens: [String], options: RulesetOptions = .standard, decide: (DesignNode) -> NodeDecisions = { _ in .init() }
  ) throws -> LayoutScreen {
    let design = try FigmaJSON.load(FigmaJSON.file(screens))
    func kept(_ node: DesignNode) -> RuledNode {
      var own = node
      own.children = []
      return RuledNode(design: own, frame: node.frame, decisions: decide(node), children: node.children.map(kept))
    }
    let ruled = RuledTree(
      source: "test.json", ruleset: "none",
      screens: design.tree.screens.map {
        RuledScreen(root: kept($0.root), page: $0.page, skipped: [], device: $0.device)
      },
      options: options)
    let document = Planner().plan(ruled)
    return try required(document.screens.first)
  }

  private func view(_ node: String, in screen: LayoutScreen) throws -> ViewSpec {
    try required(screen.views.first { $0.node == node }, "no view of \(node)")
  }

  private func rectangle(_ id: String, _ box: (Double, Double, Double, Double), extra: String = "") -> String {
    FigmaJSON.node(
      id, "RECTANGLE", name: "Box \(id)", box: box,
      extra: #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}]"# + (extra.isEmpty ? "" : ", ")
        + extra)
  }

  @Test func anAutoLayoutColumnChainsItsChildrenWithItsSpacingAndPadding() throws {
    let column = FigmaJSON.node(
      "1:2", name: "Column", box: (0, 100, 390, 160),
      extra: #""layoutMode": "VERTICAL", "itemSpacing": 12, "paddingTop": 16, "paddingLeft": 24, "#
        + #""paddingRight": 24, "paddingBottom": 16, "primaryAxisSizingMode": "AUTO", "counterAxisSizingMode": "FIXED""#,
      children: [rectangle("1:3", (24, 116, 342, 58)), rectangle("1:4", (24, 186, 342, 58))])
    let screen = try plan([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [column])])
    let first = try view("1:3", in: screen)
    let second = try view("1:4", in: screen)
    verify(first.constraints.contains { $0.attribute == .top && $0.target == .superview(.top) && $0.constant == 16 })
    verify(
      second.constraints.contains { $0.attribute == .top && $0.target == .view("1:3", .bottom) && $0.constant == 12 },
      "\(second.constraints.map(LayoutDump.describe))")
    verify(first.constraints.contains { $0.attribute == .leading && $0.constant == 24 })
    let flow = try required(try view("1:2", in: screen).flow)
    verify(flow.spacing, equals: 12)
  }

  @Test func aViewPinnedRightKeepsItsDistanceFromTheTrailingEdge() throws {
    let badge = rectangle(
      "1:2", (334, 60, 40, 40), extra: #""constraints": {"horizontal": "RIGHT", "vertical": "TOP"}"#)
    let screen = try plan([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [badge])])
    let constraints = try view("1:2", in: screen).constraints
    verify(
      constraints.contains { $0.attribute == .trailing && $0.constant == -16 },
      "\(constraints.map(LayoutDump.describe))")
    verify(!constraints.contains { $0.attribute == .leading })
  }

  @Test func aCenteredViewStaysCentered() throws {
    let logo = rectangle(
      "1:2", (145, 300, 100, 100), extra: #""constraints": {"horizontal": "CENTER", "vertical": "TOP"}"#)
    let screen = try plan([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [logo])])
    let constraints = try view("1:2", in: screen).constraints
    verify(
      constraints.contains { $0.attribute == .centerX && $0.constant == 0 }, "\(constraints.map(LayoutDump.describe))")
    verify(constraints.contains { $0.attribute == .width && $0.target == .constant && $0.constant == 100 })
  }

  @Test func aScreenTallerThanItsDeviceScrollsWithContentAsTallAsTheDesign() throws {
    var options = RulesetOptions.standard
    options.scrollsTallScreens = true
    let feed = FigmaJSON.node(
      "1:1", name: "Feed", box: (0, 0, 390, 1600),
      children: [rectangle("1:2", (0, 0, 390, 400)), rectangle("1:3", (0, 1200, 390, 400))])
    verify(try plan([feed]).views.allSatisfy { $0.role != .scroll }, "only where the ruleset asks")
    let screen = try plan([feed], options: options)
    let scroll = try required(screen.views.first { $0.parent == screen.node && $0.role == .scroll })
    let content = try required(screen.views.first { $0.parent == scroll.node })
    verify(content.frame.height, equals: 1600)
    verify(try view("1:3", in: screen).parent, equals: content.node)
  }

  @Test func aControlDrawnInAFrameThatScrollsIsTheControlNotAScrollView() throws {
    var options = RulesetOptions.standard
    options.scrollsOverflow = true
    let chips = FigmaJSON.node(
      "1:2", name: "Chips", box: (16, 100, 358, 36), extra: #""overflowDirection": "HORIZONTAL_SCROLLING""#,
      children: [rectangle("1:3", (16, 100, 110, 36)), rectangle("1:4", (134, 100, 110, 36))])
    let screen = FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [chips])
    verify(try plan([screen], options: options).views.contains { $0.role == .scroll }, "a frame that scrolls does")
    let decided = try plan([screen], options: options) { node in
      var decisions = NodeDecisions()
      let origin = RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua"))
      if node.id == "1:2" { decisions.view = Decided(ViewDecision(role: .segmentedControl), by: origin) }
      return decisions
    }
    verify(decided.views.allSatisfy { $0.role != .scroll })
    verify(try view("1:2", in: decided).role, equals: .segmentedControl)
  }

  @Test func aNavigationBarsGroupedPartsAreEachAnItemOrItsTitleAndAnEmptyOneIsNone() throws {
    var options = RulesetOptions.standard
    options.target = .swiftui
    func vector(_ id: String, _ name: String, _ box: (Double, Double, Double, Double)) -> String {
      FigmaJSON.node(id, "VECTOR", name: name, box: box)
    }
    func title(_ id: String, _ text: String, _ box: (Double, Double, Double, Double)) -> String {
      FigmaJSON.node(
        id, "TEXT", name: text, box: box,
        extra: #""characters": "\#(text)", "style": {"fontSize": 17, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    }
    // A back chevron grouped with the title, and two icons grouped at the trailing edge.
    let leadingGroup = FigmaJSON.node(
      "1:3", name: "Frame 3", box: (16, 56, 120, 32),
      children: [vector("1:4", "chevron left", (16, 62, 12, 20)), title("1:5", "Settings", (40, 60, 90, 24))])
    let trailingGroup = FigmaJSON.node(
      "1:6", name: "Frame 6", box: (302, 56, 72, 32),
      children: [vector("1:7", "search", (302, 60, 24, 24)), vector("1:8", "more", (350, 60, 24, 24))])
    // An empty frame keeps the title centred: it shows nothing, and is no item.
    let spacer = FigmaJSON.node("1:9", name: "Frame 9", box: (150, 58, 28, 28))
    let bar = FigmaJSON.node(
      "1:2", name: "Frame 2", box: (0, 47, 390, 50), children: [leadingGroup, spacer, trailingGroup])
    let screen = FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [bar])
    let planned = try plan([screen], options: options) { node in
      var decisions = NodeDecisions()
      let origin = RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua"))
      switch node.id {
      case "1:2": decisions.view = Decided(ViewDecision(role: .navigationBar), by: origin)
      case "1:3", "1:6": decisions.view = Decided(ViewDecision(role: .container), by: origin)
      case "1:4", "1:7", "1:8": decisions.view = Decided(ViewDecision(role: .button), by: origin)
      default: break
      }
      return decisions
    }
    let navigation = try required(planned.chrome?.navigation)
    verify(navigation.title, equals: "Settings")
    verify(navigation.leading.map(\.node), equals: ["1:4"])
    verify(navigation.trailing.map(\.node), equals: ["1:7", "1:8"])
  }

  @Test func aTitleDrawnLooseOverAButtonsRectangleIsItsTitle() throws {
    let title = FigmaJSON.node(
      "1:3", "TEXT", name: "Continue", box: (150, 720, 90, 22),
      extra: #""characters": "Continue", "style": {"fontSize": 17, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    // Drawn after the rectangle, inside it; a text beside it is not the button's.
    let caption = FigmaJSON.node(
      "1:4", "TEXT", name: "Terms", box: (16, 790, 200, 18),
      extra: #""characters": "Terms apply", "style": {"fontSize": 13, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    let screen = FigmaJSON.node(
      "1:1", name: "Screen", box: (0, 0, 390, 844),
      children: [rectangle("1:2", (16, 704, 358, 54)), title, caption])
    let planned = try plan([screen]) { node in
      var decisions = NodeDecisions()
      let origin = RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua"))
      if node.id == "1:2" { decisions.view = Decided(ViewDecision(role: .button), by: origin) }
      // A rule places the caption below the title; the title is the button's now, so it is below the button.
      if node.id == "1:4" {
        decisions.vertical = Decided([EdgeBinding(edge: .top, target: .node(id: "1:3", edge: .bottom))], by: origin)
      }
      return decisions
    }
    verify(try view("1:2", in: planned).control?.button?.title, equals: "Continue")
    verify(!planned.views.contains { $0.node == "1:3" }, "the title is the button's, not a label over it")
    let terms = try view("1:4", in: planned)
    verify(terms.role, equals: .label)
    verify(
      terms.constraints.contains { $0.attribute == .top && $0.target == .view("1:2", .bottom) },
      "\(terms.constraints.map(LayoutDump.describe))")
  }

  /// A field and a button that hug their content take their natural size from it, as UIKit does.
  ///
  /// One line of the field's font, the button's title inside its insets. Where that is smaller than the design's
  /// size, they are at least the design's size; where it is the design's, they keep sizing themselves.
  @Test func viewsThatSizeThemselvesGetTheDesignsSizeWhereTheirOwnDiffers() throws {
    func text(_ id: String, _ characters: String, _ box: (Double, Double, Double, Double)) -> String {
      FigmaJSON.node(
        id, "TEXT", name: characters, box: box,
        extra: #""characters": "\#(characters)", "style": {"fontSize": 16, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    }
    func hugging(padding: (Double, Double)) -> String {
      #""layoutMode": "HORIZONTAL", "primaryAxisSizingMode": "AUTO", "counterAxisSizingMode": "AUTO", "#
        + #""layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG", "#
        + #""paddingTop": \#(padding.0), "paddingBottom": \#(padding.0), "#
        + #""paddingLeft": \#(padding.1), "paddingRight": \#(padding.1)"#
    }
    let field = FigmaJSON.node(
      "1:2", name: "Email", box: (24, 120, 327, 55), extra: hugging(padding: (16, 16)),
      children: [text("1:3", "you@example.com", (40, 136, 140, 23))])
    let padded = FigmaJSON.node(
      "1:4", name: "Save", box: (24, 200, 87, 40),
      extra: hugging(padding: (10, 13.5))
        + #", "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0.4, "b": 1, "a": 1}}]"#,
      children: [text("1:5", "Save", (37.5, 210, 60, 20))])
    let unpadded = FigmaJSON.node(
      "1:6", name: "Skip", box: (24, 260, 87, 40), extra: hugging(padding: (0, 0)),
      children: [text("1:7", "Skip", (37.5, 270, 60, 20))])
    let screen = FigmaJSON.node(
      "1:1", name: "Screen", box: (0, 0, 375, 812), children: [field, padded, unpadded])
    let planned = try plan([screen]) { node in
      var decisions = NodeDecisions()
      let origin = RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua"))
      if node.id == "1:2" { decisions.view = Decided(ViewDecision(role: .textField), by: origin) }
      if ["1:4", "1:6"].contains(node.id) { decisions.view = Decided(ViewDecision(role: .button), by: origin) }
      return decisions
    }
    let sized = { (view: ViewSpec, attribute: Constraint.Attribute) in
      view.constraints.first { $0.attribute == attribute && $0.origin == "planner.natural" }
    }
    // One line of a 16-pt font is 19.2 pt high: the field is at least 55 high, and grows with its text from there.
    let email = try view("1:2", in: planned)
    verify(sized(email, .height)?.constant, equals: 55, "\(email.constraints.map(LayoutDump.describe))")
    verify(sized(email, .height)?.relation, equals: .greaterThanOrEqual)
    verify(email.intrinsic?.height, equals: 19.2, "the validator models the line beneath")
    // A title is one line of its font (19.2 pt at 16 pt), not the design's 20-pt box: inside 13.5 and 10 pt of insets
    // the filled button is 87 wide by itself and 39.2 high, so it is at least the design's 40.
    let save = try view("1:4", in: planned)
    verify(save.control?.button?.contentInsets != nil)
    verify(sized(save, .width) == nil, "\(save.constraints.map(LayoutDump.describe))")
    verify(sized(save, .height)?.constant, equals: 40)
    verify(sized(save, .height)?.relation, equals: .greaterThanOrEqual)
    verify(save.intrinsic?.width, equals: 87)
    verify(save.intrinsic?.height, equals: 39.2)
    // A link the design does not pad has no insets: it would shrink to its 60-pt title, so it is at least 87×40.
    let skip = try view("1:6", in: planned)
    verify(sized(skip, .width)?.constant == 87 && sized(skip, .height)?.constant == 40)
    verify(skip.intrinsic?.width, equals: 60)
    verify(skip.intrinsic?.height, equals: 19.2)
  }

  @Test func aListsHeaderAndFooterStayViewsBesideItsRows() throws {
    func text(_ id: String, _ characters: String, _ box: (Double, Double, Double, Double)) -> String {
      FigmaJSON.node(
        id, "TEXT", name: characters, box: box,
        extra: #""characters": "\#(characters)", "style": {"fontSize": 15, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    }
    // Three rows drawn alike (the third selected: a highlight under its layers), a title and its "See all" above
    // them, a "Load more" frame below.
    func row(_ index: Int, highlighted: Bool = false) -> String {
      let y = 160 + Double(index) * 64
      let highlight = highlighted ? [rectangle("1:\(index)0", (16, y, 358, 56))] : []
      return FigmaJSON.node(
        "1:\(index)1", name: "Row", box: (16, y, 358, 56),
        children: highlight + [
          rectangle("1:\(index)2", (16, y + 8, 40, 40)), text("1:\(index)3", "Doctor \(index)", (72, y + 8, 200, 20)),
          text("1:\(index)4", "Specialist \(index)", (72, y + 30, 200, 18)),
        ])
    }
    let header = FigmaJSON.node(
      "1:2", name: "Header", box: (16, 120, 358, 24),
      children: [text("1:3", "Your specialists", (16, 120, 200, 24)), text("1:4", "See all", (320, 120, 54, 24))])
    let footer = FigmaJSON.node(
      "1:5", name: "More", box: (16, 360, 358, 44), children: [text("1:6", "Load more", (150, 372, 90, 20))])
    let list = FigmaJSON.node(
      "1:9", name: "Specialists", box: (16, 120, 358, 284),
      children: [header, row(1), row(2), row(3, highlighted: true), footer])
    let below = text("1:7", "Terms", (16, 420, 200, 18))
    let screen = FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [list, below])
    // List cells are iOS 14's.
    var options = RulesetOptions.standard
    options.deploymentTarget = "15.0"
    let planned = try plan([screen], options: options) { node in
      var decisions = NodeDecisions()
      let origin = RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua"))
      if node.id == "1:9" { decisions.view = Decided(ViewDecision(role: .list), by: origin) }
      if node.id == "1:7" {
        decisions.vertical = Decided([EdgeBinding(edge: .top, target: .node(id: "1:9", edge: .bottom))], by: origin)
      }
      return decisions
    }
    let section = try view("1:9#section", in: planned)
    verify(section.role, equals: .container)
    let rows = try view("1:9", in: planned)
    verify(rows.role == .list && rows.parent == "1:9#section")
    verify(try view("1:2", in: planned).parent, equals: "1:9#section")
    verify(try view("1:5", in: planned).parent, equals: "1:9#section")
    let items = try required(rows.list?.items)
    verify(items.count, equals: 3)
    // The highlighted row's texts are found by name, past the layer the first row does not draw.
    verify(items.last?.contains("Doctor 3"), equals: true, "\(items)")
    // A binding to the list's frame binds to the section that takes its place.
    let terms = try view("1:7", in: planned)
    verify(
      terms.constraints.contains { $0.attribute == .top && $0.target == .view("1:9#section", .bottom) },
      "\(terms.constraints.map(LayoutDump.describe))")
  }

  @Test func aListsCellIsDrawnFromTheRowsDrawnAlikeNotAHighlightedFirstRow() throws {
    func row(_ index: Int, bordered: Bool) -> String {
      let y = 100 + Double(index) * 72
      let border =
        bordered
        ? #", "strokes": [{"type": "SOLID", "color": {"r": 0, "g": 0.4, "b": 1, "a": 1}}], "strokeWeight": 2"# : ""
      return FigmaJSON.node(
        "1:\(index)0", name: "Entry \(index)", box: (16, y, 358, 64),
        extra: #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]"# + border,
        children: [
          rectangle("1:\(index)1", (24, y + 12, 40, 40)),
          FigmaJSON.node(
            "1:\(index)2", "TEXT", name: "Order \(index)", box: (76, y + 20, 200, 20),
            extra: #""characters": "Order \#(index)", "style": {"fontSize": 15}"#),
        ])
    }
    let list = FigmaJSON.node(
      "1:9", name: "Entries", box: (16, 172, 358, 208),
      children: [row(1, bordered: true), row(2, bordered: false), row(3, bordered: false)])
    let screen = FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [list])
    var options = RulesetOptions.standard
    options.deploymentTarget = "15.0"
    let planned = try plan([screen], options: options) { node in
      var decisions = NodeDecisions()
      if node.id == "1:9" {
        decisions.view = Decided(
          ViewDecision(role: .list), by: RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua")))
      }
      return decisions
    }
    let rows = try required(try view("1:9", in: planned).list)
    verify(rows.cell.rootProperties.borderColor, equals: nil, "the highlighted first row's border is no every row's")
    verify(rows.items.map { $0.first ?? nil }, equals: ["Order 1", "Order 2", "Order 3"])
  }

  @Test func aLargeTitleIsAHeadingForVoiceOverAndALargeFigureIsNot() throws {
    func text(_ id: String, _ characters: String, y: Double) -> String {
      FigmaJSON.node(
        id, "TEXT", name: characters, box: (16, y, 300, 40),
        extra: #""characters": "\#(characters)", "style": {"fontSize": 34, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    }
    // An HTML page captured into Figma names a balance's layer for its markup (`<h2>`): a figure all the same.
    let balance = FigmaJSON.node(
      "1:5", name: "Heading 2", box: (16, 280, 300, 40), children: [text("1:6", "$42.50", y: 280)])
    let section = FigmaJSON.node(
      "1:7", name: "Heading 2", box: (16, 340, 300, 40), children: [text("1:8", "Trips", y: 340)])
    let screen = FigmaJSON.node(
      "1:1", name: "Screen", box: (0, 0, 390, 844),
      children: [
        text("1:2", "Good morning", y: 100), text("1:3", "$1,240", y: 160), text("1:4", "72 bpm", y: 220), balance,
        section,
      ])
    let planned = try plan([screen])
    verify(try view("1:2", in: planned).accessibility?.isHeader, equals: true)
    verify(try view("1:3", in: planned).accessibility?.isHeader != true)
    verify(try view("1:4", in: planned).accessibility?.isHeader != true)
    verify(try view("1:6", in: planned).accessibility?.isHeader != true)
    verify(try view("1:8", in: planned).accessibility?.isHeader, equals: true)
  }

  @Test func aNameTheRulesetDecidesNamesTheView() throws {
    let box = rectangle("1:2", (16, 60, 100, 100))
    let screen = try plan([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [box])]) { node in
      var decisions = NodeDecisions()
      if node.id == "1:2" {
        decisions.view = Decided(
          ViewDecision(name: "avatarView"), by: RuleOrigin(ruleID: "test", location: SourceLocation(file: "t.lua")))
      }
      return decisions
    }
    verify(try view("1:2", in: screen).name, equals: "avatarView")
  }

  /// A row of texts packed at its start in a frame of its own width is closed at its end, its wordier label giving way
  /// first; a row whose other items could not fit the narrowest phone is left open (``ContentRow``).
  @Test func aRowOfTextsIsClosedAtItsEndWhereItsOtherItemsFitTheNarrowestPhone() throws {
    func text(_ id: String, _ characters: String, _ box: (Double, Double, Double, Double)) -> String {
      FigmaJSON.node(
        id, "TEXT", name: characters, box: box,
        extra: #""characters": "\#(characters)", "style": {"fontSize": 14, "textAutoResize": "WIDTH_AND_HEIGHT"}"#)
    }
    func row(_ id: String, _ box: (Double, Double, Double, Double), _ children: [String]) -> String {
      FigmaJSON.node(
        id, name: "Row \(id)", box: box,
        extra: #""layoutMode": "HORIZONTAL", "itemSpacing": 4, "primaryAxisAlignItems": "MIN", "#
          + #""primaryAxisSizingMode": "FIXED", "counterAxisSizingMode": "AUTO""#,
        children: children)
    }
    // 165 wide: "124.5 km" fits. 370 wide, 27 pt narrower on a 375-pt phone: two boxes of 170 and the gaps do not.
    let fits = row(
      "1:2", (16, 100, 165, 20), [text("1:3", "124.5", (16, 100, 86, 20)), text("1:4", "km", (106, 100, 17, 20))])
    let tooWide = row(
      "1:5", (16, 200, 370, 20),
      [
        rectangle("1:6", (16, 200, 170, 20)), rectangle("1:7", (190, 200, 170, 20)),
        text("1:8", "New", (364, 200, 20, 20)),
      ])
    let screen = try plan([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 402, 874), children: [fits, tooWide])])
    let closes = { (view: ViewSpec) in
      view.constraints.contains { $0.attribute == .trailing && $0.relation == .lessThanOrEqual }
    }
    let unit = try view("1:4", in: screen)
    verify(closes(unit), "\(unit.constraints.map(LayoutDump.describe))")
    verify(unit.contentPriorities?.compressionHorizontal, equals: 749)
    verify(try view("1:3", in: screen).contentPriorities, equals: nil)
    let tag = try view("1:8", in: screen)
    verify(!closes(tag), "\(tag.constraints.map(LayoutDump.describe))")
  }
}
