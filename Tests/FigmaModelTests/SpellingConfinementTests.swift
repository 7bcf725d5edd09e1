import FigmaModel
import Foundation
import TestSupport
import Testing

/// Figma's spellings (`"DROP_SHADOW"`, `"CENTER"`, `"INTRINSIC_%"`) are read only by FigmaModel's decoder: every later
/// stage switches over its enums, so a string literal spelled like a Figma value anywhere else in `Sources` is a raw
/// comparison coming back.
@Suite struct SpellingConfinementTests {
  /// Every spelling of every set FigmaModel types, taken from the types themselves.
  static let spellings: Set<String> = {
    var all: [String] = []
    func add<V: FigmaVocabulary>(_: V.Type) { all += V.documented.map(\.spelling) }
    add(NodeKind.self)
    add(Paint.Kind.self)
    add(Paint.ScaleMode.self)
    add(Effect.Kind.self)
    add(Appearance.StrokeAlign.self)
    add(Appearance.BlendMode.self)
    add(NodeProperties.ScrollBehavior.self)
    add(AutoLayout.Wrap.self)
    add(GridCell.Align.self)
    add(ComponentProperty.Kind.self)
    add(TextStyle.HorizontalAlign.self)
    add(TextStyle.VerticalAlign.self)
    add(TextStyle.LineHeightUnit.self)
    add(TextStyle.Truncation.self)
    add(TextStyle.Case.self)
    add(TextStyle.Decoration.self)
    add(LayoutConstraints.Horizontal.self)
    add(LayoutConstraints.Vertical.self)
    add(Sizing.self)
    add(AutoLayout.Mode.self)
    add(AutoLayout.AxisSizing.self)
    add(AutoLayout.PrimaryAlign.self)
    add(AutoLayout.CounterAlign.self)
    add(AutoLayout.AlignContent.self)
    add(AutoLayout.Overflow.self)
    add(ItemLayout.Align.self)
    add(ItemLayout.Positioning.self)
    add(TextStyle.AutoResize.self)
    return Set(all)
  }()

  /// Files that may spell Figma values, and why.
  static let allowed: [String: String] = [
    // The starter ruleset's sample design: a Figma response written out, never compared.
    "Sources/FigsnapCLI/Commands/RulesetTemplate.swift": "a sample Figma response"
  ]

  /// The string literals of a line of Swift that are all capitals, digits, `_` and `%`, outside a comment.
  static func literals(in line: String) -> [String] {
    let code = line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : line
    var found: [String] = []
    var current: String?
    var escaped = false
    for character in code {
      if escaped {
        escaped = false
        current?.append(character)
      } else if character == "\\", current != nil {
        escaped = true
      } else if character == "\"" {
        if let literal = current { found.append(literal) }
        current = current == nil ? "" : nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return found.filter { !$0.isEmpty && $0.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" || $0 == "%" } }
  }

  @Test func theScanFindsASpellingInCodeAndNotInAComment() {
    verify(Self.literals(in: #"    if effect.type == "DROP_SHADOW" { return "x" }"#), equals: ["DROP_SHADOW"])
    verify(Self.literals(in: #"    /// "INSIDE" is Figma's default"#).isEmpty)
    verify(Self.spellings.isSuperset(of: ["DROP_SHADOW", "INSIDE", "INTRINSIC_%", "CENTER", "FRAME", "SMALL_CAPS"]))
  }

  @Test func noStageOutsideFigmaModelSpellsAFigmaValue() throws {
    let root = Paths.package("Sources")
    let enumerator = try required(FileManager.default.enumerator(atPath: root))
    var offences: [String] = []
    var scanned = 0
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      guard !path.hasPrefix("FigmaModel/"), Self.allowed["Sources/" + path] == nil else { continue }
      scanned += 1
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for literal in Self.literals(in: String(line)) where Self.spellings.contains(literal) {
          offences.append("Sources/\(path):\(number + 1): \"\(literal)\"")
        }
      }
    }
    verify(scanned > 100)
    verify(
      offences.isEmpty,
      "Figma spellings outside FigmaModel; switch over its enums instead:\n\(offences.joined(separator: "\n"))")
  }
}
