/// The normalised design: the screens chosen from a response, each a tree of nodes with their
/// frames relative to their parent and to the screen's root.
public struct DesignTree: Sendable {
  /// The input's path as the user gave it.
  public var source: String
  /// The response shape the tree came from.
  public var shape: FigmaFile.Shape
  public var screens: [DesignScreen]
  /// The byte offset of each node's object in the input, by node id, for the lines findings name.
  public var sourceOffsets: [String: Int]

  /// Creates a tree.
  public init(source: String, shape: FigmaFile.Shape, screens: [DesignScreen], sourceOffsets: [String: Int] = [:]) {
    self.source = source
    self.shape = shape
    self.screens = screens
    self.sourceOffsets = sourceOffsets
  }
}

/// One screen: a top-level frame (or a requested node) and everything in it.
public struct DesignScreen: Sendable, Hashable {
  public var root: DesignNode
  /// The name of the page (canvas) the screen is on, when known.
  public var page: String?
  /// The device the screen is drawn for.
  public var device: DeviceMatch

  /// Creates a screen; without a device, the one its size and content suggest.
  public init(root: DesignNode, page: String?, device: DeviceMatch? = nil) {
    self.root = root
    self.page = page
    self.device = device ?? DeviceMatch(for: root)
  }
}

/// A normalised node.
///
/// Its decoded fields are reachable directly (`node.name`, `node.layout`) through ``NodeProperties``.
@dynamicMemberLookup
public struct DesignNode: Sendable, Hashable {
  public var properties: NodeProperties
  /// The frame relative to the parent node's frame.
  public var frame: Rect
  /// The frame relative to the screen's root frame.
  public var absolute: Rect
  /// The sizing in each axis, from `layoutSizing*` or, in older files, derived from the
  /// `*AxisSizingMode`, `layoutGrow` and `layoutAlign` fields.
  public var sizing: AxisSizings
  /// Skew or mirror in the node's transform, when there is one.
  public var transform: AffineTransform?
  public var component: ComponentRef?
  public var children: [DesignNode]

  /// Creates a node.
  public init(
    properties: NodeProperties, frame: Rect, absolute: Rect, sizing: AxisSizings,
    transform: AffineTransform? = nil, component: ComponentRef? = nil, children: [DesignNode] = []
  ) {
    self.properties = properties
    self.frame = frame
    self.absolute = absolute
    self.sizing = sizing
    self.transform = transform
    self.component = component
    self.children = children
  }

  public subscript<Value>(dynamicMember keyPath: KeyPath<NodeProperties, Value>) -> Value {
    properties[keyPath: keyPath]
  }

  /// The number of nodes in this subtree.
  public var subtreeCount: Int { children.reduce(1) { $0 + $1.subtreeCount } }

  /// The node with `id` in this subtree, depth first.
  public func find(id: String) -> DesignNode? { first { $0.properties.id == id } }

  /// The first node of this subtree, depth first, for which `predicate` holds.
  public func first(where predicate: (DesignNode) -> Bool) -> DesignNode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }

  /// Calls `body` for every node of this subtree, depth first.
  public func forEachNode(_ body: (DesignNode) -> Void) {
    body(self)
    for child in children { child.forEachNode(body) }
  }
}

extension DesignTree {
  /// Names the colour variable of every paint bound to one of `names` (variable id → name): the fills and strokes of
  /// every node, and of every styled run of text.
  public mutating func nameVariables(_ names: [String: String]) {
    guard !names.isEmpty else { return }
    func named(_ paints: [Paint]) -> [Paint] {
      paints.map { paint in
        var paint = paint
        paint.colorVariableName = paint.colorVariable.flatMap { names[$0] }
        return paint
      }
    }
    func visit(_ node: inout DesignNode) {
      node.properties.appearance.fills = named(node.appearance.fills)
      node.properties.appearance.strokes = named(node.appearance.strokes)
      if var text = node.properties.text {
        text.overrideStyles = text.overrideStyles.mapValues { style in
          var style = style
          style.fills = style.fills.map(named)
          return style
        }
        node.properties.text = text
      }
      for index in node.children.indices { visit(&node.children[index]) }
    }
    for index in screens.indices { visit(&screens[index].root) }
  }
}
