import Diagnostics
import FigmaModel
import JSONText

/// The lines of the design's nodes, for findings: a finding about a node names the line and column where the node's
/// object begins in the input, as an editor or Xcode jumps to it.
enum NodePositions {
  /// `diagnostics`, those that name `tree`'s input without a line given the line of their node.
  ///
  /// A view figsnap adds (`1:2#content`) or a renamed duplicate (`1:5#2`) is at its node's place. The input is read
  /// once, up to the last node asked for.
  static func positioned(_ diagnostics: [Diagnostic], in tree: DesignTree, bytes: [UInt8]) -> [Diagnostic] {
    let offsets = diagnostics.map { diagnostic -> Int? in
      guard diagnostic.location.file == tree.source, diagnostic.location.line == nil, let node = diagnostic.node
      else { return nil }
      return offset(of: node.id, in: tree.sourceOffsets)
    }
    let wanted = Set(offsets.compactMap { $0 })
    guard !wanted.isEmpty else { return diagnostics }
    let positions = TextPosition.lineAndColumn(of: wanted, in: bytes)
    return zip(diagnostics, offsets).map { diagnostic, offset in
      guard let offset, let position = positions[offset] else { return diagnostic }
      var placed = diagnostic
      placed.location.line = position.line
      placed.location.column = position.column
      return placed
    }
  }

  private static func offset(of id: String, in offsets: [String: Int]) -> Int? {
    NodeRef.designIDs(of: id).lazy.compactMap { offsets[String($0)] }.first
  }
}
