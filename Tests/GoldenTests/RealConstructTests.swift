import Foundation
import LayoutIR
import Pipeline
import RuleEngine
import TestSupport
import Testing
import Validation

/// The constructs real files use, each in a handful of nodes: the whole pipeline with the default
/// ruleset, solved by the validator and type-checked.
@Suite struct RealConstructTests {
  private func run(_ screens: [String]) throws -> ExampleCase.Outputs {
    try ExampleCase.run(bytes: Array(FigmaJSON.file(screens).utf8), source: "construct.json")
  }

  private func text(_ id: String, _ characters: String, box: (Double, Double, Double, Double), extra: String = "")
    -> String
  {
    FigmaJSON.node(
      id, "TEXT", name: characters, box: box,
      extra: #""characters": "\#(characters)", "style": {"fontSize": 14, "textAutoResize": "WIDTH_AND_HEIGHT"}"#
        + (extra.isEmpty ? "" : ", " + extra))
  }

  private func errors(_ outputs: ExampleCase.Outputs) -> [Substring] {
    outputs.diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
  }

  private func typeChecks(_ outputs: ExampleCase.Outputs) throws {
    // The files of the run, compiled together as the folder they are written to is.
    let problems = try SwiftTypeChecker.problems(inGenerated: outputs.files)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  /// A card hugging its width over two rows that fill it, each holding a hugging text (RotaRDV's
  /// most common shape): the widest row hugs its text, and the card takes its width.
  @Test func aFrameHuggingItemsThatFillItTakesItsSizeFromTheirContent() throws {
    let rows = [("1:3", "1:4", "Short", 80.0, 0.0), ("1:5", "1:6", "A longer line of text", 160.0, 20.0)].map {
      row, label, characters, width, y in
      FigmaJSON.node(
        row, name: "Row", box: (16, 100 + y, 160, 20),
        extra: #""layoutMode": "VERTICAL", "layoutSizingHorizontal": "FILL", "layoutSizingVertical": "HUG""#,
        children: [text(label, characters, box: (16, 100 + y, width, 20))])
    }
    let card = FigmaJSON.node(
      "1:2", name: "Card", box: (16, 100, 160, 40),
      extra: #""layoutMode": "VERTICAL", "layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG""#,
      children: rows)
    let outputs = try run([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 375, 812), children: [card])])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    verify(outputs.diagnostics, lacks: "planner.hugFixed")
    let code = try required(outputs.files.first?.contents)
    verify(code, lacks: "inset(80)", "the short text does not give the card its width")
    verify(
      code,
      contains:
        "longerLineLabel.snp.makeConstraints { make in\n      make.top.bottom.leading.trailing.equalToSuperview()",
      "the long text does")
    try typeChecks(outputs)
  }

  /// A row hugging its height over children that all fill it and give no height of their own:
  /// nothing in it can size it, so it keeps the design's height, with a note.
  @Test func aFrameWhoseItemsCannotSizeItKeepsTheDesignSize() throws {
    let cells = ["1:3", "1:4"].enumerated().map { index, id in
      FigmaJSON.node(
        id, "RECTANGLE", name: "Cell", box: (16 + Double(index) * 60, 100, 50, 48),
        extra: #""layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "FILL""#)
    }
    let row = FigmaJSON.node(
      "1:2", name: "Row", box: (16, 100, 110, 48),
      extra:
        #""layoutMode": "HORIZONTAL", "itemSpacing": 10, "layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG""#,
      children: cells)
    let outputs = try run([FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 375, 812), children: [row])])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    verify(
      outputs.diagnostics,
      contains:
        "note: [planner.hugFixed] hugs its content, but no item can give it a height (they all fill it); kept the design's height (node 1:2 'Row')"
    )
    verify(outputs.files.first?.contents.contains("make.height.equalTo(48)"), equals: true)
  }

  /// A screen taller than its device scrolls: a scroll view fills the root, the content keeps the
  /// design's height, and the tab bar along the bottom stays on screen.
  @Test func aTallScreenScrollsAndItsBottomBarStays() throws {
    let items = (0..<3).map { index in
      FigmaJSON.node(
        "1:\(10 + index)", "RECTANGLE", name: "Card", box: (16, 100 + Double(index) * 400, 358, 360),
        extra: #""constraints": {"horizontal": "LEFT_RIGHT", "vertical": "TOP"}"#)
    }
    let bar = FigmaJSON.node(
      "1:20", "RECTANGLE", name: "Tab Bar", box: (0, 1317, 390, 83),
      extra: #""constraints": {"horizontal": "LEFT_RIGHT", "vertical": "BOTTOM"}"#)
    let outputs = try run([FigmaJSON.node("1:1", name: "Feed", box: (0, 0, 390, 1400), children: items + [bar])])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "make.top.bottom.leading.trailing.equalTo(scrollView.contentLayoutGuide)")
    verify(code, contains: "make.width.equalTo(scrollView.frameLayoutGuide)")
    verify(code, contains: "make.height.equalTo(1400).priority(.low)")
    verify(
      code, contains: "make.bottom.lessThanOrEqualToSuperview().inset(140)", "the content grows with its last card")
    verify(
      code, contains: "scrollView.contentInsetAdjustmentBehavior = .never", "the design leaves the status bar room")
    verify(code, contains: "contentView.addSubview(cardView)")
    verify(code, contains: "    addSubview(tabBarView)", "the bar stays outside the scrolling content")
    verify(code, contains: "make.bottom.equalTo(tabBarView.snp.top)", "the scroll view ends above the bar")
    verify(
      code, contains: "tabBarView.snp.makeConstraints { make in\n      make.bottom.leading.trailing.equalToSuperview()")
    verify(outputs.diagnostics, contains: "[planner.scroll] is taller than the iPhone 14 (390×844)")
    try typeChecks(outputs)
  }

  /// A tall screen that puts its header where the status bar is was drawn for the safe area: its
  /// scroll view hangs from the safe area's top, and iOS insets the content below.
  @Test func aTallScreenDrawnUnderTheStatusBarScrollsBelowIt() throws {
    let header = text("1:2", "Back", box: (16, 12, 40, 20))
    let card = FigmaJSON.node("1:3", "RECTANGLE", name: "Card", box: (16, 60, 358, 1200))
    let outputs = try run([FigmaJSON.node("1:1", name: "Profile", box: (0, 0, 390, 1300), children: [header, card])])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    verify(outputs.ir.hasPrefix("screen 1:1 'Profile' → ProfileView 390×1300, safe area 0,0,34,0"))
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "scrollView.snp.makeConstraints { make in\n      make.top.equalTo(safeAreaLayoutGuide)")
    verify(code, lacks: "contentInsetAdjustmentBehavior")
    try typeChecks(outputs)
  }

  /// A frame whose overflow scrolls is a scroll view over content as long as its children.
  @Test func aFrameThatOverflowsIsAScrollView() throws {
    let chips = (0..<6).map { index in
      FigmaJSON.node("1:\(10 + index)", "RECTANGLE", name: "Chip", box: (16 + Double(index) * 90, 200, 80, 32))
    }
    let strip = FigmaJSON.node(
      "1:2", name: "Chips", box: (0, 200, 375, 32), extra: #""overflowDirection": "HORIZONTAL_SCROLLING""#,
      children: chips)
    let outputs = try run([FigmaJSON.node("1:1", name: "Filters", box: (0, 0, 375, 812), children: [strip])])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "private let chipsScrollView: UIScrollView = {")
    verify(code, contains: "make.height.equalTo(chipsScrollView.frameLayoutGuide)")
    verify(code, contains: "make.width.equalTo(546)", "the content runs to the last chip's trailing edge")
    try typeChecks(outputs)
  }

  /// Seed 000's named mistake: a caption 16 pt above the home indicator hangs from the safe area,
  /// never from the root's bottom by 34 + 16; a 298-pt block at x = 45 reads from its left.
  @Test func bottomCaptionsUseTheSafeAreaAndWideBlocksReadFromTheLeft() throws {
    let caption = text(
      "1:2", "Terms apply", box: (140, 740, 95, 22),
      extra: #""constraints": {"horizontal": "CENTER", "vertical": "BOTTOM"}"#)
    let block = FigmaJSON.node("1:3", "RECTANGLE", name: "Remark Box", box: (45, 300, 298, 100))
    let outputs = try run([FigmaJSON.node("1:1", name: "Terms", box: (0, 0, 375, 812), children: [caption, block])])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "make.bottom.equalTo(safeAreaLayoutGuide).inset(16)")
    verify(code, lacks: "inset(50)")
    verify(code, contains: "make.leading.equalToSuperview().inset(45)")
    verify(outputs.diagnostics, lacks: "hardcoded_safe_area")
  }

  /// `SPACE_BETWEEN` over three items spreads them with equal spacers: at any width the first and
  /// last items keep the padding and the middle one stays centred.
  @Test func spaceBetweenSpreadsEveryItemAtEveryWidth() throws {
    let icons = [16.0, 172.5, 329].enumerated().map { index, x in
      FigmaJSON.node("1:\(10 + index)", "RECTANGLE", name: "Icon", box: (x, 100, 30, 30))
    }
    let row = FigmaJSON.node(
      "1:2", name: "Toolbar", box: (0, 100, 375, 30),
      extra:
        #""layoutMode": "HORIZONTAL", "primaryAxisAlignItems": "SPACE_BETWEEN", "paddingLeft": 16, "paddingRight": 16, "layoutSizingHorizontal": "FILL", "layoutSizingVertical": "HUG""#,
      children: icons)
    let screen = FigmaJSON.node(
      "1:1", name: "Toolbar Screen", box: (0, 0, 375, 812), extra: #""layoutMode": "VERTICAL""#,
      children: [row])
    let outputs = try run([screen])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "toolbarView.addLayoutGuide(iconGapGuide)")
    verify(code, contains: "make.width.equalTo(iconGapGuide)")
    try typeChecks(outputs)
    let layout = try Self.layout(FigmaJSON.file([screen]))
    let wide = Validator().solvedFrames(try required(layout.document.screens.first), at: Size(width: 430, height: 932))
    verify(wide["1:10"]?.x, equals: 16)
    verify(abs((wide["1:11"].map { $0.x + $0.width / 2 } ?? 0) - 215) < 0.01, "the middle icon follows the centre")
    verify(abs((wide["1:12"]?.maxX ?? 0) - 414) < 0.01, "the last icon reaches the trailing padding")
  }

  /// A FILL card with a maximum width fills the screen's padded width up to it, then stays
  /// centred as its column aligns it.
  @Test func aFillItemWithAMaximumStopsGrowingAndKeepsItsAlignment() throws {
    let card = FigmaJSON.node(
      "1:2", "RECTANGLE", name: "Card", box: (16, 100, 343, 120),
      extra: #""layoutSizingHorizontal": "FILL", "layoutSizingVertical": "FIXED", "maxWidth": 400, "minWidth": 200"#)
    let screen = FigmaJSON.node(
      "1:1", name: "Cards", box: (0, 0, 375, 812),
      extra:
        #""layoutMode": "VERTICAL", "counterAxisAlignItems": "CENTER", "paddingLeft": 16, "paddingRight": 16, "paddingTop": 100"#,
      children: [card])
    let outputs = try run([screen])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "make.width.lessThanOrEqualTo(400)")
    verify(code, contains: "make.width.equalToSuperview().offset(-32).priority(.high)")
    try typeChecks(outputs)
    let layout = try Self.layout(FigmaJSON.file([screen]))
    let planned = try required(layout.document.screens.first)
    let wide = Validator().solvedFrames(planned, at: Size(width: 768, height: 1024))
    verify(wide["1:2"]?.width, equals: 400)
    verify(wide["1:2"]?.x, equals: 184, "centred in 768")
    verify(Validator().solvedFrames(planned, at: Size(width: 320, height: 568))["1:2"]?.width, equals: 288)
  }

  /// A FILL bar with a maximum beside a label, spread between the row's ends: it grows to its
  /// maximum and the gap takes the rest, never below the spacing (RotaRDV's sync progress bar).
  @Test func aFillItemWithAMaximumAlongItsRowGivesTheRestToTheGap() throws {
    let label = FigmaJSON.node(
      "1:3", "RECTANGLE", name: "Status", box: (16, 100, 178, 16),
      extra: #""layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "FIXED""#)
    let bar = FigmaJSON.node(
      "1:4", "RECTANGLE", name: "Progress", box: (274, 106, 100, 4),
      extra: #""layoutSizingHorizontal": "FILL", "layoutSizingVertical": "FIXED", "maxWidth": 100"#)
    let row = FigmaJSON.node(
      "1:2", name: "Sync Row", box: (0, 100, 390, 16),
      extra:
        #""layoutMode": "HORIZONTAL", "primaryAxisAlignItems": "SPACE_BETWEEN", "counterAxisAlignItems": "CENTER", "itemSpacing": 20, "paddingLeft": 16, "paddingRight": 16, "layoutSizingHorizontal": "FILL", "layoutSizingVertical": "HUG""#,
      children: [label, bar])
    let screen = FigmaJSON.node(
      "1:1", name: "Sync", box: (0, 0, 390, 844), extra: #""layoutMode": "VERTICAL", "paddingTop": 100"#,
      children: [row])
    let outputs = try run([screen])
    verify(errors(outputs).isEmpty, "\(outputs.diagnostics)")
    verify(outputs.files.first?.contents.contains("make.width.lessThanOrEqualTo(100)"), equals: true)
    try typeChecks(outputs)
    let planned = try required(try Self.layout(FigmaJSON.file([screen])).document.screens.first)
    let wide = Validator().solvedFrames(planned, at: Size(width: 768, height: 1024))
    verify(wide["1:4"]?.width, equals: 100)
    verify(wide["1:4"]?.maxX, equals: 752, "the bar keeps to the trailing padding")
    let narrow = Validator().solvedFrames(planned, at: Size(width: 320, height: 568))
    verify(narrow["1:4"]?.width, equals: 90, "320 − 32 padding − 178 − 20 spacing")
  }

  private static func layout(_ json: String) throws -> LayoutResult {
    try ExampleCase.layout(bytes: Array(json.utf8), source: "construct.json").1
  }

  /// The safe area comes from the device the canvas is drawn for, whatever its size.
  @Test(arguments: [
    (390.0, 1400.0, "Feed", "", "safe area 47,0,34,0"),
    (440, 956, "Home", "", "safe area 62,0,34,0"),
    (375, 1200, "iPhone SE - Settings", "", "safe area 20,0,0,0"),
    (
      375, 900, "Screen",
      #"{"id": "2:9", "name": "Status Bar", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 375, "height": 20}}"#,
      "safe area 20,0,0,0"
    ),
    (412, 915, "Android", "", "safe area 48,0,34,0"),
    (1440, 1024, "Desktop", "", "safe area 0,0,0,0"),
  ])
  func derivesTheSafeAreaFromTheDevice(
    width: Double, height: Double, name: String, child: String, expected: String
  ) throws {
    let screen = FigmaJSON.node("1:1", name: name, box: (0, 0, width, height), children: child.isEmpty ? [] : [child])
    let outputs = try run([screen])
    verify(outputs.ir.split(separator: "\n").first?.hasSuffix(expected), equals: true, "\(outputs.ir.prefix(120))")
    if width == 412 {
      verify(outputs.diagnostics, contains: "no iOS device is 412 pt wide; laid out for the nearest, the iPhone 11")
    }
  }
}
