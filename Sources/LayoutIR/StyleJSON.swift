public import JSONText
public import Semantics

/// Style values in the IR's JSON form, each an object with one key naming its kind (`docs/IR-JSON.md`).
public enum StyleJSON {
  /// `{"system": "systemBlue"}`, `{"asset": "Brand/Primary"}`, `{"token": "accent"}` or `{"rgba": [r, g, b, a]}`.
  public static func color(_ color: ColorValue) -> JSONOutput {
    switch color {
    case .system(let name): .object(["system": .string(name)])
    case .asset(let name): .object(["asset": .string(name)])
    case .token(let name): .object(["token": .string(name)])
    case .rgba(let red, let green, let blue, let alpha):
      .object(["rgba": .array([red, green, blue, alpha].map(JSONOutput.number))])
    }
  }

  /// `{"textStyle": "body"}`, `{"system": {"size", "weight", "italic"?, "scaled"}}`,
  /// `{"named": {"name", "size", "scaled"}}`, `{"family": {"name", "size", "weight", "italic"?, "scaled"}}`,
  /// `{"token": "headline"}`, `{"styleToken": {"name", "font"}}` or `{"sizeToken": {"name", "font"}}`; `italic` only
  /// when true.
  public static func font(_ font: FontValue) -> JSONOutput {
    switch font {
    case .textStyle(let style): .object(["textStyle": .string(style.rawValue)])
    case .system(let size, let weight, let italic, let scaled):
      .object([
        "system": .object(
          italicIf(italic, ["size": .number(size), "weight": .string(weight.rawValue), "scaled": .bool(scaled)]))
      ])
    case .named(let name, let size, let scaled):
      .object(["named": .object(["name": .string(name), "size": .number(size), "scaled": .bool(scaled)])])
    case .family(let name, let size, let weight, let italic, let scaled):
      .object([
        "family": .object(
          italicIf(
            italic,
            [
              "name": .string(name), "size": .number(size), "weight": .string(weight.rawValue),
              "scaled": .bool(scaled),
            ]))
      ])
    case .token(let name): .object(["token": .string(name)])
    case .styleToken(let name, let standing):
      .object(["styleToken": .object(["name": .string(name), "font": Self.font(standing)])])
    case .sizeToken(let name, let font):
      .object(["sizeToken": .object(["name": .string(name), "font": Self.font(font)])])
    }
  }

  private static func italicIf(_ italic: Bool, _ fields: [String: JSONOutput]) -> [String: JSONOutput] {
    var fields = fields
    if italic { fields["italic"] = .bool(true) }
    return fields
  }
}
