/// Which screens to take from a response: all top-level frames by default, or the nodes and
/// screen names the user asked for.
public struct ScreenSelection: Sendable, Hashable {
  /// Node ids, in API form (`1:2`); URL form (`1-2`) is converted.
  public var nodeIDs: [String]
  /// Screen (top-level frame) names.
  public var screenNames: [String]

  /// Creates a selection.
  public init(nodeIDs: [String] = [], screenNames: [String] = []) {
    self.nodeIDs = nodeIDs.map(Self.apiNodeID)
    self.screenNames = screenNames
  }

  /// Every screen.
  public static let all = ScreenSelection()

  /// Converts a node id from a Figma URL (`12-34`) to API form (`12:34`).
  public static func apiNodeID(_ id: String) -> String {
    id.contains(":") ? id : String(id.map { $0 == "-" ? ":" : $0 })
  }
}
