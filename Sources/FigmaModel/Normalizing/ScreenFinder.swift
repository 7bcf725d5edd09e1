import Diagnostics

/// Finds the screen roots of a response: top-level frames of each page (looking inside
/// sections), the requested nodes of a nodes response, or the nodes a user selected.
struct ScreenFinder {
  struct Candidate {
    var node: FigmaNode
    var page: String?
    var entry: FigmaEntry
  }

  let source: String

  func screens(in file: FigmaFile, selection: ScreenSelection, notes: inout [Diagnostic]) throws(Diagnostic)
    -> [Candidate]
  {
    if !selection.nodeIDs.isEmpty { return try selected(selection.nodeIDs, in: file) }
    var found: [Candidate] = []
    for entry in file.entries {
      found += topLevel(of: entry.document, page: nil, entry: entry, notes: &notes)
    }
    found = withoutUsedComponents(found, in: file, notes: &notes)
    guard !selection.screenNames.isEmpty else { return found }
    var chosen: [Candidate] = []
    for name in selection.screenNames {
      let exact = found.filter { $0.node.properties.name == name }
      let loose = found.filter { $0.node.properties.name.lowercased() == name.lowercased() }
      guard let matches = [exact, loose].first(where: { !$0.isEmpty }) else {
        let names = found.map { "'\($0.node.properties.name)'" }.joined(separator: ", ")
        throw Diagnostic(
          .error, "figsnap.select", "no screen named '\(name)'; the screens are \(names.isEmpty ? "(none)" : names)",
          at: SourceLocation(file: source))
      }
      chosen += matches
    }
    return chosen
  }

  private func topLevel(of node: FigmaNode, page: String?, entry: FigmaEntry, notes: inout [Diagnostic])
    -> [Candidate]
  {
    switch node.properties.kind {
    case .document:
      return node.children.flatMap { topLevel(of: $0, page: nil, entry: entry, notes: &notes) }
    case .canvas:
      let page = node.properties.name
      var screens: [Candidate] = []
      var loose = 0
      for child in node.children {
        if child.properties.kind == .section || child.properties.kind.isFrameLike || child.properties.kind == .group {
          screens += topLevel(of: child, page: page, entry: entry, notes: &notes)
        } else {
          loose += 1
        }
      }
      if loose > 0 {
        notes.append(
          Diagnostic(
            .note, "figma.normalize",
            "\(loose) top-level layer(s) on page '\(page)' are not frames and are not screens",
            at: SourceLocation(file: source)))
      }
      return screens
    case .section:
      return node.children.flatMap { child -> [Candidate] in
        let kind = child.properties.kind
        guard kind == .section || kind.isFrameLike || kind == .group else { return [] }
        return topLevel(of: child, page: page, entry: entry, notes: &notes)
      }
    default:
      if let screens = boardScreens(of: node) {
        let others = node.children.count - screens.count
        let rest = others > 0 ? " (its \(others) other layer(s) are not screens)" : ""
        notes.append(
          Diagnostic(
            .note, "figma.normalize",
            "'\(node.properties.name)' is a board of \(screens.count) phone screens: each is a screen of its own\(rest)",
            at: SourceLocation(file: source)))
        return screens.map { Candidate(node: $0, page: page, entry: entry) }
      }
      return [Candidate(node: node, page: page, entry: entry)]
    }
  }

  /// The phone screens a top-level frame lays out side by side, where it is such a board rather than a screen: two
  /// or more frames of a phone's size (320–440 pt wide, taller than wide) that do not overlap, in a frame at least
  /// half as wide again as they are; nil otherwise.
  ///
  /// A screen never holds two phone-sized frames side by side (an overlay lies over its content), and a long screen
  /// is as wide as its phone.
  private func boardScreens(of node: FigmaNode) -> [FigmaNode]? {
    guard node.properties.kind.isFrameLike || node.properties.kind == .group, let board = node.boundingBox else {
      return nil
    }
    let phones = node.children.filter { child in
      guard child.properties.kind.isFrameLike, let box = child.boundingBox else { return false }
      return (320...440).contains(box.width) && box.height >= box.width * 1.4
    }
    guard phones.count >= 2, let widest = phones.compactMap(\.boundingBox?.width).max(), board.width >= widest * 1.5
    else { return nil }
    let boxes = phones.compactMap(\.boundingBox)
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...] where Self.overlap(box, other) > 0.1 * box.width * box.height {
        return nil
      }
    }
    return phones
  }

  /// The area two boxes share.
  private static func overlap(_ first: Rect, _ second: Rect) -> Double {
    let width = min(first.x + first.width, second.x + second.width) - max(first.x, second.x)
    let height = min(first.y + first.height, second.y + second.height) - max(first.y, second.y)
    return max(0, width) * max(0, height)
  }

  /// The candidates without the main components (and component sets) that instances in the file show.
  ///
  /// A component is drawn where it is used, as a class of its own or inline, not as a screen; they are kept when
  /// nothing else is left.
  private func withoutUsedComponents(_ found: [Candidate], in file: FigmaFile, notes: inout [Diagnostic])
    -> [Candidate]
  {
    var used: Set<String> = []
    func collect(_ node: FigmaNode) {
      if let id = node.componentID { used.insert(id) }
      node.children.forEach(collect)
    }
    for entry in file.entries { collect(entry.document) }
    func isUsed(_ node: FigmaNode) -> Bool {
      switch node.properties.kind {
      case .component: used.contains(node.properties.id)
      case .componentSet: node.children.contains { used.contains($0.properties.id) }
      default: false
      }
    }
    let kept = found.filter { !isUsed($0.node) }
    guard !kept.isEmpty, kept.count < found.count else { return found }
    let names = found.filter { isUsed($0.node) }.map { "'\($0.node.properties.name)'" }.joined(separator: ", ")
    notes.append(
      Diagnostic(
        .note, "figma.normalize",
        "\(found.count - kept.count) main component(s) are not screens: their instances show them (\(names))",
        at: SourceLocation(file: source)))
    return kept
  }

  private func selected(_ ids: [String], in file: FigmaFile) throws(Diagnostic) -> [Candidate] {
    try ids.map { (id) throws(Diagnostic) -> Candidate in
      for entry in file.entries {
        if let (node, page) = Self.find(id, in: entry.document, page: nil) {
          return Candidate(node: node, page: page, entry: entry)
        }
      }
      throw Diagnostic(
        .error, "figsnap.select", "no node with id '\(id)' in the input", at: SourceLocation(file: source))
    }
  }

  private static func find(_ id: String, in node: FigmaNode, page: String?) -> (FigmaNode, String?)? {
    if node.properties.id == id { return (node, page) }
    let page = node.properties.kind == .canvas ? node.properties.name : page
    for child in node.children {
      if let found = find(id, in: child, page: page) { return found }
    }
    return nil
  }
}
