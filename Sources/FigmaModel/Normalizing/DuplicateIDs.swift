import Diagnostics
import JSONText

/// Finds node ids used more than once among the chosen screens, which Figma never writes but a
/// hand-edited or merged file can hold.
///
/// Every later use is renamed internally (`1:5` → `1:5#2`) so that the rest of the pipeline,
/// which keys views, constraints and findings by id, stays consistent, and it gets an error
/// `figma.duplicateID` on the screen that holds it: that screen is not written, every other
/// screen still is.
struct DuplicateIDs {
  let source: String
  private(set) var findings: [Diagnostic] = []
  private var seen: [String: (name: String, json: JSONValueBox)] = [:]
  private var uses: [String: Int] = [:]

  init(source: String) { self.source = source }

  /// Renames the repeated ids in `screen`, a screen's root and everything in it.
  mutating func rename(_ screen: inout FigmaNode) {
    var root: (id: String, name: String)?
    rename(&screen, root: &root)
  }

  private mutating func rename(_ node: inout FigmaNode, root: inout (id: String, name: String)?) {
    let id = node.properties.id
    if let first = seen[id] {
      var count = (uses[id] ?? 1) + 1
      while seen["\(id)#\(count)"] != nil { count += 1 }
      uses[id] = count
      let renamed = "\(id)#\(count)"
      node.properties.id = renamed
      seen[renamed] = (node.properties.name, JSONValueBox(node.json))
      let screenRoot = root ?? (renamed, node.properties.name)
      report(id: id, renamed: renamed, node: node, first: first, screen: screenRoot)
    } else {
      seen[id] = (node.properties.name, JSONValueBox(node.json))
    }
    if root == nil { root = (node.properties.id, node.properties.name) }
    for index in node.children.indices { rename(&node.children[index], root: &root) }
  }

  private mutating func report(
    id: String, renamed: String, node: FigmaNode, first: (name: String, json: JSONValueBox),
    screen: (id: String, name: String)
  ) {
    let here = JSONValueBox(node.json)
    let message =
      "node id '\(id)' is used twice: '\(node.properties.name)'\(here.position) repeats '\(first.name)'"
      + "\(first.json.position); figsnap plans it as '\(renamed)' (give every node its own id)"
    var finding = Diagnostic(
      .error, "figma.duplicateID", "\(message)", at: here.location(in: source),
      node: NodeRef(id: renamed, name: node.properties.name))
    finding.screen = NodeRef(id: screen.id, name: screen.name)
    findings.append(finding)
  }
}

/// A node's place in the response, when it came from one.
struct JSONValueBox {
  let value: JSONValue?

  init(_ value: JSONValue?) { self.value = value }

  /// ` (at $.document.children[0], line 12)`, or nothing.
  var position: String {
    guard let value else { return "" }
    return " (at \(FieldReader.abbreviated(value.path)), line \(value.lineAndColumn.line))"
  }

  func location(in source: String) -> SourceLocation {
    guard let value else { return SourceLocation(file: source) }
    let (line, column) = value.lineAndColumn
    return SourceLocation(file: source, line: line, column: column)
  }
}
