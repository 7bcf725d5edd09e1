import LayoutIR
import Semantics
import SwiftSource

/// Geometry values as UIKit source.
enum UIKitGeometry {
  /// `NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)`.
  static func directionalInsets(
    _ insets: EdgeInsets, tokens: EdgeTokens = EdgeTokens(), symbols: TokenSymbols = TokenSymbols()
  ) -> String {
    let values = [
      symbols.length(insets.top, token: tokens.top), symbols.length(insets.leading, token: tokens.leading),
      symbols.length(insets.bottom, token: tokens.bottom), symbols.length(insets.trailing, token: tokens.trailing),
    ]
    return
      "NSDirectionalEdgeInsets(top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), trailing: \(values[3]))"
  }
}
