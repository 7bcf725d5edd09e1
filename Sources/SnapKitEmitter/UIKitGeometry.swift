import LayoutIR
import SwiftSource

/// Geometry values as UIKit source.
enum UIKitGeometry {
  /// `NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)`.
  static func directionalInsets(_ insets: EdgeInsets) -> String {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map(SwiftLiteral.number)
    return
      "NSDirectionalEdgeInsets(top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), trailing: \(values[3]))"
  }
}
