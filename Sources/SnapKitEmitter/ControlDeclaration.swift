import LayoutIR
import Semantics
import SwiftSource

/// What UIKit makes of each role: the local its declaration's closure makes it in, and what its owner hears of it.
///
/// With ``ControlDeclaration``, the one place that says what a kind of control is in UIKit.
extension ViewRole {
  /// The local a view's closure makes it in: `let button = UIButton(type: .system)`.
  var uikitLocal: String {
    switch self {
    case .button: "button"
    case .label: "label"
    case .image, .icon: "imageView"
    case .stack: "stackView"
    case .scroll: "scrollView"
    case .textField: "textField"
    case .textView: "textView"
    case .toggle: "toggle"
    case .segmentedControl: "segmentedControl"
    case .pageControl: "pageControl"
    case .slider: "slider"
    case .stepper: "stepper"
    case .progress: "progressView"
    case .activityIndicator: "activityIndicator"
    case .list: "collectionView"
    case .tappable: "control"
    case .container, .layoutGuide, .navigationBar, .tabBar, .component: "view"
    }
  }

  /// What a person does to a view of this role that its owner hears of (``ControlAction``); nil for what is shown,
  /// not acted on.
  var uikitEvent: ControlAction.Event? {
    switch self {
    case .button, .tappable: .tap
    case .toggle: .change(suffix: "Switch", value: ("isOn", "Bool")) { "the new state when '\($0)' is switched" }
    case .segmentedControl:
      .change(suffix: "SegmentedControl", value: ("selectedSegmentIndex", "Int")) {
        "the selected segment when '\($0)' changes"
      }
    case .slider: .change(suffix: "Slider", value: ("value", "Float")) { "the new value while '\($0)' moves" }
    case .stepper: .change(suffix: "Stepper", value: ("value", "Double")) { "the new value when '\($0)' is stepped" }
    // A field's owner reads its text; a progress bar, an activity indicator and page dots are shown, not acted on.
    case .textField, .textView, .progress, .activityIndicator, .pageControl: nil
    case .container, .label, .image, .icon, .stack, .scroll, .list, .layoutGuide, .navigationBar, .tabBar, .component:
      nil
    }
  }
}

/// How a control is made and configured: a button from a `UIButton.Configuration` (iOS 15) or with `setTitle` and
/// `setImage` before, a `UITextField` with its placeholder, icons and keyboard, and the other UIKit controls with the
/// state the design shows.
struct ControlDeclaration {
  let view: ViewSpec
  let control: ControlSpec
  let style: UIKitStyle
  let deploymentMajor: Int
  let local: String

  /// Whether the button is built from a configuration, which then owns its colours, corners and insets.
  var usesConfiguration: Bool { Self.usesConfiguration(view, deploymentMajor: deploymentMajor) }

  /// Whether `view` is a `UIButton` built from a configuration (iOS 15).
  static func usesConfiguration(_ view: ViewSpec, deploymentMajor: Int) -> Bool {
    view.role == .button && deploymentMajor >= 15 && view.uikitClass == "UIButton"
  }

  /// Lines before `let <local> = …`, and the initialiser.
  var preamble: [String] {
    guard usesConfiguration, case .button(let button) = control else { return [] }
    return buttonConfiguration(button)
  }

  var initializer: String? {
    switch control {
    case .button where usesConfiguration: "UIButton(configuration: configuration)"
    case .button where view.uikitClass == "UIButton": "UIButton(type: .system)"
    case .segmentedControl(let segmented) where view.uikitClass == "UISegmentedControl":
      "UISegmentedControl(items: [\(segmented.segments.map(SwiftLiteral.string).joined(separator: ", "))])"
    case .progress where view.uikitClass == "UIProgressView": "UIProgressView(progressViewStyle: .default)"
    case .button, .segmentedControl, .progress, .textField, .textView, .toggle, .pageControl, .slider, .stepper: nil
    }
  }

  /// The configuration after the view is made.
  var lines: [String] {
    switch control {
    case .button(let button): usesConfiguration ? buttonState(button) : legacyButton(button) + buttonState(button)
    case .textField(let input): textInput(input, isField: true)
    case .textView(let input): textInput(input, isField: false)
    case .toggle(let toggle): self.toggle(toggle)
    case .segmentedControl(let segmented): self.segmented(segmented)
    case .pageControl(let pages): self.pages(pages)
    case .slider(let track): slider(track)
    case .progress(let track): progress(track)
    case .stepper(let stepper): self.stepper(stepper)
    }
  }

  /// The generic colour, corner and border lines the configuration already covers.
  var coversBackground: Bool { usesConfiguration }

  // MARK: - Buttons

  private func buttonConfiguration(_ control: ButtonControl) -> [String] {
    let properties = view.properties
    let kind: String =
      switch control.buttonStyle ?? .plain {
      case .filled: "filled"
      case .tinted: "tinted"
      case .gray: "gray"
      case .plain, .link: "plain"
      }
    let styled = styledTitle(control)
    var lines = (styled ?? []) + ["var configuration = UIButton.Configuration.\(kind)()"]
    if styled != nil {
      lines.append("configuration.attributedTitle = AttributedString(title)")
    } else if let title = control.title {
      lines.append("configuration.title = \(SwiftLiteral.string(title))")
    }
    if let image = control.image { lines.append("configuration.image = \(style.image(image))") }
    if view.showsSelectionMark {
      let mark = control.isSelected == true ? ButtonControl.SelectionMark.on : ButtonControl.SelectionMark.off
      lines.append("configuration.image = UIImage(systemName: \(SwiftLiteral.string(mark)))")
      lines.append("configuration.imagePadding = 8")
    }
    // The image is drawn in the title's colour (baseForegroundColor), unless the design gives it its own.
    if control.image != nil, let tint = control.imageTint, properties.textColor == nil {
      lines.append("configuration.baseForegroundColor = \(style.color(tint))")
    } else if control.image != nil, let tint = control.imageTint, tint != properties.textColor {
      // The colour the configuration would draw is the fallback of a colour that may be nil, and unused otherwise.
      let transformer =
        style.isNeverNil(tint) ? "{ _ in \(style.color(tint)) }" : "{ color in \(style.color(tint, orElse: "color")) }"
      lines.append("configuration.imageColorTransformer = UIConfigurationColorTransformer \(transformer)")
    }
    if control.title != nil, control.image != nil {
      if let placement = control.imagePlacement, placement != .leading {
        lines.append("configuration.imagePlacement = .\(placement.rawValue)")
      }
      if let padding = control.imagePadding {
        lines.append("configuration.imagePadding = \(SwiftLiteral.number(padding))")
      }
    }
    if let color = properties.textColor { lines.append("configuration.baseForegroundColor = \(style.color(color))") }
    if let background = properties.backgroundColor {
      lines.append("configuration.baseBackgroundColor = \(style.color(background))")
    }
    if control.buttonStyle == .link && (control.contentInsets ?? EdgeInsets()) == EdgeInsets() {
      lines.append("configuration.contentInsets = .zero")
    } else if let insets = control.contentInsets {
      lines.append(
        "configuration.contentInsets = "
          + UIKitGeometry.directionalInsets(insets, tokens: control.contentInsetTokens, symbols: style.symbols))
    }
    if let radius = properties.cornerRadius {
      // Rounded to half its height or more, it is a capsule, which stays one at any height (larger text, a disc).
      if radius >= min(view.frame.width, view.frame.height) / 2 - 0.5 {
        lines.append("configuration.cornerStyle = .capsule")
      } else {
        lines.append("configuration.cornerStyle = .fixed")
        lines.append(
          "configuration.background.cornerRadius = \(style.symbols.length(radius, token: properties.cornerRadiusToken))"
        )
      }
    }
    if let color = properties.borderColor {
      lines.append("configuration.background.strokeColor = \(style.color(color))")
      lines.append("configuration.background.strokeWidth = \(SwiftLiteral.number(properties.borderWidth ?? 1))")
    }
    if let font = properties.font, control.title != nil, styled == nil {
      // The title's font, kerning and decoration, in every state: the support file's transformer.
      let attributes = properties.textAttributes
      var arguments = ["font: \(style.font(font))"]
      if let kern = attributes.kern { arguments.append("kern: \(SwiftLiteral.number(kern))") }
      switch attributes.decoration {
      case .underline?: arguments.append("underline: true")
      case .strikethrough?: arguments.append("strikethrough: true")
      case nil: break
      }
      lines.append("configuration.titleTextAttributesTransformer = .title(\(arguments.joined(separator: ", ")))")
    }
    return lines
  }

  private func legacyButton(_ control: ButtonControl) -> [String] {
    let name = local
    let properties = view.properties
    var lines: [String] = []
    let styled = styledTitle(control)
    if let styled {
      lines += styled + ["\(name).setAttributedTitle(title, for: .normal)"]
    } else {
      if let title = control.title { lines.append("\(name).setTitle(\(SwiftLiteral.string(title)), for: .normal)") }
      if let color = properties.textColor {
        lines.append("\(name).setTitleColor(\(style.color(color)), for: .normal)")
      }
    }
    if let image = control.image {
      // A checkbox's mark is its selected state's image.
      let state = control.isSelected == true ? ".selected" : ".normal"
      lines.append("\(name).setImage(\(style.image(image)), for: \(state))")
      // A system button draws its template image in its tint colour.
      if let tint = control.imageTint { lines.append("\(name).tintColor = \(style.color(tint))") }
    }
    if let font = properties.font, control.title != nil, styled == nil {
      lines.append("\(name).titleLabel?.font = \(style.font(font))")
      lines.append("\(name).titleLabel?.adjustsFontForContentSizeCategory = true")
    }
    if control.buttonStyle == .link {
      lines.append("\(name).contentHorizontalAlignment = .leading")
    } else if let insets = control.contentInsets {
      let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map(SwiftLiteral.number)
      lines.append(
        "\(name).contentEdgeInsets = UIEdgeInsets(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))"
      )
    }
    return lines
  }

  /// A title of styled runs (a link's words in a colour of their own): `title`, an attributed string of the whole
  /// title's font, colour, kerning and decoration with each run's over them; nil where the title has no runs.
  private func styledTitle(_ control: ButtonControl) -> [String]? {
    let properties = view.properties
    let attributes = properties.textAttributes
    guard let title = control.title, !attributes.runs.isEmpty, let font = properties.font else { return nil }
    let runs = AttributedRuns(style: style, fallbackColor: "UIColor.label")
    var entries = [".font: \(style.typedFont(font))"]
    if let color = properties.textColor { entries.append(".foregroundColor: \(runs.color(color))") }
    if let kern = attributes.kern { entries.append(".kern: \(SwiftLiteral.number(kern))") }
    if let decoration = attributes.decoration { entries.append(AttributedRuns.decorationEntry(decoration)) }
    return ["let title = NSMutableAttributedString(", "  string: \(SwiftLiteral.string(title)),", "  attributes: ["]
      + entries.map { "    \($0)," } + ["  ])"] + runs.lines(attributes.runs, to: "title")
  }

  /// A checkbox or radio button: it selects itself when tapped, and shows its image only while selected; a titled one
  /// whose box is drawn, not an image, shows the system's selection mark beside its title (a circle, checked while
  /// selected), as iOS's own lists do.
  private func buttonState(_ control: ButtonControl) -> [String] {
    guard let selected = control.isSelected else { return [] }
    var lines: [String] = []
    if deploymentMajor >= 15 { lines.append("\(local).changesSelectionAsPrimaryAction = true") }
    if selected { lines.append("\(local).isSelected = true") }
    if usesConfiguration, selected, let image = control.image {
      lines += [
        "\(local).configurationUpdateHandler = { button in",
        "  button.configuration?.image = button.isSelected ? \(style.image(image)) : nil",
        "}",
      ]
    } else if view.showsSelectionMark, usesConfiguration {
      let (on, off) = (
        SwiftLiteral.string(ButtonControl.SelectionMark.on), SwiftLiteral.string(ButtonControl.SelectionMark.off)
      )
      lines += [
        "\(local).configurationUpdateHandler = { button in",
        "  button.configuration?.image = UIImage(systemName: button.isSelected ? \(on) : \(off))",
        "}",
      ]
    }
    return lines
  }

  // MARK: - Text input

  private func textInput(_ control: TextInputControl, isField: Bool) -> [String] {
    let name = local
    let properties = view.properties
    var lines: [String] = []
    if let placeholder = control.placeholder {
      if isField {
        if let color = control.placeholderColor {
          lines.append(
            "\(name).attributedPlaceholder = NSAttributedString(string: \(SwiftLiteral.string(placeholder)), attributes: [.foregroundColor: \(style.color(color, orElse: ".placeholderText")) as UIColor])"
          )
        } else {
          lines.append("\(name).placeholder = \(SwiftLiteral.string(placeholder))")
        }
      } else {
        lines.append("// TODO: show \(SwiftLiteral.string(placeholder)) as the placeholder; UITextView has none")
      }
    }
    if let font = properties.font {
      lines.append("\(name).font = \(style.font(font))")
      lines.append("\(name).adjustsFontForContentSizeCategory = true")
    }
    if let color = properties.textColor { lines.append("\(name).textColor = \(style.color(color))") }
    if let alignment = properties.textAlignment { lines.append("\(name).textAlignment = .\(alignment.rawValue)") }
    if isField, properties.borderColor == nil, properties.backgroundColor == nil {
      lines.append("\(name).borderStyle = .roundedRect")
    }
    if control.isSecure == true { lines.append("\(name).isSecureTextEntry = true") }
    if let keyboard = control.keyboard, keyboard != .default {
      lines.append("\(name).keyboardType = .\(keyboard.rawValue)")
    }
    if let type = control.contentType { lines.append("\(name).textContentType = .\(type.rawValue)") }
    if let key = control.returnKey, key != .default { lines.append("\(name).returnKeyType = .\(key.rawValue)") }
    if let capitalization = control.autocapitalization {
      lines.append("\(name).autocapitalizationType = .\(capitalization.rawValue)")
      if capitalization == .none { lines.append("\(name).autocorrectionType = .no") }
    }
    guard isField else { return lines }
    if let image = control.leadingImage {
      lines += iconView(
        "leadingIcon", image: image, tint: control.leadingImageTint, spacing: control.leadingImageSpacing,
        leading: true, container: "leadingView")
      lines.append("\(name).leftView = leadingView")
      lines.append("\(name).leftViewMode = .always")
    } else if let inset = control.textInsets?.leading, inset > 0 {
      lines.append(
        "\(name).leftView = UIView(frame: CGRect(x: 0, y: 0, width: \(SwiftLiteral.number(inset)), height: 1))")
      lines.append("\(name).leftViewMode = .always")
    }
    if let image = control.trailingImage {
      // A secure field's trailing icon shows and hides what was typed.
      let toggles = control.isSecure == true && deploymentMajor >= 14
      lines += iconView(
        toggles ? "visibilityButton" : "trailingIcon", image: image, tint: control.trailingImageTint,
        spacing: control.trailingImageSpacing, leading: false, container: "trailingView", button: toggles)
      lines.append("\(name).rightView = trailingView")
      lines.append("\(name).rightViewMode = .always")
    }
    return lines
  }

  /// An icon in a view of its own with the design's room around it, which a field's `leftView` or `rightView` is
  /// (UIKit sizes those by their constraints from iOS 13); a `button` toggles the field's secure entry.
  private func iconView(
    _ icon: String, image: String, tint: ColorValue?, spacing: TextInputControl.IconSpacing?, leading: Bool,
    container: String, button: Bool = false
  ) -> [String] {
    let spacing = spacing ?? TextInputControl.IconSpacing(outer: 0, width: 24, height: 24, inner: 0)
    let asset = style.image(image)
    var lines: [String]
    if button {
      lines = [
        "let \(icon) = UIButton(type: .system)",
        "\(icon).setImage(\(asset), for: .normal)",
        "\(icon).accessibilityLabel = \"Show password\"",
        "\(icon).addAction(UIAction { [weak \(local), weak \(icon)] _ in",
        "  guard let \(local) = \(local) else { return }",
        "  \(local).isSecureTextEntry.toggle()",
        "  \(icon)?.accessibilityLabel = \(local).isSecureTextEntry ? \"Show password\" : \"Hide password\"",
      ]
      // An eye is crossed out while what was typed shows (`eye` ↔ `eye.slash`, `eye.fill` ↔ `eye.slash.fill`).
      if let symbol = style.symbolImages[image], let (hidden, shown) = Self.eyeSymbols(image) {
        let configuration = style.symbolConfiguration(symbol)
        lines.append(
          "  \(icon)?.setImage(UIImage(systemName: \(local).isSecureTextEntry ? \"\(hidden)\" : \"\(shown)\", withConfiguration: \(configuration)), for: .normal)"
        )
      }
      lines.append("}, for: .touchUpInside)")
    } else {
      // An SF Symbol keeps its point size, centred; an asset is fitted to the icon's frame.
      let mode = style.symbolImages[image] == nil ? "scaleAspectFit" : "center"
      lines = ["let \(icon) = UIImageView(image: \(asset))", "\(icon).contentMode = .\(mode)"]
    }
    if let tint { lines.append("\(icon).tintColor = \(style.color(tint))") }
    let (before, after) = leading ? (spacing.outer, spacing.inner) : (spacing.inner, spacing.outer)
    lines += [
      "let \(container) = UIView()",
      "\(container).addSubview(\(icon))",
      "\(icon).snp.makeConstraints { make in",
      "  make.top.bottom.equalToSuperview()",
      "  make.leading.equalToSuperview().inset(\(SwiftLiteral.number(before)))",
      "  make.trailing.equalToSuperview().inset(\(SwiftLiteral.number(after)))",
      "  make.width.equalTo(\(SwiftLiteral.number(spacing.width)))",
      "  make.height.equalTo(\(SwiftLiteral.number(spacing.height)))",
      "}",
    ]
    return lines
  }

  /// The symbols of a password eye, what is typed hidden and shown, when `name` is one: the design may draw either.
  private static func eyeSymbols(_ name: String) -> (hidden: String, shown: String)? {
    let fill = name.hasSuffix(".fill") ? ".fill" : ""
    guard ["eye", "eye.slash"].contains(String(name.dropLast(fill.count))) else { return nil }
    return ("eye" + fill, "eye.slash" + fill)
  }

  // MARK: - Other controls

  private func toggle(_ control: ToggleControl) -> [String] {
    var lines: [String] = []
    if control.isOn == true { lines.append("\(local).isOn = true") }
    if let tint = control.tint { lines.append("\(local).onTintColor = \(style.color(tint))") }
    return lines
  }

  private func segmented(_ control: SegmentedControl) -> [String] {
    var lines = ["\(local).selectedSegmentIndex = \(control.selectedIndex ?? 0)"]
    if let tint = control.tint, deploymentMajor >= 13 {
      lines.append("\(local).selectedSegmentTintColor = \(style.color(tint))")
    }
    return lines
  }

  private func pages(_ control: PageControl) -> [String] {
    var lines = ["\(local).numberOfPages = \(control.count ?? 1)"]
    if let current = control.selectedIndex, current > 0 { lines.append("\(local).currentPage = \(current)") }
    if let tint = control.tint { lines.append("\(local).currentPageIndicatorTintColor = \(style.color(tint))") }
    if let track = control.trackTint { lines.append("\(local).pageIndicatorTintColor = \(style.color(track))") }
    return lines
  }

  private func slider(_ control: TrackControl) -> [String] {
    var lines: [String] = []
    if let value = control.value { lines.append("\(local).value = \(SwiftLiteral.number(value))") }
    if let tint = control.tint { lines.append("\(local).minimumTrackTintColor = \(style.color(tint))") }
    if let track = control.trackTint { lines.append("\(local).maximumTrackTintColor = \(style.color(track))") }
    return lines
  }

  /// The value the design shows; the largest value first where it is above UIKit's default, which would clamp it.
  private func stepper(_ control: StepperControl) -> [String] {
    guard let value = control.value else { return [] }
    var lines: [String] = []
    if control.maximum != 100 { lines.append("\(local).maximumValue = \(control.maximum)") }
    if value != 0 { lines.append("\(local).value = \(value)") }
    return lines
  }

  private func progress(_ control: TrackControl) -> [String] {
    var lines: [String] = []
    if let value = control.value { lines.append("\(local).progress = \(SwiftLiteral.number(value))") }
    if let tint = control.tint { lines.append("\(local).progressTintColor = \(style.color(tint))") }
    if let track = control.trackTint { lines.append("\(local).trackTintColor = \(style.color(track))") }
    return lines
  }
}
