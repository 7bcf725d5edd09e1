import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

/// Figma's closed sets are enums: each documented value decodes to its case, a value figsnap does not know is kept
/// as written and reported once per file and field, and the spelling comes back unchanged.
@Suite struct VocabularyTests {
  /// One field of the response whose values form a documented set.
  struct Field: Sendable, CustomTestStringConvertible {
    /// The field's name in the decoder's notes.
    let name: String
    /// Every documented spelling.
    let spellings: [String]
    /// A node, the first child of the screen, with the field set to a spelling.
    let node: @Sendable (String) -> String
    /// The field's value read back from that node: its spelling and whether it is documented.
    let read: @Sendable (DesignNode) -> (spelling: String, isDocumented: Bool)?

    var testDescription: String { name }

    init<V: FigmaVocabulary>(
      _ name: String, _: V.Type, node: @escaping @Sendable (String) -> String,
      read: @escaping @Sendable (DesignNode) -> V?
    ) {
      self.name = name
      spellings = V.documented.map(\.spelling)
      self.node = node
      self.read = { node in read(node).map { ($0.rawValue, $0.isDocumented) } }
    }
  }

  private static func shape(_ extra: String) -> String {
    FigmaJSON.node("1:3", "RECTANGLE", box: (0, 0, 50, 20), extra: extra)
  }

  private static func frame(_ extra: String) -> String {
    FigmaJSON.node("1:3", box: (0, 0, 50, 20), extra: extra)
  }

  private static func text(_ style: String) -> String {
    FigmaJSON.node(
      "1:3", "TEXT", box: (0, 0, 50, 20),
      extra: #""characters": "Hello", "style": {"fontFamily": "Inter", "fontSize": 12, \#(style)}"#)
  }

  private static func run(_ style: String) -> String {
    FigmaJSON.node(
      "1:3", "TEXT", box: (0, 0, 50, 20),
      extra: #""characters": "Hi", "characterStyleOverrides": [1], "styleOverrideTable": {"1": {\#(style)}}"#)
  }

  static let fields: [Field] = [
    Field(
      "paint.type", Paint.Kind.self, node: { shape(#""fills": [{"type": "\#($0)"}]"#) },
      read: { $0.appearance.fills.first?.kind }),
    Field(
      "paint.scaleMode", Paint.ScaleMode.self, node: { shape(#""fills": [{"type": "IMAGE", "scaleMode": "\#($0)"}]"#) },
      read: { $0.appearance.fills.first?.scaleMode }),
    Field(
      "effect.type", Effect.Kind.self, node: { shape(#""effects": [{"type": "\#($0)", "radius": 4}]"#) },
      read: { $0.appearance.effects.first?.type }),
    Field(
      "strokeAlign", Appearance.StrokeAlign.self, node: { shape(#""strokeAlign": "\#($0)""#) },
      read: { $0.appearance.strokeAlign }),
    Field(
      "blendMode", Appearance.BlendMode.self, node: { shape(#""blendMode": "\#($0)""#) },
      read: { $0.appearance.blendMode }),
    Field(
      "scrollBehavior", NodeProperties.ScrollBehavior.self, node: { shape(#""scrollBehavior": "\#($0)""#) },
      read: { $0.scrollBehavior }),
    Field(
      "layoutWrap", AutoLayout.Wrap.self, node: { shape(#""layoutMode": "HORIZONTAL", "layoutWrap": "\#($0)""#) },
      read: { $0.layout.wrap }),
    Field(
      "constraints.horizontal", LayoutConstraints.Horizontal.self,
      node: { shape(#""constraints": {"horizontal": "\#($0)", "vertical": "TOP"}"#) },
      read: { $0.constraints.horizontal }),
    Field(
      "constraints.vertical", LayoutConstraints.Vertical.self,
      node: { shape(#""constraints": {"horizontal": "LEFT", "vertical": "\#($0)"}"#) },
      read: { $0.constraints.vertical }),
    Field(
      "layoutSizingHorizontal", Sizing.self, node: { shape(#""layoutSizingHorizontal": "\#($0)""#) },
      read: { $0.item.declaredHorizontalSizing }),
    Field(
      "layoutSizingVertical", Sizing.self, node: { shape(#""layoutSizingVertical": "\#($0)""#) },
      read: { $0.item.declaredVerticalSizing }),
    Field("layoutMode", AutoLayout.Mode.self, node: { frame(#""layoutMode": "\#($0)""#) }, read: { $0.layout.mode }),
    Field(
      "primaryAxisSizingMode", AutoLayout.AxisSizing.self, node: { frame(#""primaryAxisSizingMode": "\#($0)""#) },
      read: { $0.layout.primarySizing }),
    Field(
      "counterAxisSizingMode", AutoLayout.AxisSizing.self, node: { frame(#""counterAxisSizingMode": "\#($0)""#) },
      read: { $0.layout.counterSizing }),
    Field(
      "primaryAxisAlignItems", AutoLayout.PrimaryAlign.self, node: { frame(#""primaryAxisAlignItems": "\#($0)""#) },
      read: { $0.layout.primaryAlign }),
    Field(
      "counterAxisAlignItems", AutoLayout.CounterAlign.self, node: { frame(#""counterAxisAlignItems": "\#($0)""#) },
      read: { $0.layout.counterAlign }),
    Field(
      "counterAxisAlignContent", AutoLayout.AlignContent.self,
      node: { frame(#""layoutWrap": "WRAP", "counterAxisAlignContent": "\#($0)""#) }, read: { $0.layout.alignContent }),
    Field(
      // A frame whose content runs past it both ways: the normaliser keeps only the axes where it can scroll.
      "overflowDirection", AutoLayout.Overflow.self,
      node: {
        FigmaJSON.node(
          "1:3", box: (0, 0, 50, 20), extra: #""overflowDirection": "\#($0)""#,
          children: [FigmaJSON.node("1:4", box: (0, 0, 80, 30))])
      }, read: { $0.layout.overflow }),
    Field("layoutAlign", ItemLayout.Align.self, node: { shape(#""layoutAlign": "\#($0)""#) }, read: { $0.item.align }),
    Field(
      "layoutPositioning", ItemLayout.Positioning.self, node: { shape(#""layoutPositioning": "\#($0)""#) },
      read: { $0.item.positioning }),
    Field(
      "gridChildHorizontalAlign", GridCell.Align.self, node: { shape(#""gridChildHorizontalAlign": "\#($0)""#) },
      read: { $0.item.gridCell?.horizontalAlign }),
    Field(
      "gridChildVerticalAlign", GridCell.Align.self, node: { shape(#""gridChildVerticalAlign": "\#($0)""#) },
      read: { $0.item.gridCell?.verticalAlign }),
    Field(
      "componentProperty.type", ComponentProperty.Kind.self,
      node: {
        FigmaJSON.node(
          "1:3", "INSTANCE", box: (0, 0, 50, 20),
          extra: #""componentId": "9:9", "componentProperties": {"On": {"type": "\#($0)", "value": true}}"#)
      },
      read: { $0.component?.properties.first?.type }),
    Field(
      "style.textAlignHorizontal", TextStyle.HorizontalAlign.self, node: { text(#""textAlignHorizontal": "\#($0)""#) },
      read: { $0.text?.style.alignHorizontal }),
    Field(
      "style.textAlignVertical", TextStyle.VerticalAlign.self, node: { text(#""textAlignVertical": "\#($0)""#) },
      read: { $0.text?.style.alignVertical }),
    Field(
      "style.textAutoResize", TextStyle.AutoResize.self, node: { text(#""textAutoResize": "\#($0)""#) },
      read: { $0.text?.style.autoResize }),
    Field(
      "style.lineHeightUnit", TextStyle.LineHeightUnit.self, node: { text(#""lineHeightUnit": "\#($0)""#) },
      read: { $0.text?.style.lineHeightUnit }),
    Field(
      "style.textTruncation", TextStyle.Truncation.self, node: { text(#""textTruncation": "\#($0)""#) },
      read: { $0.text?.style.truncation }),
    Field(
      "style.textCase", TextStyle.Case.self, node: { text(#""textCase": "\#($0)""#) },
      read: { $0.text?.style.textCase }),
    Field(
      "style.textDecoration", TextStyle.Decoration.self, node: { text(#""textDecoration": "\#($0)""#) },
      read: { $0.text?.style.textDecoration }),
    Field(
      "styleOverrideTable.textCase", TextStyle.Case.self, node: { run(#""textCase": "\#($0)""#) },
      read: { $0.text?.overrideStyles[1]?.textCase }),
    Field(
      "styleOverrideTable.textDecoration", TextStyle.Decoration.self, node: { run(#""textDecoration": "\#($0)""#) },
      read: { $0.text?.overrideStyles[1]?.textDecoration }),
  ]

  /// Loads a screen whose children are `nodes`; returns the children and the decoder's notes.
  private func load(_ nodes: [String]) throws -> (children: [DesignNode], notes: [Diagnostic]) {
    let screen = FigmaJSON.node("1:2", box: (0, 0, 100, 40), children: nodes)
    let result = try FigmaJSON.load(FigmaJSON.file([screen]))
    let root = try required(result.tree.screens.first?.root)
    return (root.children, result.diagnostics.filter { $0.ruleID == "figma.decode" })
  }

  private static func checkCases<V: FigmaVocabulary>(_: V.Type) {
    let spellings = V.documented.map(\.spelling)
    verify(Set(spellings).count, equals: spellings.count, "\(V.self) spells two values alike")
    verify(Set(V.documented.map(\.value)).count, equals: spellings.count, "\(V.self) lists a case twice")
    for (value, spelling) in V.documented {
      verify(V(rawValue: spelling), equals: value)
      verify(value.rawValue, equals: spelling)
      verify(value.isDocumented && value.unknownSpelling == nil)
    }
    let unknown = V(rawValue: "SOMETHING_NEW")
    verify(unknown, equals: V.unknown("SOMETHING_NEW"))
    verify(unknown.rawValue == "SOMETHING_NEW" && !unknown.isDocumented)
  }

  @Test func everyEnumSpellsEachDocumentedValueOnceAndKeepsAnUnknownOne() {
    Self.checkCases(Paint.Kind.self)
    Self.checkCases(Paint.ScaleMode.self)
    Self.checkCases(Effect.Kind.self)
    Self.checkCases(Appearance.StrokeAlign.self)
    Self.checkCases(Appearance.BlendMode.self)
    Self.checkCases(NodeProperties.ScrollBehavior.self)
    Self.checkCases(AutoLayout.Wrap.self)
    Self.checkCases(GridCell.Align.self)
    Self.checkCases(ComponentProperty.Kind.self)
    Self.checkCases(TextStyle.HorizontalAlign.self)
    Self.checkCases(TextStyle.VerticalAlign.self)
    Self.checkCases(TextStyle.LineHeightUnit.self)
    Self.checkCases(TextStyle.Truncation.self)
    Self.checkCases(TextStyle.Case.self)
    Self.checkCases(TextStyle.Decoration.self)
    Self.checkCases(LayoutConstraints.Horizontal.self)
    Self.checkCases(LayoutConstraints.Vertical.self)
    Self.checkCases(Sizing.self)
    Self.checkCases(AutoLayout.Mode.self)
    Self.checkCases(AutoLayout.AxisSizing.self)
    Self.checkCases(AutoLayout.PrimaryAlign.self)
    Self.checkCases(AutoLayout.CounterAlign.self)
    Self.checkCases(AutoLayout.AlignContent.self)
    Self.checkCases(AutoLayout.Overflow.self)
    Self.checkCases(ItemLayout.Align.self)
    Self.checkCases(ItemLayout.Positioning.self)
    Self.checkCases(TextStyle.AutoResize.self)
  }

  @Test(arguments: fields) func decodesEveryDocumentedValueWithoutANote(_ field: Field) throws {
    let (children, notes) = try load(field.spellings.map(field.node))
    verify(children.compactMap(field.read).map(\.spelling), equals: field.spellings)
    let read = children.compactMap(field.read)
    verify(read.allSatisfy { $0.isDocumented })
    verify(notes.isEmpty, "\(notes.map(\.message))")
  }

  @Test(arguments: fields) func keepsUnknownValuesAndReportsThemOncePerField(_ field: Field) throws {
    let (children, notes) = try load([
      field.node("FROM_THE_FUTURE"), field.node("ALSO_NEW"), field.node("FROM_THE_FUTURE"),
    ])
    verify(children.compactMap(field.read).map(\.spelling), equals: ["FROM_THE_FUTURE", "ALSO_NEW", "FROM_THE_FUTURE"])
    verify(children.compactMap(field.read).allSatisfy { !$0.isDocumented })
    let reports = notes.filter { $0.message.hasPrefix("'\(field.name)' ") }
    try required(reports.count == 1, "\(notes.map(\.message))")
    let report = reports[0]
    verify(report.severity, equals: .note)
    verify(report.message.hasPrefix("'\(field.name)' has a value figsnap does not know at $.document.children[0]"))
    verify(report.message.hasSuffix("('FROM_THE_FUTURE'); kept as written (3 times)"))
    verify(notes.count, equals: 1, "only the unknown value is reported: \(notes.map(\.message))")
  }

  @Test func anUnknownLayoutValueAnswersAsTheAPIsDefault() {
    var layout = AutoLayout()
    layout.mode = .unknown("FLEX")
    verify(!layout.isAutoLayout)
    var item = ItemLayout()
    item.positioning = .unknown("FLOATING")
    verify(!item.isAbsolute)
    let overflow = AutoLayout.Overflow.unknown("DIAGONAL_SCROLLING")
    verify(!overflow.scrollsHorizontally && !overflow.scrollsVertically)
    verify(
      AutoLayout.PrimaryAlign.unknown("SPACE_AROUND").packsAtStart, equals: AutoLayout.PrimaryAlign.min.packsAtStart)
    verify(TextStyle.AutoResize.unknown("WIDTH").keepsHeight, equals: TextStyle.AutoResize.none.keepsHeight)
  }

  @Test func anUnknownSizingModeOrAutoResizeDerivesTheSizingTheDefaultDoes() throws {
    // Older files have no `layoutSizing*`: a frame's own AUTO axis hugs, a text box that keeps its size is FIXED.
    let (children, _) = try load([
      Self.frame(#""layoutMode": "HORIZONTAL", "primaryAxisSizingMode": "SHRINK", "counterAxisSizingMode": "FIXED""#),
      Self.text(#""textAutoResize": "WIDTH""#),
    ])
    try required(children.count == 2)
    verify(children[0].sizing, equals: AxisSizings(horizontal: .hug, vertical: .fixed))
    verify(children[1].sizing, equals: AxisSizings(horizontal: .fixed, vertical: .fixed))
  }

  @Test func aValueThatIsNotAStringStillFallsBackToTheDefault() throws {
    let (children, notes) = try load([Self.shape(#""strokeAlign": 3"#)])
    verify(children.first?.appearance.strokeAlign, equals: .inside)
    verify(
      notes.map(\.message),
      equals: [
        "'strokeAlign' is a number, not a string at $.document.children[0].children[0].children[0].strokeAlign; used 'INSIDE'"
      ])
  }
}
