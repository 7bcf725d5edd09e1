/// The Figma identifiers a command puts into an API address, checked before any request is made, so that none can
/// change which endpoint the token is sent to (`KEY/../../x`, `1:2&depth=1`).
public enum FigmaIdentifier: String, Sendable {
  /// A file key, from `figma.com/design/KEY/…`: letters, digits, `-` and `_`.
  case fileKey = "file key"
  /// A node id in API form (`12:34`, `I5:6;7:8`): letters, digits, `:`, `;`, `-` and `_`.
  case nodeID = "node id"
  /// A version id: letters, digits, `-` and `_`.
  case version = "version id"

  /// Whether `text` is an identifier of this kind.
  public func accepts(_ text: String) -> Bool {
    let extra: Set<Character> = self == .nodeID ? [":", ";", "-", "_"] : ["-", "_"]
    return !text.isEmpty && text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || extra.contains($0) }
  }

  /// What this kind of identifier looks like, for a message.
  public var shape: String {
    switch self {
    case .fileKey: "letters, digits, '-' and '_', as in figma.com/design/KEY/…"
    case .nodeID: "such as 12:34 or 12-34"
    case .version: "letters, digits, '-' and '_'"
    }
  }
}
