import Decisions
import FigmaModel
import JSONText

/// An answer that breaks a hook's contract; the message says what was expected.
struct ContractViolation: Error {
  var message: String
}

/// What a `skip` hook decided.
enum SkipAnswer: Equatable {
  case keep
  case skip(reason: String)
  case flatten
}

/// Checks each hook's answer against its contract and turns it into a typed decision.
struct DecisionReader {
  /// Node ids a binding may target: the kept nodes of the screen.
  let knownNodes: Set<String>

  func skip(_ value: LuaValue) throws(ContractViolation) -> SkipAnswer {
    switch value {
    case .boolean(false): return .keep
    case .boolean(true): return .skip(reason: "skipped")
    case .string("flatten"): return .flatten
    case .string(let reason) where !reason.isEmpty: return .skip(reason: reason)
    default: throw violation(value, expected: "true, a reason string, \"flatten\", false or nil")
    }
  }

  func container(_ value: LuaValue) throws(ContractViolation) -> ContainerStrategy {
    guard case .string(let text) = value, let strategy = ContainerStrategy(rawValue: text) else {
      throw violation(value, expected: "\"chain\", \"stack\", \"free\" or nil")
    }
    return strategy
  }

  func view(_ value: LuaValue) throws(ContractViolation) -> ViewDecision {
    let table = try fields(
      of: value,
      allowed: [
        "class", "name", "role", "props", "init", "control", "accessibility", "exposed", "symbol", "component",
      ],
      expected: "a table { class, name, role, props, init, control, accessibility, exposed, symbol, component }")
    var decision = ViewDecision()
    decision.className = try optionalText(table["class"], "class", pattern: Self.isTypeName)
    decision.name = try optionalText(table["name"], "name", pattern: Self.isIdentifier)
    if table["role"] != .nothing { decision.role = try role(table["role"]) }
    if table["control"] != .nothing { decision.control = try control(table["control"]) }
    if table["accessibility"] != .nothing { decision.accessibility = try accessibility(table["accessibility"]) }
    decision.isExposed = try flag(table["exposed"], "view.exposed")
    decision.symbol = try optionalText(table["symbol"], "symbol", pattern: Self.isSymbolName)
    switch table["component"] {
    case .nothing: break
    case .boolean(let flag): decision.component = flag
    // A name for the class is a class.
    case .string(let name) where Self.isIdentifier(name):
      decision.component = true
      decision.componentName = name
    default:
      throw ContractViolation(
        message: "view.component = \(Self.describe(table["component"])); expected true, false or a class name")
    }
    if case .string(let text) = table["init"] {
      decision.initializer = try Self.swiftExpression(text, "view.init")
    } else if table["init"] != .nothing {
      throw ContractViolation(message: "view.init = \(Self.describe(table["init"])) is not valid")
    }
    if case .table(let props) = table["props"] {
      guard props.array.isEmpty, props.otherKeys.isEmpty else {
        throw ContractViolation(message: "view.props must be a table of property names to values")
      }
      guard props.fields.count <= Self.maxProperties else {
        throw ContractViolation(
          message: "view.props has \(props.fields.count) properties; at most \(Self.maxProperties) per view")
      }
      for key in props.fields.keys.sorted() {
        guard Self.isPropertyPath(key) else {
          throw ContractViolation(
            message:
              "view.props key \(Self.describe(.string(key))) is not a property path such as \"layer.cornerCurve\"")
        }
        let value = props.fields[key] ?? .nothing
        let text: String
        switch value {
        case .string(let expression): text = try Self.swiftExpression(expression, "view.props.\(key)")
        case .number(let number) where number.isFinite: text = NumberText.format(number)
        case .boolean(let flag): text = flag ? "true" : "false"
        default:
          throw ContractViolation(
            message:
              "view.props.\(key) = \(Self.describe(value)); expected a Swift expression string, a finite number or a boolean"
          )
        }
        decision.properties.append(ViewDecision.Property(key: key, value: text))
      }
    } else if table["props"] != .nothing {
      throw ContractViolation(message: "view.props must be a table of strings, numbers and booleans")
    }
    return decision
  }

  func edges(_ value: LuaValue, axis edges: [Edge], node: String) throws(ContractViolation) -> [EdgeBinding] {
    let names = edges.map(\.rawValue)
    let table = try fields(of: value, allowed: names, expected: "a table of edges (\(names.joined(separator: ", ")))")
    var bindings: [EdgeBinding] = []
    for edge in edges {
      let answer = table[edge.rawValue]
      guard answer != .nothing else { continue }
      bindings.append(EdgeBinding(edge: edge, target: try target(answer, for: edge, node: node)))
    }
    guard !bindings.isEmpty else { throw violation(value, expected: "at least one edge") }
    guard bindings.count <= 2 else {
      throw ContractViolation(
        message: "binds \(bindings.count) edges of one axis; at most two (the size comes from the design)")
    }
    let kinds = Set(bindings.map(\.edge))
    if !kinds.isDisjoint(with: [.left, .right]) && !kinds.isDisjoint(with: [.leading, .trailing]) {
      throw ContractViolation(message: "mixes left/right with leading/trailing on one view")
    }
    return bindings
  }

  func size(_ value: LuaValue) throws(ContractViolation) -> SizeDecision {
    let table = try fields(of: value, allowed: ["width", "height"], expected: "a table { width, height }")
    return SizeDecision(width: try sizeRule(table["width"], "width"), height: try sizeRule(table["height"], "height"))
  }

  // MARK: - Parts

  private func target(_ value: LuaValue, for edge: Edge, node: String) throws(ContractViolation) -> EdgeBinding.Target {
    switch value {
    case .string("superview"): return .superview(edge)
    case .string("safeArea"): return .safeArea(edge)
    case .node(let id): return try nodeTarget(id, edge: Self.facingEdge(of: edge), from: node)
    case .table(let table):
      let to = table["to"]
      var targetEdge = edge
      if case .string(let name) = table["edge"] {
        guard let parsed = Edge(rawValue: name) else {
          throw ContractViolation(
            message: "'\(name)' is not an edge (\(Edge.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        targetEdge = parsed
      } else if case .node = to {
        targetEdge = Self.facingEdge(of: edge)
      }
      switch to {
      case .string("superview"): return .superview(targetEdge)
      case .string("safeArea"): return .safeArea(targetEdge)
      case .node(let id): return try nodeTarget(id, edge: targetEdge, from: node)
      default: throw ContractViolation(message: "\(edge.rawValue).to must be a node, \"superview\" or \"safeArea\"")
      }
    default:
      throw ContractViolation(
        message:
          "\(edge.rawValue) = \(Self.describe(value)); expected \"superview\", \"safeArea\", a node or { to = …, edge = … }"
      )
    }
  }

  private func nodeTarget(_ id: String, edge: Edge, from node: String) throws(ContractViolation) -> EdgeBinding.Target {
    guard id != node else { throw ContractViolation(message: "a view cannot be constrained to itself") }
    guard knownNodes.contains(id) else {
      throw ContractViolation(message: "targets node \(id), which is not a kept view of this screen")
    }
    return .node(id: id, edge: edge)
  }

  /// The edge of a sibling a binding meets by default: leading follows the previous item's trailing.
  static func facingEdge(of edge: Edge) -> Edge {
    switch edge {
    case .leading: .trailing
    case .trailing: .leading
    case .left: .right
    case .right: .left
    case .top: .bottom
    case .bottom: .top
    default: edge
    }
  }

  private func sizeRule(_ value: LuaValue, _ axis: String) throws(ContractViolation) -> SizeDecision.Rule? {
    switch value {
    case .nothing: return nil
    case .string("fixed"): return .fixed
    case .string("intrinsic"): return .intrinsic
    case .string("fill"): return .fill
    case .number(let points) where points >= 0 && points.isFinite: return .points(points)
    default:
      throw ContractViolation(
        message: "\(axis) = \(Self.describe(value)); expected \"fixed\", \"intrinsic\", \"fill\" or a number ≥ 0")
    }
  }

  func fields(of value: LuaValue, allowed: [String], expected: String) throws(ContractViolation) -> LuaTable {
    guard case .table(let table) = value else { throw violation(value, expected: expected) }
    for key in table.fields.keys.sorted() where !allowed.contains(key) {
      let hint = Self.suggestion(for: key, in: allowed)
      throw ContractViolation(message: "unknown key '\(key)'\(hint); expected \(expected)")
    }
    if !table.array.isEmpty || !table.otherKeys.isEmpty { throw violation(value, expected: expected) }
    return table
  }

  private func optionalText(_ value: LuaValue, _ key: String, pattern: (String) -> Bool) throws(ContractViolation)
    -> String?
  {
    switch value {
    case .nothing: return nil
    case .string(let text) where pattern(text): return text
    default: throw ContractViolation(message: "view.\(key) = \(Self.describe(value)) is not valid")
    }
  }

  func violation(_ value: LuaValue, expected: String) -> ContractViolation {
    ContractViolation(message: "returned \(Self.describe(value)); expected \(expected)")
  }
}
