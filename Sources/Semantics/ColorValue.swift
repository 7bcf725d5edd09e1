/// A colour as the design system names it, for every output target to spell its own way.
///
/// The planner and the rules produce these; only an emitter turns one into source code.
public enum ColorValue: Sendable, Hashable {
  /// A platform semantic colour, by its name in UIKit and SwiftUI: `systemBlue`, `label`, `separator`.
  case system(String)
  /// A colour set of the app's asset catalogue, by name: `Brand/Primary`.
  case asset(String)
  /// A team's design token; the ruleset maps its name to a symbol per output target (``TokenSymbols``).
  case token(String)
  /// A literal colour: sRGB channels and alpha, each 0…1.
  case rgba(red: Double, green: Double, blue: Double, alpha: Double)
}
