/// Where a generated Swift file declares and constrains each design node's view, so that a finding about a view can
/// name the line a developer has open.
public struct SwiftSourceMap: Sendable, Hashable {
  /// What a position marks.
  public enum Kind: Sendable, Hashable {
    /// The view's declaration: its property, or the first line of its SwiftUI expression.
    case declaration
    /// Its `snp.makeConstraints` block.
    case constraints
  }

  /// A 1-based line and column of the file.
  public struct Position: Sendable, Hashable {
    public var line: Int
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  private struct Key: Hashable {
    var node: String
    var kind: Kind
  }

  private var positions: [Key: Position] = [:]

  /// An empty map.
  public init() {}

  /// Whether nothing is marked.
  public var isEmpty: Bool { positions.isEmpty }

  /// The nodes it marks, in no order.
  public var nodes: Set<String> { Set(positions.keys.map(\.node)) }

  /// Records `position` for `node`; the first position recorded for a node and kind stays (a view shown twice is
  /// declared where it first appears).
  public mutating func record(_ node: String, _ kind: Kind, at position: Position) {
    positions[Key(node: node, kind: kind)] = positions[Key(node: node, kind: kind)] ?? position
  }

  /// Where `node`'s view is declared or constrained, if the file does.
  public func position(of node: String, _ kind: Kind) -> Position? { positions[Key(node: node, kind: kind)] }
}

/// A generated Swift file's text and where it writes each view.
public struct SwiftSource: Sendable, Hashable {
  public var contents: String
  public var sourceMap: SwiftSourceMap

  /// Creates a source.
  public init(contents: String, sourceMap: SwiftSourceMap = SwiftSourceMap()) {
    self.contents = contents
    self.sourceMap = sourceMap
  }
}
