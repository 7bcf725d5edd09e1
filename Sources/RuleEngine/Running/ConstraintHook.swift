import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics

/// Asks the `constraints` hook of one planned screen: each view as a read-only table with its node and its constraints
/// (IR-JSON's keys), and a replacement list as the answer, checked entry by entry.
///
/// An entry equal to a planned constraint keeps its origin; a new one gets the rule's `file:line`.
struct ConstraintHook {
  let session: RuleSession
  var screen: LayoutScreen
  let ruling: ScreenRuling
  /// The screen's kept tree, as the hooks see it.
  let kept: ViewTree
  /// The device the screen is drawn for.
  let device: Device?

  /// Exposes the kept tree and a `ctx` for the screen while `body` runs.
  private func withNodes<Result>(
    of kept: ViewTree, _ body: ([String: LuaReference]) throws(Diagnostic) -> Result
  ) throws(Diagnostic) -> Result {
    let nodes = session.marshaler.marshal(kept)
    session.sandbox.state.rebaseMemoryLimit()
    defer { session.marshaler.release(nodes) }
    let context = ruling.makeContext(
      root: nodes[screen.node], canvas: kept.node.absolute, safeArea: (screen.safeArea.top, screen.safeArea.bottom),
      device: device)
    session.caller.context = context
    defer { session.sandbox.state.release(context) }
    return try body(nodes)
  }

  mutating func refine(kept: ViewTree) throws(Diagnostic) -> LayoutScreen {
    let screen = self.screen
    let views = try withNodes(of: kept) { (nodes) throws(Diagnostic) in try refined(screen.views, nodes: nodes) }
    self.screen.views = views
    return self.screen
  }

  private func refined(_ original: [ViewSpec], nodes: [String: LuaReference]) throws(Diagnostic) -> [ViewSpec] {
    let state = session.sandbox.state
    var views = original
    let known = Set(original.map(\.node))
    for index in views.indices {
      let view = views[index]
      pushView(view, node: nodes[view.node])
      let reference = state.makeReference()
      defer { state.release(reference) }
      let node = NodeRef(id: view.node, name: view.name)
      let answer = try session.caller.ask(.constraints, reference, node: node, depth: 0) {
        (value, origin) throws(ContractViolation) in
        try Self.replacement(value, for: view, known: known, origin: origin.location.description)
      }
      if let answer { views[index].constraints = answer.value }
    }
    return views
  }

  /// Asks the `check` hook of every view, with its solved frame at the design size; findings
  /// come back through `ctx.report`.
  func check(kept: ViewTree, solved: [String: Frame]) throws(Diagnostic) {
    let state = session.sandbox.state
    try withNodes(of: kept) { (nodes) throws(Diagnostic) in
      for view in screen.views {
        pushView(view, node: nodes[view.node], solved: solved[view.node])
        let reference = state.makeReference()
        defer { state.release(reference) }
        _ = try session.caller.ask(.check, reference, node: NodeRef(id: view.node, name: view.name), depth: 0) {
          _, _ in ()
        }
      }
    }
  }

  private func pushView(_ view: ViewSpec, node: LuaReference?, solved: Frame? = nil) {
    let state = session.sandbox.state
    state.pushTable(fields: 9)
    if let solved {
      state.pushTable(fields: 4)
      state.set("x", .number(solved.x))
      state.set("y", .number(solved.y))
      state.set("width", .number(solved.width))
      state.set("height", .number(solved.height))
      state.seal()
      state.setField("solved")
    }
    state.set("id", .string(view.node))
    if let node { state.set("node", .reference(node)) }
    state.set("role", .string(view.role.rawValue))
    state.set("class", .string(view.uikitClass))
    state.set("name", .string(view.name))
    state.set("parent", .string(view.parent))
    state.pushTable(fields: 4)
    state.set("x", .number(view.frame.x))
    state.set("y", .number(view.frame.y))
    state.set("width", .number(view.frame.width))
    state.set("height", .number(view.frame.height))
    state.seal()
    state.setField("frame")
    state.pushTable(array: view.constraints.count)
    // One codec for the IR's JSON and for Lua: rules see a constraint exactly as `figsnap ir --json` prints it.
    for (position, constraint) in view.constraints.enumerated() {
      state.pushSealed(LayoutJSON.constraint(constraint))
      state.setIndex(position + 1)
    }
    state.seal()
    state.setField("constraints")
    state.seal()
  }

  /// The most constraints one view may get from the hook: far more than any view needs, few
  /// enough that the solver never spends minutes on one answer.
  static let maxEntries = 100

  /// The hook's list as constraints; any entry that breaks the contract fails the whole answer.
  static func replacement(_ value: LuaValue, for view: ViewSpec, known: Set<String>, origin: String)
    throws(ContractViolation) -> [Constraint]
  {
    guard case .table(let list) = value, list.fields.isEmpty, list.otherKeys.isEmpty else {
      throw ContractViolation(
        message: "returned \(DecisionReader.describe(value)); expected a list of constraint tables")
    }
    guard list.array.count <= maxEntries else {
      throw ContractViolation(
        message: "returned \(list.array.count) constraints; a view takes at most \(maxEntries)")
    }
    var result: [Constraint] = []
    for (position, entry) in list.array.enumerated() {
      var constraint = try Self.constraint(entry, number: position + 1, known: known, view: view.node)
      let planned = view.constraints.first { $0.sameMeaning(asEntry: constraint) }
      constraint.origin = planned?.origin ?? origin
      constraint.implicit = planned?.implicit ?? false
      result.append(constraint)
    }
    return result.enumerated().sorted { lhs, rhs in
      lhs.element.attribute != rhs.element.attribute
        ? lhs.element.attribute < rhs.element.attribute : lhs.offset < rhs.offset
    }.map(\.element)
  }

  private static func constraint(_ entry: LuaValue, number: Int, known: Set<String>, view: String)
    throws(ContractViolation) -> Constraint
  {
    let keys = ["attribute", "relation", "target", "multiplier", "constant", "priority", "origin", "implicit"]
    guard case .table(let table) = entry else {
      throw ContractViolation(message: "entry \(number) is \(DecisionReader.describe(entry)), not a constraint table")
    }
    for key in table.fields.keys.sorted() where !keys.contains(key) {
      throw ContractViolation(
        message: "entry \(number) has unknown key '\(key)'\(DecisionReader.suggestion(for: key, in: keys))")
    }
    guard case .string(let name) = table["attribute"], let attribute = Constraint.Attribute(rawValue: name) else {
      throw ContractViolation(
        message:
          "entry \(number) needs an 'attribute' (\(Constraint.Attribute.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    var relation = Constraint.Relation.equal
    if case .string(let text) = table["relation"] {
      guard let parsed = Constraint.Relation(rawValue: text) else {
        throw ContractViolation(
          message: "entry \(number): relation '\(text)' is not equal, lessThanOrEqual or greaterThanOrEqual")
      }
      relation = parsed
    }
    let target = try Self.target(table["target"], attribute: attribute, number: number, known: known, view: view)
    func numeric(_ key: String, default value: Double) throws(ContractViolation) -> Double {
      switch table[key] {
      case .nothing: return value
      case .number(let found) where found.isFinite: return found
      default: throw ContractViolation(message: "entry \(number): '\(key)' must be a number")
      }
    }
    let priority = try numeric("priority", default: 1000)
    guard (1...1000).contains(priority) else {
      throw ContractViolation(
        message: "entry \(number): priority \(DecisionReader.describe(.number(priority))) is not within 1…1000")
    }
    return Constraint(
      attribute, target, relation: relation, multiplier: try numeric("multiplier", default: 1),
      constant: try numeric("constant", default: 0), priority: priority, origin: "")
  }

  private static func target(
    _ value: LuaValue, attribute: Constraint.Attribute, number: Int, known: Set<String>, view: String
  ) throws(ContractViolation) -> Constraint.Target {
    guard case .table(let table) = value else {
      guard value == .nothing, attribute.isSize else {
        throw ContractViolation(message: "entry \(number): only width and height may have no target")
      }
      return .constant
    }
    guard case .string(let name) = table["attribute"], let targetAttribute = Constraint.Attribute(rawValue: name) else {
      throw ContractViolation(message: "entry \(number): target needs an 'attribute'")
    }
    switch table["item"] {
    case .string("superview"): return .superview(targetAttribute)
    case .string("safeArea"): return .safeArea(targetAttribute)
    case .string("keyboardLayoutGuide"): return .keyboard(targetAttribute)
    case .string(let name) where Constraint.ScrollGuide(rawValue: name) != nil:
      return .scrollGuide(Constraint.ScrollGuide(rawValue: name) ?? .content, targetAttribute)
    case .string(let id) where known.contains(id) && id != view: return .view(id, targetAttribute)
    case .node(let id) where known.contains(id) && id != view: return .view(id, targetAttribute)
    default:
      throw ContractViolation(
        message:
          "entry \(number): target item must be \"superview\", \"safeArea\", \"keyboardLayoutGuide\", a scroll "
          + "view's \"contentLayoutGuide\" or \"frameLayoutGuide\", or another view of the screen")
    }
  }
}

extension Constraint {
  /// Whether a hook's entry means this planned constraint (the entry has no origin yet).
  fileprivate func sameMeaning(asEntry entry: Constraint) -> Bool {
    attribute == entry.attribute && relation == entry.relation && target == entry.target
      && abs(multiplier - entry.multiplier) < 0.0005 && abs(constant - entry.constant) < 0.0005
      && priority == entry.priority
  }
}
