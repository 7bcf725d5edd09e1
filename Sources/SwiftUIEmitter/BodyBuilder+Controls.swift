import LayoutIR
import Semantics
import SwiftSource

/// What the body shows for a view of a role (``BodyBuilder/content(of:)``).
enum SwiftUIContent {
  case text, image, button, field, list, component, scroll, container
  /// A row or card tapped as a whole: its views in a plain `Button` (``BodyBuilder/tappable(_:)``).
  case tappable
  /// A switch, slider, segmented control, stepper or progress view (``BodyBuilder/control(_:)``).
  case control
  /// No view, with the finding that says what SwiftUI does instead.
  case untranslated(id: String, message: String)
  /// No view at all.
  case nothing
}

/// What SwiftUI makes of each role: with ``BodyBuilder/control(_:)``, the one place that says what a kind of control
/// is in SwiftUI.
extension ViewRole {
  var swiftUIContent: SwiftUIContent {
    switch self {
    case .label: .text
    case .image, .icon: .image
    case .button: .button
    case .tappable: .tappable
    case .textField, .textView: .field
    case .toggle, .slider, .segmentedControl, .progress, .stepper, .activityIndicator: .control
    case .pageControl:
      .untranslated(
        id: "page_control",
        message: "page dots are drawn by SwiftUI's TabView with .tabViewStyle(.page); no view is generated for them")
    case .list: .list
    case .component: .component
    case .scroll: .scroll
    case .layoutGuide: .nothing
    case .container, .stack, .navigationBar, .tabBar: .container
    }
  }
}

extension BodyBuilder {
  /// An image: an SF Symbol at its size and weight, an icon in its tint, a picture scaled as the design scales it.
  mutating func image(_ spec: ViewSpec) -> SwiftUIView {
    let box = Size(width: spec.frame.width, height: spec.frame.height)
    guard let name = bound(spec.node) ?? spec.properties.imageName.map(style.image) else {
      _ = report(spec.node, .untranslated, "image", "an image with no asset: shown as an empty box")
      return SwiftUIView(
        "Color.clear", layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true))
    }
    let isSymbol = spec.properties.imageName.map(style.isSymbol) ?? false
    var view: SwiftUIView
    if isSymbol {
      view = SwiftUIView(name, layout: .leaf(ideal: box, flexibleWidth: false, flexibleHeight: false, shrinks: false))
      if let symbol = spec.properties.symbolConfiguration ?? style.symbolImages[spec.properties.imageName ?? ""] {
        let font = FontValue.system(size: symbol.pointSize, weight: symbol.weight, scaled: true)
        view = view.modified(.call("font(\(fontExpression(font, node: spec.node)))"))
      }
    } else {
      let template: [SwiftUIModifier] = spec.properties.tintColor != nil ? [.call("renderingMode(.template)")] : []
      switch spec.properties.contentMode {
      case .center?:
        view = SwiftUIView(name, layout: .leaf(ideal: box, flexibleWidth: false, flexibleHeight: false, shrinks: false))
        view.modifiers = template
      case .scaleAspectFill?:
        view = SwiftUIView(name, layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true))
        view.modifiers = template + [.call("resizable()")]
        view = view.modified(.call("scaledToFill()"))
      case .scaleToFill?:
        view = SwiftUIView(name, layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true))
        view.modifiers = template + [.call("resizable()")]
      default:
        view = SwiftUIView(name, layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true))
        view.modifiers = template + [.call("resizable()")]
        view = view.modified(.call("scaledToFit()"))
      }
    }
    if let tint = spec.properties.tintColor {
      view = view.modified(.call("foregroundStyle(\(style.foreground(tint)))"))
    }
    return view
  }

  /// A button: its title and image as its label, its style as a button style, what it does as a closure.
  mutating func button(_ spec: ViewSpec, width: FlowItem.Sizing, height: FlowItem.Sizing) -> SwiftUIView {
    let control = spec.control?.button ?? ButtonControl()
    let action = actionName(for: spec.name, suffixes: ["Button"], summary: "is tapped", label: control.title)
    let ownFill = Self.drawsOwnFill(spec, width: width, height: height)
    var title: SwiftUIView?
    if let text = control.title {
      // A title of styled runs (a link's words in a colour of their own) is its runs' texts added together.
      let runs = spec.properties.textAttributes.runs
      var label = SwiftUIView(
        runs.isEmpty ? "Text(\(SwiftLiteral.string(text)))" : styledRuns(text, runs, spec.node),
        layout: .leaf(ideal: Size(width: 0, height: 0), flexibleWidth: false, flexibleHeight: false, shrinks: true))
      var properties = spec.properties
      if control.buttonStyle == .filled, !ownFill, properties.textColor == .system("white") {
        properties.textColor = nil
      }
      properties.textAlignment = nil
      label.modifiers = textModifiers(properties, node: spec.node)
      title = label
    }
    var icon: SwiftUIView?
    // A checkbox or radio button drawn as a box beside its title: the system's selection mark, from its state.
    var selection: String?
    if spec.showsSelectionMark {
      let stem = Self.stem(spec.name, suffixes: ["Button"], fallback: "option")
      let name = input(
        "is" + SwiftName.upperFirst(stem) + "Selected", generic: "isSelected", type: "Bool",
        initial: control.isSelected == true ? "true" : "false",
        summary: "whether \(described(spec, placeholder: control.title) ?? "the option") is selected")
      let (on, off) = (ButtonControl.SelectionMark.on, ButtonControl.SelectionMark.off)
      icon = SwiftUIView(
        "Image(systemName: \(name) ? \(SwiftLiteral.string(on)) : \(SwiftLiteral.string(off)))",
        layout: .leaf(ideal: Size(width: 0, height: 0), flexibleWidth: false, flexibleHeight: false, shrinks: false))
      selection = name
    }
    if let image = control.image {
      var view = SwiftUIView(
        style.image(image),
        layout: .leaf(ideal: Size(width: 0, height: 0), flexibleWidth: false, flexibleHeight: false, shrinks: false))
      if let tint = control.imageTint { view = view.modified(.call("foregroundStyle(\(style.foreground(tint)))")) }
      icon = view
    }
    let zero = SwiftUIView.Layout.leaf(
      ideal: Size(width: 0, height: 0), flexibleWidth: false, flexibleHeight: false, shrinks: false)
    var label: SwiftUIView
    switch (title, icon) {
    case (let title?, let icon?):
      let spacing = SwiftLiteral.number(control.imagePadding ?? 8)
      switch control.imagePlacement ?? .leading {
      case .leading: label = SwiftUIView("HStack(spacing: \(spacing))", content: [icon, title], layout: zero)
      case .trailing: label = SwiftUIView("HStack(spacing: \(spacing))", content: [title, icon], layout: zero)
      case .top: label = SwiftUIView("VStack(spacing: \(spacing))", content: [icon, title], layout: zero)
      case .bottom: label = SwiftUIView("VStack(spacing: \(spacing))", content: [title, icon], layout: zero)
      }
    case (let title?, nil): label = title
    case (nil, let icon?): label = icon
    case (nil, nil): label = SwiftUIView("Color.clear", layout: zero)
    }
    let drawsBackground =
      !ownFill && control.buttonStyle != nil && control.buttonStyle != .plain && control.buttonStyle != .link
    // The room the design keeps around the content, on the axes where the button is as large as its content.
    if let insets = control.contentInsets, width == .hug || height == .hug {
      let padding = EdgeInsets(
        top: height == .hug ? insets.top : 0, leading: width == .hug ? insets.leading : 0,
        bottom: height == .hug ? insets.bottom : 0, trailing: width == .hug ? insets.trailing : 0)
      if padding != EdgeInsets() {
        label = label.modified(.padding(padding, symbols: edgeSymbols(control.contentInsetTokens)))
      }
    }
    // A button at least as tall as the design (its title grows with the text size) is that tall through its label.
    if height == .hug, let least = Self.leastHeight(spec) {
      label = label.modified(.minHeight(least, alignment: .center, symbol: sizeSymbol(spec, .height, least)))
    }
    if width != .hug || height != .hug {
      // The style draws its background around the label, and a plain button takes taps only where its label draws:
      // the label fills the button's frame, all of which takes the tap.
      label = label.modified(.fill(width: width != .hug, height: height != .hug, alignment: .center))
      if !drawsBackground && !ownFill { label = label.modified(.call("contentShape(Rectangle())")) }
    }
    let box = Size(width: spec.frame.width, height: spec.frame.height)
    // A button that draws its own fill draws it in its label, which the plain style dims as a whole when pressed.
    if ownFill, let fill = spec.properties.backgroundColor {
      let paint = style.shortColor(fill)
      let outline = shape(spec.properties, node: spec.node, size: box)
      label = label.modified(.call(outline.map { "background(\(paint), in: \($0))" } ?? "background(\(paint))"))
    }
    let tapped = selection.map { "{ \($0).toggle(); \(action)() }" } ?? action
    var view = SwiftUIView(
      "Button(action: \(tapped))", content: [label],
      layout: .leaf(ideal: box, flexibleWidth: false, flexibleHeight: false, shrinks: false))
    if let selection { view = view.modified(.call("accessibilityAddTraits(\(selection) ? .isSelected : [])")) }
    switch control.buttonStyle {
    case _ where ownFill: view = view.modified(.call("buttonStyle(.plain)"))
    case .filled?: view = view.modified(.call("buttonStyle(.borderedProminent)"))
    case .tinted?: view = view.modified(.call("buttonStyle(.bordered)"))
    case .gray?: view = view.modified(.call("buttonStyle(.bordered)")).modified(.call("tint(.gray)"))
    case .link?: view = view.modified(.call("buttonStyle(.borderless)"))
    case .plain?, nil: view = view.modified(.call("buttonStyle(.plain)"))
    }
    if drawsBackground, control.buttonStyle != .gray, let background = spec.properties.backgroundColor {
      view = view.modified(.call("tint(\(style.shortColor(background)))"))
    }
    if drawsBackground, let radius = spec.properties.cornerRadius, radius > 0 {
      let shape =
        radius >= min(spec.frame.width, spec.frame.height) / 2 - 0.5
        ? ".capsule"
        : ".roundedRectangle(radius: \(style.symbols.length(radius, token: spec.properties.cornerRadiusToken)))"
      view = view.modified(.call("buttonBorderShape(\(shape))"))
    }
    return view
  }

  /// Whether a button of a filled, tinted or gray style draws the design's fill and corners under a plain style: where
  /// the design sets the room around its content on an axis the button hugs, or its least height, which a bordered
  /// style would pad by its own amount (SwiftUI has no way to set a bordered button's insets).
  static func drawsOwnFill(_ spec: ViewSpec, width: FlowItem.Sizing, height: FlowItem.Sizing) -> Bool {
    guard let control = spec.control?.button, let style = control.buttonStyle, style != .plain, style != .link
    else { return false }
    if height == .hug, leastHeight(spec) != nil { return true }
    guard let insets = control.contentInsets else { return false }
    return (width == .hug && insets.leading + insets.trailing > 0) || (height == .hug && insets.top + insets.bottom > 0)
  }

  /// The height a button is at least, where a required constraint says so (its title grows with the text size).
  static func leastHeight(_ spec: ViewSpec) -> Double? {
    spec.constraints.first { $0.isRequiredSize(.height, .greaterThanOrEqual) }.map { rounded($0.constant) }
  }

  /// A row or card tapped as a whole: its views laid out as a container's, inside a plain `Button` whose whole box
  /// takes the tap (a plain style hit-tests only what is drawn, not the room between a row's texts).
  mutating func tappable(_ spec: ViewSpec, width: FlowItem.Sizing, height: FlowItem.Sizing) -> SwiftUIView {
    let action = actionName(
      for: spec.name, suffixes: ["Control"], summary: "is tapped", label: spec.accessibility?.label)
    var content = container(spec.node, flow: spec.flow, frame: spec.frame)
    // The views fill the box the row is given, so all of it takes the tap.
    if width != .hug || height != .hug {
      let vertical: SwiftUIView.Alignment1D = spec.flow?.axis == .horizontal ? .center : .start
      content = content.modified(
        .fill(
          width: width != .hug, height: height != .hug,
          alignment: SwiftUIView.Alignment2D(horizontal: .start, vertical: vertical)))
    }
    content = content.modified(.call("contentShape(Rectangle())"))
    return SwiftUIView("Button(action: \(action))", content: [content], layout: .transparent)
      .modified(.call("buttonStyle(.plain)"))
  }

  /// A text field, secure field or text editor bound to an input that starts with the design's text.
  mutating func field(_ spec: ViewSpec) -> SwiftUIView {
    let control = spec.control?.textInput ?? TextInputControl()
    let stem = Self.stem(spec.name, suffixes: ["TextField", "TextView", "Field", "Input"], fallback: "text")
    // A field named for its layer's kind ("Frame") holds text, and is named so.
    let base = NameWords.words(stem).allSatisfy(NameWords.isFigmaDefault) ? "text" : stem
    let name = input(
      base, generic: "text", type: "String", initial: SwiftLiteral.string(spec.properties.text ?? ""),
      summary:
        "what a person types in the \(described(spec, placeholder: control.placeholder).map { $0 + " " } ?? "")field")
    let box = Size(width: spec.frame.width, height: spec.frame.height)
    let placeholder = control.placeholder ?? ""
    let colorModifier = options.deploymentMajor >= 17 ? "foregroundStyle" : "foregroundColor"
    var view: SwiftUIView
    if spec.role == .textView {
      view = SwiftUIView(
        "TextEditor(text: $\(name))",
        layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: true, shrinks: true))
      view = view.modified(.call("scrollContentBackground(.hidden)"))
      if !placeholder.isEmpty {
        var prompt = SwiftUIView(
          "Text(\(SwiftLiteral.string(placeholder)))",
          layout: .leaf(ideal: box, flexibleWidth: false, flexibleHeight: false, shrinks: true))
        if let color = control.placeholderColor {
          prompt = prompt.modified(.call("foregroundStyle(\(style.foreground(color)))"))
        }
        if let font = spec.properties.font {
          prompt = prompt.modified(.call("font(\(fontExpression(font, node: spec.node)))"))
        }
        prompt = prompt.modified(.padding(EdgeInsets(top: 8, leading: 5, bottom: 0, trailing: 0)))
        prompt = prompt.modified(.call("allowsHitTesting(false)"))
        let shown = SwiftUIView("if \(name).isEmpty", content: [prompt], layout: .transparent)
        view = view.modified(.closure("overlay(alignment: .topLeading)", [shown]))
      }
    } else {
      let type = control.isSecure == true ? "SecureField" : "TextField"
      var expression = "\(type)(\(SwiftLiteral.string(placeholder)), text: $\(name)"
      if let color = control.placeholderColor, !placeholder.isEmpty {
        expression += ", prompt: Text(\(SwiftLiteral.string(placeholder))).\(colorModifier)(\(style.color(color)))"
      }
      view = SwiftUIView(
        expression + ")", layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: false, shrinks: true))
    }
    var properties = spec.properties
    properties.numberOfLines = nil
    view.modifiers += textModifiers(properties, node: spec.node)
    if let keyboard = control.keyboard, keyboard != .default {
      view = view.modified(.call("keyboardType(.\(keyboard.rawValue))"))
    }
    if let type = control.contentType { view = view.modified(.call("textContentType(.\(type.rawValue))")) }
    if let capitalization = control.autocapitalization {
      let value = ["none": "never", "words": "words", "sentences": "sentences", "allCharacters": "characters"]
      view = view.modified(.call("textInputAutocapitalization(.\(value[capitalization.rawValue] ?? "sentences"))"))
    }
    if let returnKey = control.returnKey, returnKey != .default {
      view = view.modified(.call("submitLabel(.\(returnKey.rawValue))"))
    }
    if let focus = focusCases[spec.node] {
      view = view.modified(.call("focused($focusedField, equals: .\(focus))"))
      if let next = focusNext[spec.node].flatMap({ focusCases[$0] }) {
        view = view.modified(.call("onSubmit { focusedField = .\(next) }"))
      }
    }
    if let insets = control.textInsets, insets != EdgeInsets() { view = view.modified(.padding(insets)) }
    return fieldWithIcons(view, control)
  }

  private func fieldWithIcons(_ field: SwiftUIView, _ control: TextInputControl) -> SwiftUIView {
    guard control.leadingImage != nil || control.trailingImage != nil else { return field }
    var items: [SwiftUIView] = []
    func icon(_ name: String, _ spacing: TextInputControl.IconSpacing?, _ tint: ColorValue?, leading: Bool)
      -> SwiftUIView
    {
      let size = Size(width: spacing?.width ?? 16, height: spacing?.height ?? 16)
      var view = SwiftUIView(
        style.image(name), layout: .leaf(ideal: size, flexibleWidth: false, flexibleHeight: false, shrinks: false))
      if let tint { view = view.modified(.call("foregroundStyle(\(style.foreground(tint)))")) }
      view = view.modified(.frame(width: size.width, height: size.height, alignment: .center))
      if let spacing {
        view = view.modified(
          .padding(
            leading
              ? EdgeInsets(leading: spacing.outer, trailing: spacing.inner)
              : EdgeInsets(leading: spacing.inner, trailing: spacing.outer)))
      }
      return view
    }
    if let name = control.leadingImage {
      items.append(icon(name, control.leadingImageSpacing, control.leadingImageTint, leading: true))
    }
    items.append(field)
    if let name = control.trailingImage {
      items.append(icon(name, control.trailingImageSpacing, control.trailingImageTint, leading: false))
    }
    return SwiftUIView(
      "HStack(spacing: 0)", content: items, layout: .stack(.horizontal, alignment: .center, spacing: 0))
  }

  /// A switch, slider, segmented control, stepper or progress view, its value an input where a person sets it.
  mutating func control(_ spec: ViewSpec) -> SwiftUIView {
    let box = Size(width: spec.frame.width, height: spec.frame.height)
    let label = spoken(spec.accessibility?.label ?? "")
    var view: SwiftUIView
    let tint: ColorValue?
    switch spec.control {
    case .toggle(let control)?:
      // In a list's row the switch is each row's, whatever the first row's title says.
      let stem =
        valueBindings[spec.node] != nil ? "" : Self.stem(spec.name, suffixes: ["Switch", "Toggle"], fallback: "")
      let name = input(
        "is" + SwiftName.upperFirst(stem.isEmpty ? "on" : stem) + (stem.isEmpty ? "" : "On"), generic: "isOn",
        type: "Bool",
        initial: control.isOn == true ? "true" : "false",
        summary: "whether the \(described(spec).map { $0 + " " } ?? "")switch is on", seed: valueBindings[spec.node])
      view = SwiftUIView(
        "Toggle(\(label), isOn: $\(name))",
        layout: .leaf(ideal: box, flexibleWidth: false, flexibleHeight: false, shrinks: false))
      view = view.modified(.call("labelsHidden()"))
      tint = control.tint
    case .slider(let control)?:
      let name = input(
        Self.stem(spec.name, suffixes: ["Slider"], fallback: "value"), generic: "value", type: "Double",
        initial: SwiftLiteral.number(control.value ?? 0.5),
        summary: "the value of the \(described(spec).map { $0 + " " } ?? "")slider")
      view = SwiftUIView(
        "Slider(value: $\(name))", layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: false, shrinks: true))
      tint = control.tint
    case .segmentedControl(let control)?:
      let name = input(
        "selected"
          + SwiftName.upperFirst(Self.stem(spec.name, suffixes: ["SegmentedControl", "Control"], fallback: "segment")),
        generic: "selection", type: "Int", initial: String(control.selectedIndex ?? 0),
        summary: "the index of the segment chosen\(described(spec).map { " in " + $0 } ?? "")")
      let segments = control.segments.enumerated().map { index, segment in
        SwiftUIView("Text(\(SwiftLiteral.string(segment)))", layout: .transparent).modified(.call("tag(\(index))"))
      }
      view = SwiftUIView(
        "Picker(\(label), selection: $\(name))", content: segments,
        layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: false, shrinks: true))
      view = view.modified(.call("pickerStyle(.segmented)")).modified(.call("labelsHidden()"))
      tint = control.tint
    case .stepper(let control)?:
      // The count the design draws between minus and plus is the stepper's label, beside its buttons.
      let stem =
        valueBindings[spec.node] != nil ? "quantity" : Self.stem(spec.name, suffixes: ["Stepper"], fallback: "quantity")
      let name = input(
        stem, generic: "quantity", type: "Int",
        initial: String(control.value ?? 0),
        summary: "the value of the \(described(spec).map { $0 + " " } ?? "")stepper", seed: valueBindings[spec.node])
      let count = SwiftUIView(
        "Text(\"\\(\(name))\")",
        layout: .leaf(ideal: Size(width: 0, height: 0), flexibleWidth: false, flexibleHeight: false, shrinks: true))
      view = SwiftUIView(
        "Stepper(value: $\(name), in: 0...\(control.maximum))", content: [count],
        layout: .leaf(ideal: box, flexibleWidth: false, flexibleHeight: false, shrinks: false))
      view = view.modified(.call("fixedSize()"))
      tint = nil
    case .progress(let control)?:
      view = SwiftUIView(
        "ProgressView(value: \(valueBindings[spec.node] ?? SwiftLiteral.number(control.value ?? 0)))",
        layout: .leaf(ideal: box, flexibleWidth: true, flexibleHeight: false, shrinks: true))
      tint = control.tint
    // An activity indicator has no control of its own; the other kinds have views of their own (``content(of:)``).
    case .button?, .textField?, .textView?, .pageControl?, nil:
      view = SwiftUIView(
        "ProgressView()", layout: .leaf(ideal: box, flexibleWidth: false, flexibleHeight: false, shrinks: false))
      tint = nil
    }
    if let tint { view = view.modified(.call("tint(\(style.shortColor(tint)))")) }
    return view
  }

  /// The closure property a control calls: `onSubmit` for `submitButton`.
  mutating func actionName(for viewName: String, suffixes: [String], summary: String, label: String?) -> String {
    let stem = Self.stem(viewName, suffixes: suffixes, fallback: "action")
    let name = uniqueName("on" + SwiftName.upperFirst(stem))
    let what = label.map { "'\(SwiftLiteral.comment($0))'" } ?? SwiftName.upperFirst(stem)
    actions.append(ActionProperty(name: name, summary: "the \(what) button \(summary)"))
    return name
  }

  /// `email` for `emailTextField`: the name without its class word.
  static func stem(_ name: String, suffixes: [String], fallback: String) -> String {
    for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return suffixes.contains(where: { name == SwiftName.lowerFirst($0) }) ? fallback : name
  }

}
