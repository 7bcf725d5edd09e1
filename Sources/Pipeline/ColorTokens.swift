public import Diagnostics
import FigmaModel
public import Semantics
import SwiftSource

/// The colour tokens of a variables response: each colour variable resolved in every mode of its theme, with the Swift
/// name screens use for it.
public enum ColorTokens {
  /// The tokens of the variables response `bytes` (named `source` in findings), and what reading them found.
  ///
  /// Input that is no variables response throws; a variable that cannot be resolved (an alias cycle, a missing target,
  /// a value of another type) is an error finding and no token.
  public static func tokens(fromVariables bytes: [UInt8], source: String) throws(Diagnostic)
    -> (tokens: [ColorToken], diagnostics: [Diagnostic])
  {
    let decoded = try VariablesDecoder(source: source).decode(bytes)
    let resolved = VariableResolver(decoded.variables, source: source).colors()
    var taken: Set<String> = []
    var diagnostics = decoded.diagnostics + resolved.diagnostics
    let tokens = resolved.colors.map { color in
      let variable = color.variable
      let location = SourceLocation(file: source, line: variable.line, column: variable.column)
      var symbol = symbol(for: variable.name)
      if let syntax = variable.iOSSyntax {
        if let member = member(ofSyntax: syntax) {
          symbol = member
        } else {
          diagnostics.append(
            Diagnostic(
              .warning, "figma.variables",
              "codeSyntax.iOS '\(syntax)' of '\(variable.name)' is no Swift name; the token is '\(symbol)'",
              at: location))
        }
      }
      let values = color.modes.map { mode in
        ColorToken.ModeColor(
          mode: mode.name, red: mode.color.red, green: mode.color.green, blue: mode.color.blue, alpha: mode.color.alpha)
      }
      // `blue` and `systemBackground` are UIColor's and Color's own.
      if TokenAppearances.reservedMembers.contains(symbol) || symbol.hasPrefix("system") { symbol += "Token" }
      return ColorToken(
        name: variable.name, symbol: SwiftName.unique(symbol, in: &taken), description: variable.description,
        values: values)
    }
    return (tokens, diagnostics.sorted())
  }

  /// The member a token's name makes: `Alias/background/neutral/subtle-default` → `aliasBackgroundNeutralSubtleDefault`.
  static func symbol(for name: String) -> String {
    let words = NameWords.words(name)
    guard let first = words.first else { return "color" }
    let joined = first.lowercased() + words.dropFirst().map { SwiftName.upperFirst($0.lowercased()) }.joined()
    // A member starts with a letter and is no keyword.
    let named = joined.first?.isLetter == true ? joined : "color" + SwiftName.upperFirst(joined)
    return SwiftIdentifier.isMember(named) ? named : "color" + SwiftName.upperFirst(named)
  }

  /// The member a `codeSyntax.iOS` names: `brandPrimary`, `Color.brandPrimary` and `.brandPrimary` all name
  /// `brandPrimary`; nil when it names none.
  static func member(ofSyntax syntax: String) -> String? {
    let last = syntax.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    return SwiftIdentifier.isMember(last) ? last : nil
  }
}
