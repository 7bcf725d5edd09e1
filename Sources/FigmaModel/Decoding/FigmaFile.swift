public import JSONText

/// A decoded Figma response, before normalisation.
public struct FigmaFile: Sendable {
  /// Which response shape the input had.
  public enum Shape: String, Sendable {
    case file, nodes, node
  }

  public var shape: Shape
  /// The file's name, when the response has one.
  public var name: String?
  /// One entry for a file or a bare node; one per requested id for a nodes response.
  public var entries: [FigmaEntry]

  /// Creates a file.
  public init(shape: Shape, name: String?, entries: [FigmaEntry]) {
    self.shape = shape
    self.name = name
    self.entries = entries
  }
}

/// A document subtree with the metadata maps that describe it.
public struct FigmaEntry: Sendable {
  /// The id asked for, in a nodes response.
  public var requestedID: String?
  public var document: FigmaNode
  public var components: [String: ComponentMeta] = [:]
  public var componentSets: [String: ComponentMeta] = [:]
  public var styles: [String: StyleMeta] = [:]

  /// Creates an entry.
  public init(requestedID: String?, document: FigmaNode) {
    self.requestedID = requestedID
    self.document = document
  }
}

/// An entry of a response's `components` or `componentSets` map.
public struct ComponentMeta: Hashable, Sendable {
  public var name: String
  public var description: String
  public var componentSetID: String?
  public var isRemote: Bool

  /// Creates metadata.
  public init(name: String, description: String = "", componentSetID: String? = nil, isRemote: Bool = false) {
    self.name = name
    self.description = description
    self.componentSetID = componentSetID
    self.isRemote = isRemote
  }
}

/// An entry of a response's `styles` map.
public struct StyleMeta: Hashable, Sendable {
  public var name: String
  public var styleType: String

  /// Creates metadata.
  public init(name: String, styleType: String) {
    self.name = name
    self.styleType = styleType
  }
}

/// A node as the response gives it: properties, raw geometry and unresolved references.
public struct FigmaNode: Sendable {
  public var properties: NodeProperties
  public var boundingBox: Rect?
  public var renderBounds: Rect?
  public var size: (width: Double, height: Double)?
  public var transform: AffineTransform?
  /// `styles`: `fill`, `stroke`, `text`, `effect` → style id.
  public var styleIDs: [String: String] = [:]
  public var componentID: String?
  public var componentProperties: [ComponentProperty] = []
  public var children: [FigmaNode] = []
  /// The node's object in the response, for positions in messages (none for a node built in code).
  public var json: JSONValue?

  /// Creates a node with defaults.
  public init(properties: NodeProperties) { self.properties = properties }

  /// The number of nodes in this subtree.
  public var subtreeCount: Int { children.reduce(1) { $0 + $1.subtreeCount } }
}
