import Decisions
import Diagnostics
import FigmaModel
import Semantics
import SwiftSource

/// The lengths of a design that are tokens: each number variable the screens bind to a spacing, a padding, a corner
/// radius or a size, resolved through its aliases, with the Swift name the screens use for it.
enum NumberTokens {
  /// The number tokens of `tree` given its `variables`, and what resolving them found.
  ///
  /// A token's kind (``NumberToken/Kind``) is the one its `scopes` allow when they allow one (`GAP`, `CORNER_RADIUS`,
  /// `WIDTH_HEIGHT`, `FONT_SIZE`, `LINE_HEIGHT`), else the one the screens bind it to most. Its member is its
  /// `codeSyntax.iOS` where that names one, else its name without a leading group that names the kind (`space/medium`
  /// → `Spacing.medium`).
  static func tokens(of tree: DesignTree, variables: (variables: FigmaVariables, source: String))
    -> (tokens: [NumberToken], diagnostics: [Diagnostic])
  {
    var uses: [String: [NumberToken.Kind: Int]] = [:]
    for screen in tree.screens {
      screen.root.forEachNode { node in
        for binding in node.boundVariables {
          guard let length = binding.length else { continue }
          uses[binding.id, default: [:]][kind(of: length), default: 0] += 1
        }
      }
    }
    guard !uses.isEmpty else { return ([], []) }
    let resolved = VariableResolver(variables.variables, source: variables.source).numbers(among: Set(uses.keys))
    var taken: [NumberToken.Kind: Set<String>] = [:]
    var diagnostics = resolved.diagnostics
    var tokens: [NumberToken] = []
    for number in resolved.numbers {
      let variable = number.variable
      guard let first = number.modes.first, let counts = uses[variable.id] else { continue }
      let kind = kind(of: variable, counts: counts)
      var member = member(for: variable.name, kind: kind)
      if let syntax = variable.iOSSyntax {
        if let named = ColorTokens.member(ofSyntax: syntax) {
          member = named
        } else {
          diagnostics.append(
            Diagnostic(
              .warning, "figma.variables",
              "codeSyntax.iOS '\(syntax)' of '\(variable.name)' is no Swift name a token can have; the token is '\(kind.typeName).\(member)'",
              at: SourceLocation(file: variables.source, line: variable.line, column: variable.column)))
        }
      }
      tokens.append(
        NumberToken(
          name: variable.name, variableID: variable.id, kind: kind,
          member: SwiftName.unique(member, in: &taken[kind, default: []]), description: variable.description,
          value: first.value,
          otherModes: number.modes.dropFirst().filter { $0.value != first.value }.map {
            (mode: $0.name, value: $0.value)
          }
        ))
    }
    return (tokens.sorted { ($0.kind, $0.name, $0.variableID) < ($1.kind, $1.name, $1.variableID) }, diagnostics)
  }

  /// Puts `tokens` in `tree`, with the symbols screens spell them with where the ruleset names none.
  ///
  /// figsnap's symbols are the same in both targets (`Spacing.medium`); a team's UIKit symbol (a `CGFloat`) is
  /// SwiftUI's too unless it names its own. A symbol of the ruleset that is no Swift expression is an error, and the
  /// token keeps figsnap's.
  static func add(_ tokens: [NumberToken], to tree: inout RuledTree) -> [Diagnostic] {
    tree.numberTokens = tokens
    var diagnostics: [Diagnostic] = []
    for token in tokens {
      var team: String?
      for target in [\RuledTree.uikitSymbols, \RuledTree.swiftuiSymbols] {
        if let symbol = tree[keyPath: target].numbers.symbol(for: token.name) {
          guard let problem = SwiftExpression.problem(in: symbol) else {
            team = team ?? symbol
            continue
          }
          diagnostics.append(
            Diagnostic(
              .error, "ruleset.targets",
              "number token '\(token.name)' maps to '\(symbol)', which is not a Swift expression figsnap accepts: \(problem); \(token.symbol) is used",
              at: SourceLocation(file: tree.source)))
        } else if let team {
          tree[keyPath: target].numbers.names[token.name] = team
          continue
        }
        tree[keyPath: target].numbers.names[token.name] = token.symbol
        tree[keyPath: target].numbers.declared.insert(token.name)
      }
    }
    return diagnostics
  }

  private static func kind(of length: BoundVariable.Length) -> NumberToken.Kind {
    switch length {
    case .cornerRadius: .radius
    case .width, .height: .size
    case .paddingLeft, .paddingRight, .paddingTop, .paddingBottom, .itemSpacing, .lineSpacing: .spacing
    case .fontSize: .fontSize
    case .lineHeight: .lineHeight
    }
  }

  private static func kind(of variable: FigmaVariables.Variable, counts: [NumberToken.Kind: Int]) -> NumberToken.Kind {
    let scoped = Set(
      variable.scopes.compactMap { scope -> NumberToken.Kind? in
        switch scope {
        case .gap: .spacing
        case .cornerRadius: .radius
        case .widthHeight: .size
        case .fontSize: .fontSize
        case .lineHeight: .lineHeight
        default: nil
        }
      })
    if scoped.count == 1, let only = scoped.first, !variable.scopes.contains(.allScopes) { return only }
    return NumberToken.Kind.allCases.max { (counts[$0] ?? 0, -$0.rank) < (counts[$1] ?? 0, -$1.rank) } ?? .spacing
  }

  /// `space/medium` → `medium`, `Radius/Card` → `card`, `spacing/16` → `space16`, `font/size/body` → `body`: the
  /// name's words after any leading groups that only name the kind.
  static func member(for name: String, kind: NumberToken.Kind) -> String {
    var groups = name.split(separator: "/").map(String.init)
    while groups.count > 1, kindWords[kind]?.contains(NameWords.words(groups[0]).joined().lowercased()) == true {
      groups.removeFirst()
    }
    return TokenNames.member(for: groups.joined(separator: "/"), prefix: prefix[kind] ?? "value") { _ in false }
  }

  private static let kindWords: [NumberToken.Kind: Set<String>] = [
    .spacing: ["spacing", "space", "spaces", "spacer", "gap", "gaps"],
    .radius: ["radius", "radii", "corner", "corners", "cornerradius", "borderradius", "rounded", "rounding"],
    .size: ["size", "sizes", "sizing", "dimension", "dimensions"],
    .fontSize: ["font", "fonts", "fontsize", "fontsizes", "size", "sizes", "text", "type", "typography"],
    .lineHeight: ["lineheight", "lineheights", "leading", "line", "lines", "text", "type", "typography"],
  ]

  private static let prefix: [NumberToken.Kind: String] = [
    .spacing: "space", .radius: "radius", .size: "size", .fontSize: "size", .lineHeight: "height",
  ]
}

extension NumberToken.Kind {
  fileprivate var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
