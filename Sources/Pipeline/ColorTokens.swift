public import Diagnostics
public import FigmaModel
import JSONText
public import Semantics
import SwiftSource

/// The colour tokens of a variables response: each colour variable resolved in every mode of its theme, with the Swift
/// name screens use for it.
public enum ColorTokens {
  /// The tokens of `bytes`: a variables response's colour variables, or a design file's colour styles.
  public static func tokens(from input: [UInt8], source: String, includingHidden: Bool = false) throws(Diagnostic)
    -> (tokens: [ColorToken], diagnostics: [Diagnostic])
  {
    let bytes = TextEncoding.utf8(input).bytes
    guard isDesign(bytes) else {
      return try tokens(fromVariables: bytes, source: source, includingHidden: includingHidden)
    }
    let design = try Converter().loadDesign(bytes, source: source)
    let styles = tokens(fromStyles: design.tree)
    return (styles.tokens, (design.diagnostics + styles.diagnostics).sorted())
  }

  /// Whether `bytes` is a design (a file, nodes or node response) rather than a variables response.
  private static func isDesign(_ bytes: [UInt8]) -> Bool {
    guard let root = try? JSONDocument(bytes: bytes).root else { return false }
    return root["document"] != nil || root["nodes"] != nil || (root["id"] != nil && root["type"] != nil)
  }

  /// The tokens of the variables response `bytes` (named `source` in findings), and what reading them found.
  ///
  /// Input that is no variables response throws; a variable that cannot be resolved (an alias cycle, a value of another
  /// type) is an error finding and no token. The variables a file hides from publishing (the primitives its published
  /// ones alias) are no tokens unless `includingHidden`, or unless every colour is hidden.
  public static func tokens(fromVariables bytes: [UInt8], source: String, includingHidden: Bool = false)
    throws(Diagnostic) -> (tokens: [ColorToken], diagnostics: [Diagnostic])
  {
    let decoded = try VariablesDecoder(source: source).decode(bytes)
    let found = variableTokens(decoded.variables, source: source, includingHidden: includingHidden)
    var diagnostics = decoded.diagnostics + found.diagnostics
    let others = decoded.variables.variables.values.filter { $0.resolvedType != .color }.count
    if others > 0 {
      diagnostics.append(
        Diagnostic(
          .note, "figma.variables",
          "\(others) variable(s) that are no colours (numbers, strings, booleans) are not written; the numbers a design binds to its spacing, radii and sizes are tokens of generate --variables (LayoutTokens.swift)",
          at: SourceLocation(file: source)))
    }
    return (found.tokens.map(\.token), diagnostics.sorted())
  }

  /// The colour tokens of a variables response with the id of the variable each is, as
  /// ``tokens(fromVariables:source:includingHidden:)``.
  static func variableTokens(_ variables: FigmaVariables, source: String, includingHidden: Bool)
    -> (tokens: [(id: String, token: ColorToken)], diagnostics: [Diagnostic])
  {
    let resolved = VariableResolver(variables, source: source).colors()
    var diagnostics = resolved.diagnostics
    let file = SourceLocation(file: source)
    func isHidden(_ variable: FigmaVariables.Variable) -> Bool {
      variable.isHiddenFromPublishing || variables.collections[variable.collectionID]?.isHiddenFromPublishing == true
    }
    var colors = resolved.colors
    if !includingHidden, colors.contains(where: { !isHidden($0.variable) }) {
      let hidden = colors.filter { isHidden($0.variable) }.count
      colors.removeAll { isHidden($0.variable) }
      if hidden > 0 {
        diagnostics.append(
          Diagnostic(
            .note, "figma.variables",
            "\(hidden) colour variable(s) hidden from publishing (the primitives the others alias) are no tokens; --include-hidden writes them too",
            at: file))
      }
    }
    var taken: Set<String> = []
    let tokens = colors.compactMap { color -> (id: String, token: ColorToken)? in
      let variable = color.variable
      let location = SourceLocation(file: source, line: variable.line, column: variable.column)
      var symbol = memberName(for: variable.name)
      if let syntax = variable.iOSSyntax {
        if let member = member(ofSyntax: syntax), TokenAppearances.isReserved(member) {
          // The design system's colour is the platform's own (`Color.blue`): there is nothing to declare.
          diagnostics.append(
            Diagnostic(
              .note, "figma.variables",
              "codeSyntax.iOS '\(syntax)' of '\(variable.name)' names the platform's own colour; no member is declared",
              at: location))
          return nil
        } else if let member = member(ofSyntax: syntax) {
          symbol = member
        } else {
          diagnostics.append(
            Diagnostic(
              .warning, "figma.variables",
              "codeSyntax.iOS '\(syntax)' of '\(variable.name)' is no Swift name a token can have; the token is '\(symbol)'",
              at: location))
        }
      }
      let values = color.modes.map { mode in
        ColorToken.ModeColor(
          mode: mode.name, red: mode.color.red, green: mode.color.green, blue: mode.color.blue, alpha: mode.color.alpha)
      }
      let token = ColorToken(
        name: variable.name, symbol: SwiftName.unique(symbol, in: &taken), description: variable.description,
        values: values)
      return (variable.id, token)
    }
    return (tokens, diagnostics.sorted())
  }

  /// The colour tokens of a design: its colour styles' and, when its variables are given, its colour variables'.
  ///
  /// The design's paints are told the names of the variables they are bound to. A variable and a style of one name
  /// are the variable.
  public static func tokens(of tree: inout DesignTree, variables: (variables: FigmaVariables, source: String)?)
    -> (tokens: [ColorToken], diagnostics: [Diagnostic])
  {
    let styles = tokens(fromStyles: tree)
    guard let variables else {
      return (styles.tokens, styles.diagnostics + [unresolvedVariables(in: tree)].compactMap { $0 })
    }
    let bound = variableTokens(variables.variables, source: variables.source, includingHidden: true)
    tree.nameVariables(Dictionary(bound.tokens.map { ($0.id, $0.token.name) }, uniquingKeysWith: { first, _ in first }))
    let named = Set(bound.tokens.map(\.token.name))
    var taken = Set(bound.tokens.map(\.token.symbol))
    let kept = styles.tokens.filter { !named.contains($0.name) }.map { token in
      var token = token
      token.symbol = SwiftName.unique(token.symbol, in: &taken)
      return token
    }
    return (bound.tokens.map(\.token) + kept, (styles.diagnostics + bound.diagnostics).sorted())
  }

  /// The note that paints of `tree` are bound to colour variables, or its lengths to number variables, that no file of
  /// variables names; nil where none is.
  private static func unresolvedVariables(in tree: DesignTree) -> Diagnostic? {
    var colors: Set<String> = []
    var lengths: Set<String> = []
    for screen in tree.screens {
      screen.root.forEachNode { node in
        for paint in node.appearance.fills + node.appearance.strokes where paint.colorVariableName == nil {
          if let variable = paint.colorVariable { colors.insert(variable) }
        }
        for binding in node.boundVariables where binding.length != nil { lengths.insert(binding.id) }
      }
    }
    guard !colors.isEmpty || !lengths.isEmpty else { return nil }
    let bound = [
      colors.isEmpty ? nil : "\(colors.count) colour variable(s) the layers are bound to",
      lengths.isEmpty ? nil : "\(lengths.count) number variable(s) their spacing, radii or sizes are bound to",
    ].compactMap { $0 }
    let text =
      "\(bound.joined(separator: " and ")) are not named (no --variables): their values are drawn, not tokens; figsnap "
      + "fetch --variables FILE downloads the file's variables, and generate --variables FILE makes them the design's "
      + "tokens"
    return Diagnostic(.note, "figma.variables", "\(text)", at: SourceLocation(file: tree.source))
  }

  /// The colour tokens of a design's fill and stroke styles: each solid style with the colour the screens' layers paint
  /// it in (the most common, when layers differ: a warning), and no mode.
  ///
  /// A design file carries its styles' names, not their values; these come from the layers that use them.
  public static func tokens(fromStyles tree: DesignTree) -> (tokens: [ColorToken], diagnostics: [Diagnostic]) {
    var uses = StyleUses<String, ColorToken.ModeColor>()
    for screen in tree.screens {
      screen.root.forEachNode { node in
        for paint in node.appearance.fills + node.appearance.strokes {
          guard let style = paint.styleName, paint.visible, paint.kind == .solid, let color = paint.color else {
            continue
          }
          let value = ColorToken.ModeColor(
            mode: "", red: color.red, green: color.green, blue: color.blue, alpha: (paint.alpha * 1000).rounded() / 1000
          )
          uses.add(value, key: value.summary, style: style, node: node.id)
        }
      }
    }
    var taken: Set<String> = []
    var tokens: [ColorToken] = []
    var diagnostics: [Diagnostic] = []
    for (style, ranked) in uses.ranked(by: <) {
      guard let chosen = ranked.first else { continue }
      if ranked.count > 1 {
        let others = ranked.dropFirst().map { "\($0.value.summary) (\($0.count))" }
        diagnostics.append(
          Diagnostic(
            .warning, "figma.styles",
            "style '\(style)' paints \(ranked.count) colours; its token is the most used, \(chosen.value.summary) (\(chosen.count)), not \(others.joined(separator: ", "))",
            at: SourceLocation(file: tree.source), node: NodeRef(id: chosen.node, name: style)))
      }
      tokens.append(
        ColorToken(name: style, symbol: SwiftName.unique(memberName(for: style), in: &taken), values: [chosen.value]))
    }
    return (tokens, diagnostics)
  }

  /// The member a token's name makes (`Alias/background/neutral/subtle-default` → `aliasBackgroundNeutralSubtleDefault`):
  /// a Swift member that is no colour `UIColor` or `Color` has already (`white` → `whiteToken`).
  static func memberName(for name: String) -> String {
    TokenNames.member(for: name, prefix: "color", isReserved: TokenAppearances.isReserved)
  }

  /// The member a `codeSyntax.iOS` names: `brandPrimary`, `Color.brandPrimary` and `.brandPrimary` all name
  /// `brandPrimary`; nil when it names none, or a type of the SDK (`Color`, which the member would hide from the
  /// extension that declares it).
  static func member(ofSyntax syntax: String) -> String? {
    let last = syntax.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    return SwiftIdentifier.isMember(last) && !SwiftIdentifier.isSDKType(last) ? last : nil
  }
}
