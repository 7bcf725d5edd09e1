// What Acme's app provides to the code figsnap generates with the example-team ruleset; the
// tests type-check generated files together with it.
import UIKit

enum Theme {
  enum Color {
    static let accent = UIColor.systemBlue
    static let surface = UIColor.secondarySystemBackground
    static let bar = UIColor.secondarySystemBackground
    static let textSecondary = UIColor.secondaryLabel
    static let fillSecondary = UIColor.secondarySystemBackground
  }

  enum Font {
    static let largeTitle = UIFont.preferredFont(forTextStyle: .largeTitle)
    static let headline = UIFont.preferredFont(forTextStyle: .headline)
    static let body = UIFont.preferredFont(forTextStyle: .body)
    static let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
    static let footnote = UIFont.preferredFont(forTextStyle: .footnote)
  }
}

final class PrimaryButton: UIButton {
  convenience init(title: String) {
    self.init(type: .system)
    setTitle(title, for: .normal)
  }
}

final class AvatarView: UIView {}
