import LayoutIR
import Semantics

/// The closure-initialised property of one view: its class, its configuration, and a `// TODO:`
/// for what could not be translated.
struct ViewDeclaration {
  let view: ViewSpec
  let style: UIKitStyle

  private var isButton: Bool { view.role == .button }

  private var local: String {
    switch view.role {
    case .button: "button"
    case .label: "label"
    case .image: "imageView"
    case .stack: "stackView"
    case .scroll: "scrollView"
    default: "view"
    }
  }

  func write(into writer: inout SwiftWriter) {
    if view.role == .layoutGuide {
      writer.line("private let \(view.name) = UILayoutGuide()")
      return
    }
    let access = isButton ? "let" : "private let"
    writer.block("\(access) \(view.name): \(view.className) = {", closer: "}()") { body in
      body.line("let \(local) = \(initializer)")
      for line in configuration { body.line(line) }
      for todo in view.todos { body.line("// TODO: \(SwiftLiteral.comment(todo))") }
      body.line("return \(local)")
    }
  }

  private var initializer: String {
    if let custom = view.initializer { return custom }
    if view.className == "UIImageView", let image = view.properties.imageName {
      return "UIImageView(image: UIImage(named: \(SwiftLiteral.string(image))))"
    }
    if view.className == "UIButton" { return "UIButton(type: .system)" }
    return "\(view.className)()"
  }

  private var configuration: [String] {
    // A team's own initialiser builds a styled component: only the team's own properties apply.
    if view.initializer != nil { return extraLines }
    let properties = view.properties
    let name = local
    var lines: [String] = []
    if isButton {
      if let text = properties.text { lines.append("\(name).setTitle(\(SwiftLiteral.string(text)), for: .normal)") }
      if let color = properties.textColor {
        lines.append("\(name).setTitleColor(\(style.color(color)), for: .normal)")
      }
      if let font = properties.font {
        lines.append("\(name).titleLabel?.font = \(style.font(font))")
        lines.append("\(name).titleLabel?.adjustsFontForContentSizeCategory = true")
      }
    } else if properties.text != nil || properties.font != nil {
      if let text = properties.text { lines.append("\(name).text = \(SwiftLiteral.string(text))") }
      if let font = properties.font {
        lines.append("\(name).font = \(style.font(font))")
        lines.append("\(name).adjustsFontForContentSizeCategory = true")
      }
      if let color = properties.textColor { lines.append("\(name).textColor = \(style.color(color))") }
      if let alignment = properties.textAlignment { lines.append("\(name).textAlignment = .\(alignment.rawValue)") }
      if let count = properties.numberOfLines { lines.append("\(name).numberOfLines = \(count)") }
      if let height = properties.lineHeight { lines += lineHeightLines(height) }
    }
    if let mode = properties.contentMode { lines.append("\(name).contentMode = .\(mode.rawValue)") }
    // Only a UIImageView is made with its image; a team's image class is told which one it should show.
    if let image = properties.imageName, view.className != "UIImageView" {
      lines.append(
        "// TODO: show the image '\(SwiftLiteral.comment(image))'; \(view.className) is not a UIImageView")
    }
    if let stack = view.stack { lines += stackLines(stack) }
    if let background = properties.backgroundColor {
      lines.append("\(name).backgroundColor = \(style.color(background))")
    }
    if let radius = properties.cornerRadius {
      lines.append("\(name).layer.cornerRadius = \(SwiftLiteral.number(radius))")
    }
    if let width = properties.borderWidth { lines.append("\(name).layer.borderWidth = \(SwiftLiteral.number(width))") }
    if let color = properties.borderColor {
      lines.append("\(name).layer.borderColor = \(style.cgColor(color))")
    }
    if let alpha = properties.alpha { lines.append("\(name).alpha = \(SwiftLiteral.number(alpha))") }
    if properties.clipsToBounds == true { lines.append("\(name).clipsToBounds = true") }
    if properties.isHidden == true { lines.append("\(name).isHidden = true") }
    return lines + extraLines
  }

  /// The ruleset's own properties (`view` hook `props`), as assignments.
  private var extraLines: [String] {
    view.properties.extra.keys.sorted().compactMap { key in
      guard let value = view.properties.extra[key], Self.isPropertyPath(key), !value.contains(where: \.isNewline) else {
        return nil
      }
      return "\(local).\(key) = \(value)"
    }
  }

  /// A fixed line height: UILabel has none of its own, so the text becomes attributed text with
  /// a paragraph style, carrying the font, colour and alignment set above.
  private func lineHeightLines(_ height: Double) -> [String] {
    let name = local
    let points = SwiftLiteral.number(height)
    var attributes = [".font: \(name).font as UIFont", ".paragraphStyle: paragraph"]
    if view.properties.textColor != nil { attributes.insert(".foregroundColor: \(name).textColor as UIColor", at: 1) }
    return [
      "let paragraph = NSMutableParagraphStyle()",
      "paragraph.minimumLineHeight = \(points)",
      "paragraph.maximumLineHeight = \(points)",
      "paragraph.alignment = \(name).textAlignment",
      "let attributes: [NSAttributedString.Key: Any] = [",
      "  \(attributes.joined(separator: ", ")),",
      "]",
      "\(name).attributedText = NSAttributedString(string: \(name).text ?? \"\", attributes: attributes)",
    ]
  }

  private func stackLines(_ stack: StackSpec) -> [String] {
    let name = local
    var lines = [
      "\(name).axis = .\(stack.axis)", "\(name).spacing = \(SwiftLiteral.number(stack.spacing))",
      "\(name).alignment = .\(stack.alignment)", "\(name).distribution = .\(stack.distribution)",
    ]
    let insets = stack.insets
    if insets != EdgeInsets() {
      lines.append("\(name).isLayoutMarginsRelativeArrangement = true")
      let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map(SwiftLiteral.number)
      lines.append(
        "\(name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(values[0]), leading: \(values[1]), bottom: \(values[2]), trailing: \(values[3]))"
      )
    }
    return lines
  }

  private static func isPropertyPath(_ key: String) -> Bool {
    !key.isEmpty
      && key.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      }
  }
}
