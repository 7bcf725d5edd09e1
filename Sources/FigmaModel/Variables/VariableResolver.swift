public import Diagnostics

/// Resolves variables to their values: aliases followed across collections, in each mode of the collection that
/// changes a value (a theme's `Light` and `Dark`).
///
/// An alias is resolved in the mode of the collection that holds its target: its default mode, or the mode being
/// resolved when that collection is the one whose modes the value has. A cycle of aliases, an alias to a variable the
/// response does not have, a mode without a value and a value of another type are findings on the variable, never a
/// hang.
public struct VariableResolver: Sendable {
  public let variables: FigmaVariables
  /// The input's path, for findings.
  public let source: String

  /// Creates a resolver.
  public init(_ variables: FigmaVariables, source: String) {
    self.variables = variables
    self.source = source
  }

  /// A colour variable's value in each mode.
  public struct ResolvedColor: Sendable, Hashable {
    public var variable: FigmaVariables.Variable
    /// The colour in each mode, by mode name, the default mode first.
    public var modes: [(name: String, color: RGBA)]

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.variable == rhs.variable && lhs.modes.map(\.name) == rhs.modes.map(\.name)
        && lhs.modes.map(\.color) == rhs.modes.map(\.color)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(variable.id) }
  }

  /// Why a value cannot be resolved.
  public struct Failure: Error, Sendable, Hashable {
    public var message: String
    /// Whether the input is broken (a cycle, a value of another type): an error; else (an alias of a library's
    /// variable the response does not hold) a warning, and the variable is no token.
    public var isBroken = true
  }

  /// A number variable's value in each mode.
  public struct ResolvedNumber: Sendable, Hashable {
    public var variable: FigmaVariables.Variable
    /// The number in each mode, by mode name, the default mode first.
    public var modes: [ModeNumber]

    /// A number in one mode.
    public struct ModeNumber: Sendable, Hashable {
      public var name: String
      public var value: Double
    }
  }

  /// Every colour variable's values, sorted by collection and name, and a finding for each that cannot be resolved: an
  /// error where the input is broken, a warning where an alias leads out of the response.
  public func colors() -> (colors: [ResolvedColor], diagnostics: [Diagnostic]) {
    resolveAll(.color) { variable, modes throws(Failure) in
      ResolvedColor(
        variable: variable,
        modes: try modes.map { mode throws(Failure) in
          guard case .color(let color) = mode.value else { throw Self.mistyped(mode, "a colour") }
          return (name: mode.name, color: color)
        })
    }
  }

  /// The number variables among `ids` with their values, sorted by collection and name, and a finding for each that
  /// cannot be resolved, as ``colors()``.
  public func numbers(among ids: Set<String>) -> (numbers: [ResolvedNumber], diagnostics: [Diagnostic]) {
    resolveAll(.float, among: ids) { variable, modes throws(Failure) in
      ResolvedNumber(
        variable: variable,
        modes: try modes.map { mode throws(Failure) in
          guard case .number(let number) = mode.value else { throw Self.mistyped(mode, "a number") }
          return ResolvedNumber.ModeNumber(name: mode.name, value: number)
        })
    }
  }

  /// Each variable of `type` (among `ids`, when given) made by `make` from its values in each mode, sorted by
  /// collection and name; a finding for each that cannot be resolved.
  private func resolveAll<Resolved>(
    _ type: FigmaVariables.ResolvedType, among ids: Set<String>? = nil,
    make: (FigmaVariables.Variable, [ModeValue]) throws(Failure) -> Resolved
  ) -> ([Resolved], [Diagnostic]) {
    var resolved: [Resolved] = []
    var diagnostics: [Diagnostic] = []
    let sorted = variables.variables.values.filter { $0.resolvedType == type && ids?.contains($0.id) ?? true }.sorted {
      (collectionName($0), $0.name, $0.id) < (collectionName($1), $1.name, $1.id)
    }
    for variable in sorted {
      do throws(Failure) {
        resolved.append(try make(variable, try modes(of: variable)))
      } catch {
        diagnostics.append(
          Diagnostic(
            error.isBroken ? .error : .warning, "figma.variables",
            "variable '\(variable.name)' cannot be resolved: \(error.message)",
            at: SourceLocation(file: source, line: variable.line, column: variable.column)))
      }
    }
    return (resolved, diagnostics)
  }

  /// A variable's value in one mode: the mode's name, and the value and the variable that holds it at the end of the
  /// aliases.
  private struct ModeValue {
    var name: String
    var value: FigmaVariables.Value
    var holder: String
  }

  /// The value of `variable` in each mode of the collection that changes it.
  private func modes(of variable: FigmaVariables.Variable) throws(Failure) -> [ModeValue] {
    guard let axis = try modeCollection(of: variable) else {
      let (value, holder) = try resolve(variable.id, choosing: [:])
      return [ModeValue(name: "", value: value, holder: holder)]
    }
    var modes: [ModeValue] = []
    for mode in axis.modes {
      let (value, holder) = try resolve(variable.id, choosing: [axis.id: mode.id])
      modes.append(ModeValue(name: mode.name, value: value, holder: holder))
    }
    // The default mode first.
    if let first = modes.indices.first(where: { axis.modes[$0].id == axis.defaultModeID }), first > 0 {
      modes.insert(modes.remove(at: first), at: 0)
    }
    return modes
  }

  /// The first collection with more than one mode on the way from `variable` through its aliases (in any mode): the
  /// modes its value has.
  private func modeCollection(of variable: FigmaVariables.Variable) throws(Failure) -> FigmaVariables.Collection? {
    var seen: Set<String> = []
    var queue = [variable.id]
    while !queue.isEmpty {
      let id = queue.removeFirst()
      guard seen.insert(id).inserted, let next = variables.variables[id] else { continue }
      if let collection = variables.collections[next.collectionID], collection.modes.count > 1 { return collection }
      for (_, value) in next.values.sorted(by: { $0.key < $1.key }) {
        if case .alias(let target) = value { queue.append(target) }
      }
    }
    return nil
  }

  /// The colour `id` resolves to, each collection in its chosen mode or else its default.
  public func color(of id: String, choosing modes: [String: String]) throws(Failure) -> RGBA {
    let (value, holder) = try resolve(id, choosing: modes)
    guard case .color(let color) = value else {
      throw Self.mistyped(ModeValue(name: "", value: value, holder: holder), "a colour")
    }
    return color
  }

  /// The value (no alias) `id` resolves to, each collection in its chosen mode or else its default, and the name of
  /// the variable that holds it.
  private func resolve(_ id: String, choosing modes: [String: String]) throws(Failure)
    -> (value: FigmaVariables.Value, holder: String)
  {
    var seen: [String] = []
    var current = id
    while true {
      guard let variable = variables.variables[current] else {
        throw Failure(
          message: "it is an alias of '\(current)', which the response does not have (a library's variable: "
            + "fetch the library's /variables/published and add its variables)",
          isBroken: false)
      }
      if seen.contains(current) {
        let names = (seen + [current]).compactMap { variables.variables[$0]?.name }
        throw Failure(message: "its aliases form a cycle (\(names.map { "'\($0)'" }.joined(separator: " → ")))")
      }
      seen.append(current)
      guard let collection = variables.collections[variable.collectionID] else {
        throw Failure(message: "its collection '\(variable.collectionID)' is missing")
      }
      let mode = modes[collection.id] ?? collection.defaultModeID
      guard let value = variable.values[mode] ?? variable.values[collection.defaultModeID] else {
        let name = collection.modes.first { $0.id == mode }?.name ?? mode
        throw Failure(message: "'\(variable.name)' has no value in mode '\(name)'")
      }
      guard case .alias(let target) = value else { return (value, variable.name) }
      current = target
    }
  }

  /// The failure of a value of another type than `expected`.
  private static func mistyped(_ mode: ModeValue, _ expected: String) -> Failure {
    Failure(message: "'\(mode.holder)' holds \(kind(of: mode.value)), not \(expected)")
  }

  private static func kind(of value: FigmaVariables.Value) -> String {
    switch value {
    case .color: "a colour"
    case .number: "a number"
    case .string: "a string"
    case .boolean: "a boolean"
    case .alias: "an alias"
    }
  }

  private func collectionName(_ variable: FigmaVariables.Variable) -> String {
    variables.collections[variable.collectionID]?.name ?? ""
  }
}
