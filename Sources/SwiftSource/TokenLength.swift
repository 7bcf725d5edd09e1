public import Semantics

extension TokenSymbols {
  /// The symbol of the number token `token`, when there is one and the ruleset or figsnap spells it.
  public func numberSymbol(_ token: String?) -> String? {
    token.flatMap { numbers.symbol(for: $0) }
  }

  /// A length as Swift: the symbol of its number token (negated where `value` is negative), or the number.
  public func length(_ value: Double, token: String?) -> String {
    guard let symbol = numberSymbol(token) else { return SwiftLiteral.number(value) }
    return value < 0 ? "-\(symbol)" : symbol
  }
}
