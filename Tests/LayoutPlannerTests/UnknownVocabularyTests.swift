import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import LayoutPlanner
import Pipeline
import TestSupport
import Testing

/// A layout or text value figsnap does not know is kept (and reported by the decoder), and the planner lays the
/// node out as the field's API default: the plan of a design spelling every such field with a value from the future
/// is the plan of the same design spelling the defaults.
@Suite struct UnknownVocabularyTests {
  /// Each field with its API default and a value Figma does not document.
  static let fields: [(name: String, known: String, unknown: String)] = [
    ("layoutMode", "NONE", "FLEX"),
    ("primaryAxisSizingMode", "AUTO", "SHRINK"),
    ("counterAxisSizingMode", "AUTO", "SHRINK"),
    ("primaryAxisAlignItems", "MIN", "SPACE_AROUND"),
    ("counterAxisAlignItems", "MIN", "FIRST_BASELINE"),
    ("counterAxisAlignContent", "AUTO", "STRETCH"),
    ("overflowDirection", "NONE", "DIAGONAL_SCROLLING"),
    ("layoutAlign", "INHERIT", "START"),
    ("layoutPositioning", "AUTO", "STICKY"),
    ("layoutSizingHorizontal", "FIXED", "SHRINK"),
    ("textAutoResize", "NONE", "WIDTH"),
    ("horizontal", "LEFT", "SIDEWAYS"),
    ("vertical", "TOP", "UPWARDS"),
  ]

  /// A screen with a free frame, an auto-layout column that may scroll, items in it and a pinned view, each field
  /// spelled by `value`.
  private static func screen(_ value: (String) -> String) -> String {
    func box(_ id: String, _ frame: (Double, Double, Double, Double), _ extra: String) -> String {
      FigmaJSON.node(
        id, "RECTANGLE", name: "Box \(id)", box: frame,
        extra: #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}], "# + extra)
    }
    let text = FigmaJSON.node(
      "1:5", "TEXT", name: "Title", box: (24, 116, 200, 20),
      extra: #""characters": "Title", "style": {"fontFamily": "Inter", "fontSize": 16, "#
        + #""textAutoResize": "\#(value("textAutoResize"))"}"#)
    let item = box(
      "1:6", (24, 148, 342, 58),
      #""layoutAlign": "\#(value("layoutAlign"))", "layoutPositioning": "\#(value("layoutPositioning"))", "#
        + #""layoutSizingHorizontal": "\#(value("layoutSizingHorizontal"))""#)
    let column = FigmaJSON.node(
      "1:4", name: "Column", box: (0, 100, 390, 130),
      extra: #""layoutMode": "VERTICAL", "itemSpacing": 12, "paddingTop": 16, "paddingLeft": 24, "#
        + #""paddingBottom": 8, "primaryAxisSizingMode": "\#(value("primaryAxisSizingMode"))", "#
        + #""counterAxisSizingMode": "\#(value("counterAxisSizingMode"))", "#
        + #""primaryAxisAlignItems": "\#(value("primaryAxisAlignItems"))", "#
        + #""counterAxisAlignItems": "\#(value("counterAxisAlignItems"))", "#
        + #""counterAxisAlignContent": "\#(value("counterAxisAlignContent"))", "#
        + #""overflowDirection": "\#(value("overflowDirection"))""#,
      children: [text, item])
    let pinned = box(
      "1:8", (300, 300, 60, 40),
      #""constraints": {"horizontal": "\#(value("horizontal"))", "vertical": "\#(value("vertical"))"}"#)
    let free = FigmaJSON.node(
      "1:7", name: "Free", box: (0, 260, 390, 200), extra: #""layoutMode": "\#(value("layoutMode"))""#,
      children: [pinned])
    return FigmaJSON.node("1:1", name: "Screen", box: (0, 0, 390, 844), children: [column, free])
  }

  /// The views the planner makes of `screen`, every node kept without decisions.
  private func views(_ screen: String) throws -> [ViewSpec] {
    let design = try FigmaJSON.load(FigmaJSON.file([screen]))
    func kept(_ node: DesignNode) -> RuledNode {
      var own = node
      own.children = []
      return RuledNode(design: own, frame: node.frame, decisions: .init(), children: node.children.map(kept))
    }
    let ruled = RuledTree(
      source: "test.json", ruleset: "none",
      screens: design.tree.screens.map {
        RuledScreen(root: kept($0.root), page: $0.page, skipped: [], device: $0.device)
      },
      options: .standard)
    return try required(Planner().plan(ruled).screens.first).views
  }

  @Test func unknownLayoutAndTextValuesAreLaidOutAsTheirDefaults() throws {
    let known = Dictionary(uniqueKeysWithValues: Self.fields.map { ($0.name, $0.known) })
    let unknown = Dictionary(uniqueKeysWithValues: Self.fields.map { ($0.name, $0.unknown) })
    let defaults = try views(Self.screen { known[$0] ?? "" })
    let future = try views(Self.screen { unknown[$0] ?? "" })
    verify(Set(defaults.map(\.node)).isSuperset(of: ["1:4", "1:5", "1:6", "1:8"]), "\(defaults.map(\.node))")
    verify(future, equals: defaults)
  }

  @Test func theUnknownValuesAreKeptAndReported() throws {
    let unknown = Dictionary(uniqueKeysWithValues: Self.fields.map { ($0.name, $0.unknown) })
    let result = try FigmaJSON.load(FigmaJSON.file([Self.screen { unknown[$0] ?? "" }]))
    let notes = result.diagnostics.filter { $0.ruleID == "figma.decode" }.map(\.message)
    verify(notes.count, equals: Self.fields.count, "\(notes)")
    for field in Self.fields {
      verify(notes.contains { $0.hasSuffix("('\(field.unknown)'); kept as written") }, "\(field.name): \(notes)")
    }
  }
}
