public import Diagnostics

/// Turns a decoded response into a ``DesignTree``: picks the screens, gives every node its frame
/// relative to its parent and to its screen, resolves sizing, style names and components.
public struct Normalizer: Sendable {
  /// The input's path as the user gave it, used in the tree and in diagnostics.
  public var source: String

  /// Creates a normalizer.
  public init(source: String) { self.source = source }

  /// Normalizes `file`, keeping the screens `selection` names.
  ///
  /// - Throws: a diagnostic when a selected node id or screen name does not exist.
  public func normalize(_ file: FigmaFile, selection: ScreenSelection = .all) throws(Diagnostic) -> (
    tree: DesignTree, notes: [Diagnostic]
  ) {
    var notes: [Diagnostic] = []
    var candidates = try ScreenFinder(source: source).screens(in: file, selection: selection, notes: &notes)
    var duplicates = DuplicateIDs(source: source)
    for index in candidates.indices { duplicates.rename(&candidates[index].node) }
    notes += duplicates.findings
    var screens: [DesignScreen] = []
    var offsets: [String: Int] = [:]
    var unnamedStyles: Set<String> = []
    for candidate in candidates {
      var builder = DesignNodeBuilder(source: source, entry: candidate.entry)
      let root = builder.build(candidate.node, parentBox: nil, rootBox: nil, parentLayout: nil)
      notes += builder.notes
      unnamedStyles.formUnion(builder.unnamedStyles)
      offsets.merge(builder.offsets) { first, _ in first }
      let screen = DesignScreen(root: root, page: candidate.page)
      if let note = screen.device.note(for: root, source: source) { notes.append(note) }
      screens.append(screen)
    }
    if !unnamedStyles.isEmpty {
      let listed = unnamedStyles.sorted().prefix(5).joined(separator: ", ") + (unnamedStyles.count > 5 ? ", …" : "")
      let text =
        "\(unnamedStyles.count) style(s) the layers use are not named in the input (\(listed)): it holds nodes without "
        + "their file's styles, so their colours and fonts are values, not tokens; fetch the file with figsnap fetch "
        + "--file KEY to make them the design's tokens"
      notes.append(Diagnostic(.note, "figma.styles", "\(text)", at: SourceLocation(file: source)))
    }
    return (DesignTree(source: source, shape: file.shape, screens: screens, sourceOffsets: offsets), notes)
  }
}
