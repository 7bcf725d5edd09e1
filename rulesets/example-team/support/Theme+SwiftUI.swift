// The same tokens for SwiftUI code: the example-team ruleset spells them Theme.Colors.{name} (a
// Color) and Theme.Fonts.{name} (a Font) in that target.
import SwiftUI

extension Theme {
  enum Colors {
    static let accent = SwiftUI.Color(uiColor: Theme.Color.accent)
    static let surface = SwiftUI.Color(uiColor: Theme.Color.surface)
    static let bar = SwiftUI.Color(uiColor: Theme.Color.bar)
    static let textSecondary = SwiftUI.Color(uiColor: Theme.Color.textSecondary)
    static let fillSecondary = SwiftUI.Color(uiColor: Theme.Color.fillSecondary)
  }

  enum Fonts {
    static let largeTitle = SwiftUI.Font.largeTitle
    static let headline = SwiftUI.Font.headline
    static let body = SwiftUI.Font.body
    static let subheadline = SwiftUI.Font.subheadline
    static let footnote = SwiftUI.Font.footnote
  }
}
