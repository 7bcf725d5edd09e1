#if canImport(UIKit)
  import UIKit

  /// The sample's own code beside the generated screens: it uses the class the plugin generated from design.json.
  public enum Screens {
    /// The welcome screen, as the design draws it.
    @MainActor public static func makeWelcome() -> UIView { WelcomeView() }
  }
#endif
