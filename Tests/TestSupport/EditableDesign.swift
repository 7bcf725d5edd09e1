public import JSONText

/// A Figma response as a tree whose nodes a test renames, re-identifies or rewrites, then renders.
public struct EditableDesign: Sendable {
  /// The response.
  public var tree: JSONOutput

  /// A node's fields a test chooses it by.
  public struct NodeFacts: Sendable {
    public var id: String
    public var name: String
    public var type: String
  }

  public init(tree: JSONOutput) { self.tree = tree }

  /// Gives the node `id` the id `newID`.
  public mutating func replace(id: String, with newID: String) {
    edit(where: { $0.id == id }, { $0["id"] = .string(newID) })
  }

  /// Names every node `matching` `name`.
  public mutating func rename(where matching: (NodeFacts) -> Bool, to name: String) {
    edit(where: matching, { $0["name"] = .string(name) })
  }

  /// Names every component of the file's `components` map `name`.
  public mutating func renameComponents(to name: String) {
    guard case .object(var root) = tree, case .object(var components)? = root["components"] else { return }
    for (key, value) in components {
      guard case .object(var component) = value else { continue }
      component["name"] = .string(name)
      components[key] = .object(component)
    }
    root["components"] = .object(components)
    tree = .object(root)
  }

  /// Makes the text node `id` show `text`.
  public mutating func setText(id: String, to text: String) {
    edit(where: { $0.id == id }, { $0["characters"] = .string(text) })
  }

  /// Applies `change` to the members of every node `matching`, at any depth.
  public mutating func edit(
    where matching: (NodeFacts) -> Bool, _ change: (inout [String: JSONOutput]) -> Void
  ) {
    tree = Self.edited(tree, matching, change)
  }

  private static func edited(
    _ value: JSONOutput, _ matching: (NodeFacts) -> Bool, _ change: (inout [String: JSONOutput]) -> Void
  ) -> JSONOutput {
    switch value {
    case .object(var members):
      for (key, member) in members { members[key] = edited(member, matching, change) }
      if case .string(let id)? = members["id"], case .string(let type)? = members["type"] {
        var name = ""
        if case .string(let text)? = members["name"] { name = text }
        if matching(NodeFacts(id: id, name: name, type: type)) { change(&members) }
      }
      return .object(members)
    case .array(let items): return .array(items.map { edited($0, matching, change) })
    default: return value
    }
  }
}
