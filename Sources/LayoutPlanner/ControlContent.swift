import Decisions
import FigmaModel
import LayoutIR
import Semantics

/// What a control shows, read from the layers it was drawn with: a button's title, image and background, a field's
/// placeholder and icons, a switch's state, a segmented control's segments. Those layers are not views of their own;
/// whatever the rule said (``ControlDecision``) wins over what the layers suggest.
extension ViewConfigurator {
  /// The control of `node`, or nil when its role is not one; sets the title's or placeholder's font and colour and the
  /// drawn background in `properties`.
  mutating func control(for node: RuledNode, role: ViewRole, properties: inout ViewProperties) -> ControlSpec? {
    let decided = node.decisions.view?.value.control ?? ControlDecision()
    switch role {
    case .button:
      var button = ButtonControl()
      self.button(node, decided: decided, into: &button, properties: &properties)
      return .button(button)
    case .textField, .textView:
      var input = TextInputControl()
      textInput(node, decided: decided, into: &input, properties: &properties)
      return role == .textField ? .textField(input) : .textView(input)
    case .toggle:
      var toggle = ToggleControl()
      toggle.isOn = Self.isOn(node)
      if toggle.isOn == true, let track = Self.trackFill(of: node) { toggle.tint = color(track, usage: .fill) }
      // UIKit draws the track and the knob.
      properties.backgroundColor = nil
      properties.cornerRadius = nil
      properties.borderWidth = nil
      properties.borderColor = nil
      return .toggle(toggle)
    case .segmentedControl:
      var segmented = SegmentedControl()
      segments(node, decided: decided, into: &segmented)
      properties.cornerRadius = nil
      return .segmentedControl(segmented)
    case .pageControl:
      var pages = PageControl()
      self.pages(node, into: &pages)
      properties.backgroundColor = nil
      properties.cornerRadius = nil
      return .pageControl(pages)
    case .slider, .progress:
      var track = TrackControl()
      self.track(node, role: role, into: &track, properties: &properties)
      return role == .slider ? .slider(track) : .progress(track)
    case .stepper:
      var stepper = StepperControl()
      stepper.value = Self.stepperCount(in: node)
      // UIKit draws the minus and plus buttons and their capsule.
      properties.backgroundColor = nil
      properties.cornerRadius = nil
      properties.borderWidth = nil
      properties.borderColor = nil
      return .stepper(stepper)
    case .container, .label, .image, .icon, .stack, .scroll, .list, .layoutGuide, .activityIndicator, .navigationBar,
      .tabBar, .component, .tappable:
      return nil
    }
  }

  /// What a control drawn from `node`'s layers cannot show, said rather than lost: a button shows one title and one
  /// image, a switch, slider, progress bar or page control draws itself (no text of the design inside it).
  func undrawnContent(of node: RuledNode, control: ControlSpec?) -> [Approximation] {
    let name = flat(node.design.name)
    switch control {
    case .toggle, .slider, .progress, .pageControl:
      // UIKit draws these controls whole: a text drawn inside one (a progress bar's "60%") is not shown.
      return meterApproximation(of: node, control: control)
        + Self.texts(in: node).map {
          Approximation(
            .untranslated, "control_content",
            "the text '\(flat($0.design.text?.characters ?? $0.design.name))' inside '\(name)' is not drawn: the "
              + "control draws itself")
        }
    case .textField(let input), .textView(let input):
      let sample =
        input.placeholder != nil && Self.drawsSampleValue(node)
        ? [
          Approximation(
            .approximated, "placeholder_color",
            "the text '\(flat(input.placeholder ?? ""))' of the field '\(name)' is drawn as dark as typed text: it is "
              + "the placeholder, in the platform's placeholder colour, so the empty field does not look filled")
        ] : []
      // A field shows its placeholder (a secure one its dots): a unit beside the value ("KM") is not drawn.
      return sample
        + Self.texts(in: node).compactMap { text in
          let characters = text.design.text?.characters ?? ""
          let masked = !characters.isEmpty && characters.allSatisfy { "•*●·".contains($0) || $0.isWhitespace }
          guard characters != input.placeholder, !(masked && input.isSecure == true) else { return nil }
          return Approximation(
            .untranslated, "control_content",
            "the text '\(flat(characters))' inside the field '\(name)' is not drawn: a field shows its placeholder")
        }
    case .button(let button):
      let texts = Self.texts(in: node).dropFirst(button.title == nil ? 0 : 1)
      let images = buttonImages(in: node).dropFirst(button.image == nil ? 0 : 1)
      return texts.map {
        Approximation(
          .untranslated, "control_content",
          "the text '\(flat($0.design.text?.characters ?? $0.design.name))' inside the button '\(name)' is not drawn: "
            + "a button shows one title")
      }
        + images.map {
          Approximation(
            .untranslated, "control_content",
            "the image '\(flat($0.design.name))' inside the button '\(name)' is not drawn: a button shows one image")
        }
        + Self.marks(in: node).map {
          Approximation(
            .untranslated, "control_content",
            "the shape '\(flat($0.design.name))' drawn on the button '\(name)' (a badge's dot, a mark) is not drawn: "
              + "a button shows its background, one title and one image")
        }
    case .stepper(let stepper):
      return Self.texts(in: node).compactMap { text -> Approximation? in
        let characters = text.design.text?.characters ?? ""
        let shown = flat(characters)
        let bare = String(characters.filter { !$0.isWhitespace })
        if Self.stepperSigns.contains(bare) { return nil }
        if let value = stepper.value, Int(bare) == value {
          return Approximation(
            .approximated, "stepper_value",
            "the count '\(shown)' drawn in the stepper '\(name)' is its value: SwiftUI's Stepper shows it as its "
              + "label, UIKit's UIStepper not at all (show it in a label beside it)")
        }
        return Approximation(
          .untranslated, "control_content",
          "the text '\(shown)' inside the stepper '\(name)' is not drawn: the stepper draws its minus and plus")
      }
    case .segmentedControl, nil: return []
    }
  }

  /// Whether a field's text is drawn as a sample of what is typed rather than as a prompt.
  ///
  /// A sample is data (an email, a phone number, a figure), opaque and at body text's contrast (7:1 or more) against
  /// the field's fill, or against white where the field draws none. A prompt in words ("Remarks (optional)") keeps the
  /// colour it is drawn in.
  static func drawsSampleValue(_ node: RuledNode) -> Bool {
    guard let text = texts(in: node).last, SwiftNaming.looksLikeData(text.design.text?.characters ?? ""),
      let paint = text.design.appearance.fills.topSolid, let ink = paint.color, ink.alpha * paint.opacity >= 0.9
    else { return false }
    let own = node.design.appearance.fills.topSolid ?? backgroundShape(of: node)?.design.appearance.fills.topSolid
    guard own?.kind ?? .solid == .solid else { return false }
    let ground: [Double] = own?.color.map { [$0.red, $0.green, $0.blue] } ?? [1, 1, 1]
    return DarkModeLegibility.contrast([ink.red, ink.green, ink.blue], ground) >= 7
  }

  /// The minus and plus a stepper is drawn with as text.
  private static let stepperSigns: Set<String> = ["-", "−", "–", "—", "+", "＋"]

  /// Whether a switch is on: as its rule says, else where its knob is (right of its centre).
  static func isOn(_ node: RuledNode) -> Bool {
    node.decisions.view?.value.control?.isOn
      ?? knob(in: node).map { $0.absolute.midX > node.design.absolute.midX } ?? false
  }

  /// The count a stepper shows: its one text of a whole number (its signs are no numbers).
  static func stepperCount(in node: RuledNode) -> Int? {
    let counts = texts(in: node).compactMap { text in
      Int(String((text.design.text?.characters ?? "").filter { !$0.isWhitespace }))
    }
    return counts.count == 1 ? counts[0] : nil
  }

  // MARK: - Buttons

  private mutating func button(
    _ node: RuledNode, decided: ControlDecision, into control: inout ButtonControl, properties: inout ViewProperties
  ) {
    let title = Self.texts(in: node).first
    if let title, let text = title.design.text, node.design.text == nil {
      applyText(text, fills: title.design.appearance.fills, to: &properties)
    }
    properties.text = nil
    properties.numberOfLines = nil
    properties.textAlignment = nil
    let shown = (node.design.text ?? title?.design.text).map { Self.cased($0.characters, $0.style.textCase) }
    control.title = decided.title ?? shown
    // The runs index the drawn text: a title the rule gave has none of them.
    if control.title != shown { properties.textAttributes.runs = [] }
    let image = Self.isBareGlyph(node) ? node : buttonImages(in: node).first
    if let decidedImage = decided.image {
      control.image = decidedImage
    } else if let image {
      let name = imageName(
        of: Self.symbolBearer(image), in: node, title: control.title ?? ViewAccess.spokenName(of: node))
      control.image = name
      control.imageTint = tint(ofImage: image, named: name)
    }
    if let image, let title {
      let (imageFrame, titleFrame) = (image.design.absolute, title.design.absolute)
      let dx = imageFrame.midX - titleFrame.midX
      let dy = imageFrame.midY - titleFrame.midY
      if abs(dx) >= abs(dy) {
        control.imagePlacement = dx < 0 ? .leading : .trailing
        let gap = dx < 0 ? titleFrame.x - imageFrame.maxX : imageFrame.x - titleFrame.maxX
        if gap > 0 { control.imagePadding = gap }
      } else {
        control.imagePlacement = dy < 0 ? .top : .bottom
        let gap = dy < 0 ? titleFrame.y - imageFrame.maxY : imageFrame.y - titleFrame.maxY
        if gap > 0 { control.imagePadding = gap }
      }
    }
    adoptBackground(of: node, into: &properties)
    if node.design.layout.isAutoLayout {
      let padding = ButtonContent.padding(of: node)
      // Equal side padding wider than a quarter of the button only centres its content (130 pt either side of a 343-pt
      // pill), which the button does itself: kept, it would squeeze the title on a narrower phone, so the sides keep the
      // 16 pt a title needs from the edges. Up to 32 pt it is a button's own room, however short its title (a Material
      // button's 24 around "Log in").
      let centres =
        padding.left == padding.right && padding.left > max(node.design.absolute.width / 4, ButtonContent.widestPadding)
      let side = centres ? min(padding.left, 16) : nil
      control.contentInsets = EdgeInsets(
        top: padding.top, leading: side ?? padding.left, bottom: padding.bottom, trailing: side ?? padding.right)
    }
    let filled = properties.backgroundColor != nil
    let bordered = properties.borderColor != nil
    control.buttonStyle =
      decided.buttonStyle
      ?? (filled ? .filled : bordered || control.image != nil || control.title == nil ? .plain : .link)
    control.isSelected = decided.isSelected
  }

  /// A button or field drawn as a shape behind its content takes the shape's fill, border and corners.
  private mutating func adoptBackground(of node: RuledNode, into properties: inout ViewProperties) {
    guard properties.backgroundColor == nil, properties.borderColor == nil,
      let shape = Self.backgroundShape(of: node)
    else { return }
    let look = shape.design.appearance
    if let fill = look.fills.topSolid {
      properties.backgroundColor = color(fill, usage: .fill)
    }
    if let stroke = look.strokes.topSolid {
      properties.borderWidth = look.strokeWeight
      properties.borderColor = color(stroke, usage: .stroke)
    }
    // An ellipse behind it (a day of a week picker's disc) rounds it as a capsule does.
    let box = shape.design.absolute
    let radius =
      shape.design.kind == .ellipse ? min(box.width, box.height) / 2 : look.cornerRadii?.max() ?? look.cornerRadius
    if radius > 0, properties.cornerRadius == nil { properties.cornerRadius = radius }
  }

  /// The kinds of layer that draw a glyph's outline rather than a box.
  private static let glyphKinds: Set<NodeKind> = [.vector, .booleanOperation, .line, .star, .regularPolygon]

  /// The bottom-most child that covers the node and draws a fill or a border, and is not and holds no text (a text's
  /// fill is its colour): the child, or the one layer a group or frame around it draws ("Group 54" › a green pill).
  static func backgroundShape(of node: RuledNode) -> RuledNode? {
    let area = node.design.absolute.width * node.design.absolute.height
    guard area > 0 else { return nil }
    // A mask is not drawn, and what follows it draws only inside its shape: an icon kit's "Fill" over its glyph's mask
    // paints the glyph, no box behind the content.
    let unmasked = node.children.prefix { !$0.design.appearance.isMask }
    let titles = texts(in: node).map(\.design.absolute)
    return unmasked.lazy.map(Self.drawnLayer).first { child in
      let frame = child.design.absolute
      let look = child.design.appearance
      let paints =
        look.fills.topSolid != nil
        || look.strokes.topSolid != nil
      // A glyph drawn as large as its button (a tab's stroked icon) is its image, no box behind it: a vector is a
      // background only where it draws the rectangle of its own box, or where the button's title is drawn over it (a
      // rounded rectangle flattened into a vector, its path not in the file).
      let titled = titles.contains { title in
        title.midX > frame.x && title.midX < frame.maxX && title.midY > frame.y && title.midY < frame.maxY
      }
      let glyph = Self.glyphKinds.contains(child.design.kind) && !child.design.isBoxPath && !titled
      return paints && !glyph && child.design.text == nil && texts(in: child).isEmpty
        && frame.width * frame.height >= area * 0.9
    }
  }

  /// The layer a wrapper draws: the node, or the one layer inside groups and frames that paint nothing themselves.
  private static func drawnLayer(_ node: RuledNode) -> RuledNode {
    var layer = node
    while layer.design.text == nil, layer.children.count == 1, layer.design.appearance.fills.topSolid == nil,
      layer.design.appearance.strokes.topSolid == nil
    {
      layer = layer.children[0]
    }
    return layer
  }

  // MARK: - Text input

  private mutating func textInput(
    _ node: RuledNode, decided: ControlDecision, into control: inout TextInputControl,
    properties: inout ViewProperties
  ) {
    let texts = Self.texts(in: node)
    let placeholder = texts.last
    if let placeholder, let text = placeholder.design.text {
      applyText(text, fills: placeholder.design.appearance.fills, to: &properties)
      // A sample of what is typed, drawn as dark as typed text, would make the empty field look filled: it is the
      // placeholder in the platform's placeholder colour.
      control.placeholderColor = Self.drawsSampleValue(node) ? nil : properties.textColor
      properties.textColor = nil
    }
    let characters = placeholder?.design.text?.characters
    properties.text = nil
    properties.numberOfLines = nil
    properties.lineHeight = nil
    let masked = characters.map { !$0.isEmpty && $0.allSatisfy { "•*●·∙".contains($0) } } ?? false
    control.placeholder = decided.placeholder ?? (masked ? nil : characters)
    control.isSecure = decided.isSecure ?? (masked ? true : nil)
    control.keyboard = decided.keyboard
    control.contentType = decided.contentType
    control.returnKey = decided.returnKey
    control.autocapitalization = decided.autocapitalization
    adoptBackground(of: node, into: &properties)
    // What is typed is the platform's label colour, which a dark box drawn in a literal colour would hide.
    if case .rgba(let red, let green, let blue, _) = properties.backgroundColor,
      0.2126 * red + 0.7152 * green + 0.0722 * blue < 0.4
    {
      properties.textColor = .system("white")
    }
    let box = node.design.absolute
    let icons = icons(in: node)
    if let textFrame = placeholder?.design.absolute {
      let leading = icons.first { $0.design.absolute.midX < textFrame.x }
      let trailing = icons.last { $0.design.absolute.midX > textFrame.maxX }
      if let leading {
        let name = imageName(of: leading, in: node, title: nil)
        control.leadingImage = name
        control.leadingImageTint = tint(ofImage: leading, named: name)
      }
      if let trailing {
        let name = imageName(of: trailing, in: node, title: nil)
        control.trailingImage = name
        control.trailingImageTint = tint(ofImage: trailing, named: name)
      }
      control.leadingImageSpacing = leading.map { icon in
        let frame = icon.design.absolute
        return TextInputControl.IconSpacing(
          outer: max(0, frame.x - box.x), width: frame.width, height: frame.height,
          inner: max(0, textFrame.x - frame.maxX))
      }
      control.trailingImageSpacing = trailing.map { icon in
        let frame = icon.design.absolute
        return TextInputControl.IconSpacing(
          outer: max(0, box.maxX - frame.maxX), width: frame.width, height: frame.height,
          // The text runs up to the icon; the placeholder's own box ends wherever its words do.
          inner: min(max(0, frame.x - textFrame.maxX), max(0, box.maxX - frame.maxX)))
      }
      let before = leading == nil ? max(0, textFrame.x - box.x) : 0
      if before > 0 { control.textInsets = EdgeInsets(top: 0, leading: before, bottom: 0, trailing: 0) }
    }
  }

  // MARK: - Switches, segments, pages, tracks

  private mutating func segments(_ node: RuledNode, decided: ControlDecision, into control: inout SegmentedControl) {
    // A segment drawn over another (the selected one's highlight with its title) hides it.
    let drawn = node.children.compactMap { item in
      (item.design.text != nil ? item : Self.texts(in: item).first).map { (item, $0) }
    }
    let visible = drawn.enumerated().filter { index, entry in
      let frame = entry.1.design.absolute
      return !drawn[(index + 1)...].contains { later in
        let other = later.1.design.absolute
        return min(frame.maxX, other.maxX) - max(frame.x, other.x) > min(frame.width, other.width) / 2
      }
    }.map(\.element)
    let titled = visible.sorted { $0.1.design.absolute.x < $1.1.design.absolute.x }
    control.segments = decided.segments ?? titled.compactMap { $0.1.design.text?.characters }
    // The selected segment draws a fill of its own or a shape behind its title; a bare title (a text's fill is its
    // colour) draws none.
    let highlights: [Paint?] = titled.map { item, _ in
      guard item.design.text == nil else { return nil }
      let shape =
        item.design.appearance.fills.topSolid != nil
        ? item : Self.backgroundShape(of: item)
      return shape?.design.appearance.fills.topSolid
    }
    let filled = highlights.map { $0 != nil }
    if let selected = filled.firstIndex(of: true), filled.filter({ $0 }).count == 1 {
      control.selectedIndex = selected
      if let fill = highlights[selected] { control.tint = color(fill, usage: .fill) }
    } else {
      control.selectedIndex = 0
    }
  }

  private mutating func pages(_ node: RuledNode, into control: inout PageControl) {
    let dots = node.children.sorted { $0.design.absolute.x < $1.design.absolute.x }
    control.count = max(dots.count, 1)
    let widths = dots.map(\.design.absolute.width)
    let widest = widths.max() ?? 0
    let current = widths.filter { $0 == widest }.count == 1 ? widths.firstIndex(of: widest) : nil
    control.selectedIndex = current ?? 0
    let fill = { (dot: RuledNode) in dot.design.appearance.fills.topSolid }
    if let current, let paint = fill(dots[current]) { control.tint = color(paint, usage: .fill) }
    if let other = dots.indices.first(where: { $0 != (current ?? 0) }), let paint = fill(dots[other]) {
      control.trackTint = color(paint, usage: .fill)
    }
  }

  private mutating func track(
    _ node: RuledNode, role: ViewRole, into control: inout TrackControl, properties: inout ViewProperties
  ) {
    let box = node.design.absolute
    guard box.width > 0 else { return }
    let drawn = DrawnTrack(node)
    // A meter: the share of its segments painted apart from the trailing run, which is the empty part. (Segments all
    // alike say no share: all done, or none.)
    if role == .progress, let empty = drawn.emptyPaint, let done = drawn.done(empty: empty).first {
      control.value = drawn.share(empty: empty)
      if let paint = done.appearance.fills.topSolid { control.tint = color(paint, usage: .fill) }
      control.trackTint = color(empty, usage: .fill)
      properties.backgroundColor = nil
      properties.cornerRadius = nil
      return
    }
    if role == .slider, let knob = Self.knob(in: node) {
      control.value = min(max((knob.absolute.midX - box.x) / box.width, 0), 1)
    }
    if let fill = drawn.fill {
      if role == .progress { control.value = drawn.fillShare }
      if let paint = fill.appearance.fills.topSolid { control.tint = color(paint, usage: .fill) }
    }
    if drawn.track.id != node.design.id, let paint = drawn.track.appearance.fills.topSolid {
      control.trackTint = color(paint, usage: .fill)
    }
    if let background = properties.backgroundColor {
      control.trackTint = control.trackTint ?? background
      properties.backgroundColor = nil
    }
    properties.cornerRadius = nil
  }

  /// A meter drawn as segments is shown as one continuous bar in its first done segment's colour: said, with the
  /// colours the segments lose.
  private func meterApproximation(of node: RuledNode, control: ControlSpec?) -> [Approximation] {
    guard case .progress = control, case let drawn = DrawnTrack(node), let empty = drawn.emptyPaint,
      !drawn.done(empty: empty).isEmpty
    else { return [] }
    var colors: [String] = []
    for hex in drawn.done(empty: empty).compactMap({ $0.appearance.fills.topSolid?.color?.hex })
    where !colors.contains(hex) {
      colors.append(hex)
    }
    let listed = colors.joined(separator: ", ")
    let painted = colors.count > 1 ? "in \(colors.count) colours (\(listed))" : "in \(listed)"
    return [
      Approximation(
        .approximated, "meter_segments",
        "'\(flat(node.design.name))' is drawn as \(drawn.segments.count) segments, those done \(painted): the "
          + "progress bar draws one continuous bar in the first colour")
    ]
  }

  /// A switch's or slider's knob: its smallest round child.
  private static func knob(in node: RuledNode) -> DesignNode? {
    var shapes: [DesignNode] = []
    func collect(_ node: RuledNode) {
      for child in node.children {
        shapes.append(child.design)
        collect(child)
      }
    }
    collect(node)
    let round = shapes.filter { abs($0.absolute.width - $0.absolute.height) < 1 && $0.absolute.width > 0 }
    return round.min { $0.absolute.width < $1.absolute.width }
  }

  /// A switch's track colour: its own fill, or its largest child's.
  private static func trackFill(of node: RuledNode) -> Paint? {
    let solid = { (design: DesignNode) in design.appearance.fills.topSolid }
    if let own = solid(node.design) { return own }
    let largest = node.children.max { $0.design.absolute.width < $1.design.absolute.width }
    return largest.flatMap { solid($0.design) }
  }

  // MARK: - Parts

  /// The texts in a subtree, depth first.
  static func texts(in node: RuledNode) -> [RuledNode] {
    var found: [RuledNode] = []
    for child in node.children {
      if child.design.text != nil { found.append(child) }
      found += texts(in: child)
    }
    return found
  }

  /// The small shapes drawn on a node, beside its content: a badge's dot, a mark — a rectangle or ellipse with paint, at
  /// most half the node's size each way (a larger one is its background).
  static func marks(in node: RuledNode) -> [RuledNode] {
    let box = node.design.absolute
    var found: [RuledNode] = []
    for child in node.children {
      let frame = child.design.absolute
      let shape = child.design.kind == .rectangle || child.design.kind == .ellipse
      if shape, child.children.isEmpty, frame.width <= box.width / 2, frame.height <= box.height / 2,
        child.design.appearance.fills.contains(where: \.visible)
      {
        found.append(child)
      } else if !shape {
        found += marks(in: child)
      }
    }
    return found
  }

  /// The layer whose SF Symbol stands for the picture `image` draws: the picture, or where it is a mask and what the
  /// mask clips, the mask the rules gave a symbol (the glyph), drawn in the colour of what it clips.
  private static func symbolBearer(_ image: RuledNode) -> RuledNode {
    guard image.decisions.view?.value.symbol == nil,
      let mask = image.children.first(where: { $0.design.appearance.isMask }),
      mask.decisions.view?.value.symbol != nil
    else { return image }
    return mask
  }

  /// The icons and images of a button, outermost first, in design order: not the shape drawn behind its title, which
  /// is its background.
  private func buttonImages(in node: RuledNode) -> [RuledNode] {
    let background = Self.backgroundShape(of: node)?.design.id
    return icons(in: node).filter { $0.design.id != background }
  }

  /// The icons and images in a subtree, outermost first, in design order.
  func icons(in node: RuledNode) -> [RuledNode] {
    // A mask and the layers it clips draw one picture (an icon kit's glyph mask and its "Fill"): the layer holding them.
    if node.children.contains(where: { $0.design.appearance.isMask }) { return [node] }
    var found: [RuledNode] = []
    for child in node.children {
      let role = nodes[child].role
      if role == .icon || role == .image || child.design.kind.isVectorArt {
        found.append(child)
      } else {
        found += icons(in: child)
      }
    }
    return found
  }
}
