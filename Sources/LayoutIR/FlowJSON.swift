public import JSONText

/// The JSON of a flow layout and of a flow item, for the IR's JSON and its text dump.
public enum FlowJSON {
  /// A flow as a JSON object; fields at their defaults are left out.
  public static func json(_ flow: FlowLayout) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "axis": .string(flow.axis.rawValue), "spacing": .number(flow.spacing),
      "distribution": .string(flow.distribution.rawValue), "alignment": .string(flow.alignment.rawValue),
    ]
    let padding = flow.padding
    if padding != EdgeInsets() {
      object["padding"] = .object([
        "top": .number(padding.top), "leading": .number(padding.leading), "bottom": .number(padding.bottom),
        "trailing": .number(padding.trailing),
      ])
    }
    if flow.wraps {
      object["wraps"] = .bool(true)
      object["lineSpacing"] = .number(flow.lineSpacing)
    }
    if flow.leastSpacing != 0 { object["leastSpacing"] = .number(flow.leastSpacing) }
    if !flow.tokens.isEmpty { object["tokens"] = tokens(flow.tokens) }
    return .object(object)
  }

  /// The number tokens of a flow: the lengths that have one, by name.
  private static func tokens(_ tokens: FlowTokens) -> JSONOutput {
    var object: [String: JSONOutput] = [:]
    let named: [(String, String?)] = [
      ("spacing", tokens.spacing), ("lineSpacing", tokens.lineSpacing), ("paddingTop", tokens.padding.top),
      ("paddingLeading", tokens.padding.leading), ("paddingBottom", tokens.padding.bottom),
      ("paddingTrailing", tokens.padding.trailing),
    ]
    for case (let key, let token?) in named { object[key] = .string(token) }
    return .object(object)
  }

  /// The number tokens of four insets: the sides that have one, by name.
  public static func tokens(_ tokens: EdgeTokens) -> JSONOutput {
    let named: [(String, String?)] = [
      ("top", tokens.top), ("leading", tokens.leading), ("bottom", tokens.bottom), ("trailing", tokens.trailing),
    ]
    var object: [String: JSONOutput] = [:]
    for case (let key, let token?) in named { object[key] = .string(token) }
    return .object(object)
  }

  /// An item as a JSON object; fields at their defaults are left out.
  public static func json(_ item: FlowItem) -> JSONOutput {
    var object: [String: JSONOutput] = ["width": .string(item.width.rawValue), "height": .string(item.height.rawValue)]
    if item.isAbsolute { object["absolute"] = .bool(true) }
    if let alignment = item.alignment { object["alignment"] = .string(alignment.rawValue) }
    return .object(object)
  }
}
