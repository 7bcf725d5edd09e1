/// How a ruleset spells its design tokens in one output target: `accent` → `Theme.Color.accent`.
public struct TokenSymbols: Sendable, Hashable {
  public var colors: SymbolTable
  public var fonts: SymbolTable
  /// Lengths: spacing, radii and sizes bound to the design's number variables.
  public var numbers: SymbolTable

  /// Creates the symbols of a target.
  public init(
    colors: SymbolTable = SymbolTable(), fonts: SymbolTable = SymbolTable(), numbers: SymbolTable = SymbolTable()
  ) {
    self.colors = colors
    self.fonts = fonts
    self.numbers = numbers
  }
}

/// Token names to symbols: listed ones first, then a template where `{name}` stands for the token's name.
public struct SymbolTable: Sendable, Hashable {
  public var names: [String: String]
  public var template: String?
  /// The tokens whose symbol is never nil: those figsnap declares itself (the design's colour tokens).
  ///
  /// A team's symbol may be an optional (`UIColor(named:)`), so the others are read as one.
  public var declared: Set<String> = []

  /// Creates a table.
  public init(names: [String: String] = [:], template: String? = nil) {
    self.names = names
    self.template = template
  }

  /// Whether `token`'s symbol is never nil.
  public func isDeclared(_ token: String) -> Bool { declared.contains(token) }

  /// The symbol of `token`, or nil when the table has none.
  public func symbol(for token: String) -> String? {
    if let listed = names[token] { return listed }
    return template.map { $0.replacing("{name}", with: token) }
  }
}
