import LayoutIR
import Semantics
import SwiftSource

/// The closure-initialised property of one view: its class, its configuration, and a `// TODO:`
/// for what could not be translated.
struct ViewDeclaration {
  let view: ViewSpec
  let style: UIKitStyle
  let deploymentMajor: Int
  /// Whether no view of the layout is inside this one.
  var isLeaf = false
  /// The stack the view is, for a view of role `stack`.
  var stack: StackDeclaration?
  /// Whether the view is a list cell's whose VoiceOver label is its item's text, set by the cell's `configure(with:)`.
  var speaksItsItem = false

  private var local: String { view.role.uikitLocal }

  private var controlDeclaration: ControlDeclaration? {
    var control = view.control
    // A button described by its properties alone (an IR written by hand) shows its text as its title.
    if control == nil, view.role == .button { control = .button(ButtonControl(title: view.properties.text)) }
    return control.map {
      ControlDeclaration(view: view, control: $0, style: style, deploymentMajor: deploymentMajor, local: local)
    }
  }

  func write(into writer: inout SwiftWriter) {
    if view.role == .layoutGuide {
      writer.line("private let \(view.name) = UILayoutGuide()")
      return
    }
    let access = view.isExposed ? "let" : "private let"
    // A component's instance is its class made with what it passes: nothing is left to configure.
    if view.component != nil, configuration.isEmpty, view.todos.isEmpty {
      writer.line("\(access) \(view.name) = \(initializer)")
      return
    }
    let className = decorationDeclaration.isShapeItself ? SupportView.shapeLayerView.rawValue : view.uikitClass
    // A view with nothing to configure is made where it is declared: `private let wrapperView = UIView()`.
    let preamble = view.uikit?.initializer == nil ? controlDeclaration?.preamble ?? [] : []
    if view.uikit?.initializer == nil, view.list == nil, preamble.isEmpty, configuration.isEmpty, view.todos.isEmpty,
      initializer.hasPrefix(className + "(")
    {
      writer.line("\(access) \(view.name) = \(initializer)")
      return
    }
    writer.block("\(access) \(view.name): \(className) = {", closer: "}()") { body in
      if view.uikit?.initializer == nil {
        for line in controlDeclaration?.preamble ?? [] { body.line(line) }
        for line in view.list.map(ListDeclaration.layoutLines) ?? [] { body.line(line) }
      }
      body.line("let \(local) = \(initializer)")
      for line in configuration { body.line(line) }
      for todo in view.todos { body.line("// TODO: \(SwiftLiteral.comment(todo.message))") }
      body.line("return \(local)")
    }
  }

  private var initializer: String {
    if let use = view.component { return ComponentDeclaration.initializer(use, style: style) }
    if let custom = view.uikit?.initializer { return custom }
    let decoration = decorationDeclaration
    if decoration.isShapeItself { return "\(SupportView.shapeLayerView.rawValue)(outline: \(decoration.outline))" }
    if let control = controlDeclaration?.initializer { return control }
    if view.list != nil { return "\(view.uikitClass)(frame: .zero, collectionViewLayout: layout)" }
    if view.uikitClass == "UIImageView", let image = view.properties.imageName {
      return "UIImageView(image: \(style.image(image)))"
    }
    return "\(view.uikitClass)()"
  }

  private var configuration: [String] {
    // A team's own initialiser builds a styled component: only the team's own properties apply.
    if view.uikit?.initializer != nil { return extraLines }
    let properties = view.properties
    let name = local
    var lines: [String] = []
    let control = controlDeclaration
    if let control {
      lines += control.lines
    } else if properties.text != nil || properties.font != nil {
      if let text = properties.text { lines.append("\(name).text = \(SwiftLiteral.string(text))") }
      if let font = properties.font {
        lines.append("\(name).font = \(style.font(font))")
        lines.append("\(name).adjustsFontForContentSizeCategory = true")
      }
      if let color = properties.textColor { lines.append("\(name).textColor = \(style.color(color))") }
      if let alignment = properties.textAlignment { lines.append("\(name).textAlignment = .\(alignment.rawValue)") }
      if let count = properties.numberOfLines { lines.append("\(name).numberOfLines = \(count)") }
      lines += attributedTextLines
    }
    if let mode = properties.contentMode { lines.append("\(name).contentMode = .\(mode.rawValue)") }
    if let tint = properties.tintColor { lines.append("\(name).tintColor = \(style.color(tint))") }
    if let symbol = properties.symbolConfiguration {
      lines.append("\(name).preferredSymbolConfiguration = \(style.symbolConfiguration(symbol))")
    }
    // Only a UIImageView is made with its image; a team's image class is told which one it should show.
    if let image = properties.imageName, view.uikitClass != "UIImageView" {
      lines.append(
        "// TODO: show the image '\(SwiftLiteral.comment(image))'; \(view.uikitClass) is not a UIImageView")
    }
    if let stack { lines += stack.lines(name, symbols: style.symbols) }
    let decoration = decorationDeclaration
    if control?.coversBackground != true {
      lines += Self.layerLines(properties, decoration: decoration, receiver: name, style: style)
    }
    // A collection view paints the system background unless told: the design's list shows what is behind it.
    if view.list != nil, properties.backgroundColor == nil || decoration.drawsBackground {
      lines.append("\(name).backgroundColor = .clear")
    }
    if let alpha = properties.alpha { lines.append("\(name).alpha = \(SwiftLiteral.number(alpha))") }
    if properties.clipsToBounds == true { lines.append("\(name).clipsToBounds = true") }
    if properties.isHidden == true { lines.append("\(name).isHidden = true") }
    return lines + priorityLines + decoration.lines + accessibilityLines + pressedLines + extraLines
  }

  /// The view's content hugging and compression resistance where they are not UIKit's defaults: a label that gives
  /// way first in its row resists compression `.defaultHigh - 1`.
  private var priorityLines: [String] {
    guard let priorities = view.contentPriorities else { return [] }
    let standard = ContentPriorities()
    let axes: [(Double, Double, String, String)] = [
      (priorities.huggingHorizontal, standard.huggingHorizontal, "setContentHuggingPriority", "horizontal"),
      (priorities.huggingVertical, standard.huggingVertical, "setContentHuggingPriority", "vertical"),
      (
        priorities.compressionHorizontal, standard.compressionHorizontal, "setContentCompressionResistancePriority",
        "horizontal"
      ),
      (
        priorities.compressionVertical, standard.compressionVertical, "setContentCompressionResistancePriority",
        "vertical"
      ),
    ]
    return axes.filter { $0.0 != $0.1 }.map { value, _, method, axis in
      "\(local).\(method)(\(Self.priority(value)), for: .\(axis))"
    }
  }

  /// A layout priority as UIKit code names it: a standard level, a few steps from one, or its value.
  static func priority(_ value: Double) -> String {
    let levels: [(Double, String)] = [(1000, ".required"), (750, ".defaultHigh"), (250, ".defaultLow")]
    if let (level, name) = levels.first(where: { abs($0.0 - value) <= 10 }) {
      let step = value - level
      if step == 0 { return name }
      return "\(name) \(step < 0 ? "-" : "+") \(SwiftLiteral.number(abs(step)))"
    }
    return "UILayoutPriority(\(SwiftLiteral.number(value)))"
  }

  /// What the view draws beyond its layer's rectangle.
  var decorationDeclaration: DecorationDeclaration {
    var decoration = DecorationDeclaration(
      properties: view.properties, receiver: local, style: style, deploymentMajor: deploymentMajor)
    decoration.hostDrawsBackground = controlDeclaration?.coversBackground == true
    decoration.isShapeItself =
      isLeaf && view.uikitClass == "UIView" && view.uikit?.initializer == nil
      && decoration.canBeShapeItself
    return decoration
  }

  /// The background colour, corners and border of a view's own layer (`receiver` nil: the screen's root), where its
  /// decoration does not draw them.
  static func layerLines(
    _ properties: ViewProperties, decoration: DecorationDeclaration, receiver: String?, style: UIKitStyle
  ) -> [String] {
    let prefix = receiver.map { $0 + "." } ?? ""
    var lines: [String] = []
    if let background = properties.backgroundColor, !decoration.drawsBackground {
      lines.append("\(prefix)backgroundColor = \(style.color(background))")
    }
    if let radius = properties.cornerRadius, properties.decoration.shape == nil {
      lines.append(
        "\(prefix)layer.cornerRadius = \(style.symbols.length(radius, token: properties.cornerRadiusToken))")
      lines += decoration.cornerLines
    }
    if !decoration.drawsBorder {
      if let width = properties.borderWidth {
        lines.append("\(prefix)layer.borderWidth = \(SwiftLiteral.number(width))")
      }
      if let color = properties.borderColor {
        lines.append("\(prefix)layer.borderColor = \(style.cgColor(color))")
      }
    }
    return lines
  }

  /// What VoiceOver says, where the class's default is not enough.
  private var accessibilityLines: [String] {
    guard let accessibility = view.accessibility else { return [] }
    var lines: [String] = []
    if let element = accessibility.isElement { lines.append("\(local).isAccessibilityElement = \(element)") }
    if let label = accessibility.label, !speaksItsItem {
      lines.append("\(local).accessibilityLabel = \(SwiftLiteral.string(label))")
    }
    if accessibility.isHeader { lines.append("\(local).accessibilityTraits.insert(.header)") }
    if view.role == .tappable { lines.append("\(local).accessibilityTraits.insert(.button)") }
    return lines
  }

  /// A row tapped as a whole dims while a finger is on it, as a button does (a `UIControl` draws no state of its own).
  private var pressedLines: [String] {
    guard view.role == .tappable else { return [] }
    return [
      "\(local).addAction(UIAction { [weak \(local)] _ in \(local)?.alpha = 0.6 }, for: [.touchDown, .touchDragEnter])",
      "\(local).addAction(",
      "  UIAction { [weak \(local)] _ in \(local)?.alpha = 1 }, for: [.touchUpInside, .touchUpOutside, .touchDragExit, .touchCancel])",
    ]
  }

  /// The ruleset's own properties (`view` hook `props`) and the scrolling the view does, as assignments in the order
  /// of their property paths.
  private var extraLines: [String] {
    var assignments = view.uikit?.properties ?? [:]
    if view.properties.scrollsContent == false { assignments["isScrollEnabled"] = "false" }
    if view.properties.adjustsContentInsets == false { assignments["contentInsetAdjustmentBehavior"] = ".never" }
    if view.properties.dismissesKeyboardInteractively == true { assignments["keyboardDismissMode"] = ".interactive" }
    return assignments.keys.sorted().compactMap { key in
      guard let value = assignments[key], Self.isPropertyPath(key), !value.contains(where: \.isNewline) else {
        return nil
      }
      return "\(local).\(key) = \(value)"
    }
  }

  /// Attributed text, where the label's text has a fixed line height, kerning, a decoration, paragraph spacing or
  /// styled runs: the text in the font, colour and alignment set above, with those attributes.
  private var attributedTextLines: [String] {
    let properties = view.properties
    let attributes = properties.textAttributes
    guard properties.lineHeight != nil || !attributes.isEmpty else { return [] }
    let name = local
    if view.role == .label, let call = Self.labelAttributesCall(name, properties: properties, style: style) {
      return [call]
    }
    var lines: [String] = []
    var entries = [".font: \(name).font as UIFont"]
    if properties.textColor != nil { entries.append(".foregroundColor: \(name).textColor as UIColor") }
    if properties.lineHeight != nil || attributes.paragraphSpacing != nil {
      lines.append("let paragraph = NSMutableParagraphStyle()")
      if let height = properties.lineHeight {
        let scaled = style.scaledLength(height, token: properties.lineHeightToken, for: properties.font)
        if scaled == style.symbols.length(height, token: properties.lineHeightToken) {
          lines.append("paragraph.minimumLineHeight = \(scaled)")
          lines.append("paragraph.maximumLineHeight = \(scaled)")
        } else {
          // A fixed height would stay the design's when the user's text size changes while the screen is shown
          // (UILabel scales the font of its attributed text, not the paragraph's lengths); a multiple grows with it.
          lines.append("let lineHeight = \(scaled)")
          lines.append(
            "// A multiple of the font's own line height, which grows with the font when the text size changes.")
          lines.append("paragraph.lineHeightMultiple = lineHeight / \(name).font.lineHeight")
        }
      }
      if let spacing = attributes.paragraphSpacing {
        lines.append("paragraph.paragraphSpacing = \(SwiftLiteral.number(spacing))")
      }
      lines.append("paragraph.alignment = \(name).textAlignment")
      lines.append("paragraph.lineBreakMode = \(name).lineBreakMode")
      entries.append(".paragraphStyle: paragraph")
    }
    if let kern = attributes.kern { entries.append(".kern: \(SwiftLiteral.number(kern))") }
    if let decoration = attributes.decoration { entries.append(AttributedRuns.decorationEntry(decoration)) }
    // Up to three attributes on a line, one a line beyond.
    let listed = entries.count > 3 ? entries.map { "  \($0)," } : ["  \(entries.joined(separator: ", ")),"]
    lines += ["let attributes: [NSAttributedString.Key: Any] = ["] + listed + ["]"]
    guard !attributes.runs.isEmpty else {
      lines.append("\(name).attributedText = NSAttributedString(string: \(name).text ?? \"\", attributes: attributes)")
      return lines
    }
    lines.append("let text = NSMutableAttributedString(string: \(name).text ?? \"\", attributes: attributes)")
    let runs = AttributedRuns(style: style, fallbackColor: "\(local).textColor as UIColor")
    lines += runs.lines(attributes.runs, to: "text")
    lines.append("\(name).attributedText = text")
    return lines
  }

  /// A label's line height, kerning and decoration as one call of the support file's helper
  /// (``SupportFont/labelAttributes``): `titleLabel.applyTextAttributes(lineHeight: 22, kern: -0.4)`; nil where the
  /// text has styled runs or paragraph spacing, which take an attributed string of their own.
  static func labelAttributesCall(_ label: String, properties: ViewProperties, style: UIKitStyle) -> String? {
    let attributes = properties.textAttributes
    guard attributes.runs.isEmpty, attributes.paragraphSpacing == nil else { return nil }
    var arguments: [String] = []
    if let height = properties.lineHeight {
      arguments.append(
        "lineHeight: " + style.scaledLength(height, token: properties.lineHeightToken, for: properties.font))
    }
    if let kern = attributes.kern { arguments.append("kern: \(SwiftLiteral.number(kern))") }
    if let decoration = attributes.decoration { arguments.append("\(decoration.rawValue): true") }
    guard !arguments.isEmpty else { return nil }
    return "\(label).\(SupportFont.labelAttributes.call)\(arguments.joined(separator: ", ")))"
  }

  private static func isPropertyPath(_ key: String) -> Bool {
    !key.isEmpty
      && key.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      }
  }
}
