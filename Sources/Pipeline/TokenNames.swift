import Semantics
import SwiftSource

/// The Swift member a token's name in the design makes.
enum TokenNames {
  /// `Alias/background/neutral/subtle-default` → `aliasBackgroundNeutralSubtleDefault`: a name that starts with no
  /// letter or is no member Swift allows gets `prefix` before it (`100` → `color100`), and one `isReserved` refuses
  /// (a member the extended type has already) gets `Token` after it.
  static func member(for name: String, prefix: String, isReserved: (String) -> Bool) -> String {
    let joined = SwiftName.lowerCamel(NameWords.words(name).map { $0.lowercased() })
    let named = joined.first?.isLetter == true ? joined : prefix + SwiftName.upperFirst(joined)
    let member = SwiftIdentifier.isMember(named) ? named : prefix + SwiftName.upperFirst(named)
    return isReserved(member) ? member + "Token" : member
  }
}
