import JSONText
import LayoutIR
import Semantics
import SwiftSource

/// The answers that name a style: the `color` and `font` hooks and the `view` hook's `role`.
///
/// They are values, never Swift: a platform colour or text style by name, an asset, a team token (which the ruleset's
/// `targets.uikit` maps to a symbol), or a literal.
extension DecisionReader {
  static let colorForms =
    "{ system = \"systemBlue\" }, { asset = \"Brand/Primary\" }, { token = \"accent\" } or "
    + "{ hex = \"#RRGGBB\", alpha = 1 }"
  static let fontForms =
    "{ text_style = \"body\" }, { size = 15, weight = \"semibold\" }, "
    + "{ name = \"Avenir-Heavy\", size = 15 }, { family = \"Inter\", size = 15, weight = 500 } or "
    + "{ token = \"headline\" } (italic = true with a weight; sizes scale with Dynamic Type unless scaled = false)"

  /// A role of the `view` hook.
  func role(_ value: LuaValue) throws(ContractViolation) -> ViewRole {
    guard case .string(let name) = value, let role = ViewRole(rawValue: name) else {
      let roles = ViewRole.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw ContractViolation(message: "view.role = \(Self.describe(value)) is not a role; expected one of \(roles)")
    }
    return role
  }

  /// The `color` hook's answer; a token must have a symbol in `symbols`, or be one of `designTokens`: the style or
  /// colour variable the paint is bound to, which the design's own colour tokens declare.
  func color(_ value: LuaValue, symbols: SymbolTable, designTokens: Set<String> = []) throws(ContractViolation)
    -> ColorValue
  {
    let table = try styleTable(value, allowed: ["system", "asset", "token", "hex", "alpha"], forms: Self.colorForms)
    let kinds = ["system", "asset", "token", "hex"].filter { table.fields[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first else {
      throw ContractViolation(
        message:
          "returned a table with \(kinds.isEmpty ? "none" : kinds.joined(separator: " and ")) of system, asset, token and hex; expected one of \(Self.colorForms)"
      )
    }
    guard kind == "hex" || table.fields["alpha"] == nil else {
      throw ContractViolation(message: "color.alpha goes with hex only")
    }
    let text = try styleText(table.fields[kind], "color.\(kind)")
    switch kind {
    case "system":
      guard Self.isIdentifier(text) else {
        throw ContractViolation(
          message: "color.system = \(Self.describe(.string(text))) is not a colour name such as \"systemBlue\"")
      }
      return .system(text)
    case "asset": return .asset(text)
    case "token": return .token(designTokens.contains(text) ? text : try token(text, in: symbols, what: "color"))
    default:
      guard let channels = Self.channels(ofHex: text) else {
        throw ContractViolation(message: "color.hex = \(Self.describe(.string(text))) is not \"#RRGGBB\"")
      }
      var alpha = 1.0
      if let given = table.fields["alpha"] {
        guard case .number(let number) = given, let checked = CheckedNumber.finite(number, in: 0...1) else {
          throw ContractViolation(message: "color.alpha = \(Self.describe(given)); expected a number from 0 to 1")
        }
        alpha = checked
      }
      return .rgba(red: channels.red, green: channels.green, blue: channels.blue, alpha: alpha)
    }
  }

  /// The `font` hook's answer; a token must have a symbol in `symbols`, or be one of `designTokens`: the text's style.
  func font(_ value: LuaValue, symbols: SymbolTable, designTokens: Set<String> = []) throws(ContractViolation)
    -> FontValue
  {
    let table = try styleTable(
      value, allowed: ["text_style", "size", "weight", "italic", "name", "family", "scaled", "token"],
      forms: Self.fontForms)
    let fields = table.fields
    if let style = fields["text_style"] {
      guard fields.count == 1, case .string(let name) = style, let parsed = DynamicTypeStyle(rawValue: name) else {
        let styles = DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", ")
        throw ContractViolation(message: "font.text_style must be alone and one of \(styles)")
      }
      return .textStyle(parsed)
    }
    if let name = fields["token"] {
      guard fields.count == 1 else { throw ContractViolation(message: "font.token goes alone") }
      let text = try styleText(name, "font.token")
      return .token(designTokens.contains(text) ? text : try token(text, in: symbols, what: "font"))
    }
    guard case .number(let number)? = fields["size"], let size = CheckedNumber.finite(number, in: 1...1_000) else {
      throw ContractViolation(
        message:
          "font.size = \(Self.describe(fields["size"] ?? .nothing)); expected points from 1 to 1000 in \(Self.fontForms)"
      )
    }
    var scaled = true
    if let flag = fields["scaled"] {
      guard case .boolean(let given) = flag else { throw ContractViolation(message: "font.scaled must be a boolean") }
      scaled = given
    }
    var italic = false
    if let flag = fields["italic"] {
      guard case .boolean(let given) = flag else { throw ContractViolation(message: "font.italic must be a boolean") }
      italic = given
    }
    if let name = fields["name"] {
      guard fields["weight"] == nil, fields["italic"] == nil, fields["family"] == nil else {
        throw ContractViolation(
          message: "font.name is a PostScript name, which carries its own weight and slant; use family with a weight")
      }
      return .named(try styleText(name, "font.name"), size: size, scaled: scaled)
    }
    if let family = fields["family"] {
      return .family(
        try styleText(family, "font.family"), size: size, weight: try weight(fields["weight"]), italic: italic,
        scaled: scaled)
    }
    return .system(size: size, weight: try weight(fields["weight"]), italic: italic, scaled: scaled)
  }

  private func weight(_ value: LuaValue?) throws(ContractViolation) -> FontWeight {
    switch value {
    case nil: return .regular
    case .number(let number)? where CheckedNumber.finite(number, in: 1...1_000) != nil:
      return FontWeight(numeric: number)
    case .string(let name)? where FontWeight(rawValue: name) != nil: return FontWeight(rawValue: name) ?? .regular
    default:
      let names = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
      throw ContractViolation(
        message: "font.weight = \(Self.describe(value ?? .nothing)); expected 100…900 or one of \(names)")
    }
  }

  private func token(_ name: String, in symbols: SymbolTable, what: String) throws(ContractViolation) -> String {
    guard Self.isTypeName(name) else {
      throw ContractViolation(
        message:
          "\(what).token = \(Self.describe(.string(name))) is not a token name such as \"accent\" or \"text.primary\"")
    }
    guard let symbol = symbols.symbol(for: name) else {
      throw ContractViolation(
        message: "\(what) token '\(name)' has no UIKit symbol: map it in the ruleset's targets.uikit.\(what)s")
    }
    if let problem = SwiftExpression.problem(in: symbol) {
      throw ContractViolation(
        message:
          "\(what) token '\(name)' maps to \(Self.describe(.string(symbol))), which is not a Swift expression figsnap accepts: \(problem)"
      )
    }
    return name
  }

  private func styleTable(_ value: LuaValue, allowed: [String], forms: String) throws(ContractViolation) -> LuaTable {
    if case .string(let text) = value {
      throw ContractViolation(
        message:
          "returned the string \(Self.describe(.string(text))); a style is a value now, not Swift: return \(forms)")
    }
    return try fields(of: value, allowed: allowed, expected: forms)
  }

  private func styleText(_ value: LuaValue?, _ what: String) throws(ContractViolation) -> String {
    guard case .string(let text)? = value, !text.isEmpty, !text.contains(where: \.isNewline) else {
      throw ContractViolation(message: "\(what) = \(Self.describe(value ?? .nothing)); expected a name on one line")
    }
    return text
  }

  private static func channels(ofHex text: String) -> (red: Double, green: Double, blue: Double)? {
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    return (Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255)
  }
}
