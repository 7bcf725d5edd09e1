public import JSONText
public import Semantics

/// What a control shows and how it behaves: one case per kind of control, each with what that kind has.
///
/// Taken from the layers it was drawn with (which are not views of their own) and the ruleset's `view` answer. A
/// switch over it names every kind, so a new kind makes the compiler list each place that must learn it.
public enum ControlSpec: Sendable, Hashable {
  case button(ButtonControl)
  case textField(TextInputControl)
  case textView(TextInputControl)
  case toggle(ToggleControl)
  case segmentedControl(SegmentedControl)
  case pageControl(PageControl)
  case slider(TrackControl)
  case progress(TrackControl)
  case stepper(StepperControl)

  /// What the control holds, whatever its kind: what code that walks every control (the JSON form, the colours a
  /// screen draws) reads, so that only this switch learns a new kind.
  public var payload: any ControlPayload {
    switch self {
    case .button(let button): button
    case .textField(let input), .textView(let input): input
    case .toggle(let toggle): toggle
    case .segmentedControl(let segmented): segmented
    case .pageControl(let pages): pages
    case .slider(let track), .progress(let track): track
    case .stepper(let stepper): stepper
    }
  }

  /// The button's content, for a button.
  public var button: ButtonControl? {
    if case .button(let button) = self { button } else { nil }
  }

  /// The text input's content, for a text field or a text view.
  public var textInput: TextInputControl? {
    switch self {
    case .textField(let input), .textView(let input): input
    case .button, .toggle, .segmentedControl, .pageControl, .slider, .progress, .stepper: nil
    }
  }

  /// Whether a person sets the control's value (types in it, switches it, picks a segment, moves or steps it), which
  /// its owner then reads; a button is tapped, and page dots and a progress bar only show.
  public var holdsInput: Bool {
    switch self {
    case .textField, .textView, .toggle, .slider, .segmentedControl, .stepper: true
    case .button, .pageControl, .progress: false
    }
  }

  /// Whether VoiceOver has something to say for the control with no label: a button's title, a field's placeholder,
  /// a segmented control's segments, and what a switch, slider, page control or progress bar says of its own state.
  public var saysWhatItIs: Bool {
    switch self {
    case .button(let button): button.title != nil
    case .textField(let input), .textView(let input): input.placeholder != nil
    case .segmentedControl(let segmented): !segmented.segments.isEmpty
    case .toggle, .pageControl, .slider, .progress, .stepper: true
    }
  }
}

/// What every kind of control's content says of itself.
public protocol ControlPayload: Sendable, Hashable {
  /// The set fields as `(name, value)` in a fixed order, for the JSON form and the dump; the kind is the view's role.
  var jsonEntries: [(String, JSONOutput)] { get }
  /// The colours the control draws with, beyond the view's.
  var colors: [ColorValue] { get }
}

/// A button's title, image and style; its title's font and colour are the view's `font` and `textColor`.
public struct ButtonControl: ControlPayload {
  public var title: String?
  /// The image, by asset name.
  public var image: String?
  /// The colour a template image is drawn in, where it is not the title's.
  public var imageTint: ColorValue?
  /// Where the image sits beside the title.
  public var imagePlacement: ImagePlacement?
  /// The room between the image and the title.
  public var imagePadding: Double?
  public var buttonStyle: ButtonStyle?
  /// The room around the content, where the design sets it (auto-layout padding).
  public var contentInsets: EdgeInsets?
  /// The number tokens (design variables, by name) of the content insets the design binds.
  public var contentInsetTokens = EdgeTokens()
  /// A checkbox's or radio button's state.
  public var isSelected: Bool?

  /// Nothing set.
  public init(title: String? = nil) { self.title = title }

  /// The SF Symbols of the selection mark a checkbox or radio button drawn as a box beside its title shows
  /// (``ViewSpec/showsSelectionMark``), as iOS's own lists draw it: a circle, checked while selected.
  public enum SelectionMark {
    public static let on = "checkmark.circle.fill"
    public static let off = "circle"
  }

  /// Where a button's image is.
  public enum ImagePlacement: String, Sendable, Hashable, CaseIterable {
    case leading, trailing, top, bottom
  }

  public var jsonEntries: [(String, JSONOutput)] {
    ControlJSON.fields { add in
      add("title", title.map(JSONOutput.string))
      add("image", image.map(JSONOutput.string))
      add("imageTint", imageTint.map(StyleJSON.color))
      add("imagePlacement", imagePlacement.map { .string($0.rawValue) })
      add("imagePadding", imagePadding.map(JSONOutput.number))
      add("buttonStyle", buttonStyle.map { .string($0.rawValue) })
      add("contentInsets", contentInsets.map(LayoutJSON.insets))
      add("contentInsetTokens", contentInsetTokens == EdgeTokens() ? nil : FlowJSON.tokens(contentInsetTokens))
      add("isSelected", isSelected.map(JSONOutput.bool))
    }
  }

  public var colors: [ColorValue] { [imageTint].compactMap { $0 } }
}

/// A text field's or text view's placeholder, keyboard and icons; the placeholder's font is the view's.
public struct TextInputControl: ControlPayload {
  public var placeholder: String?
  public var placeholderColor: ColorValue?
  public var isSecure: Bool?
  public var keyboard: KeyboardKind?
  public var contentType: TextContentKind?
  public var returnKey: ReturnKeyKind?
  public var autocapitalization: Autocapitalization?
  /// Icons before and after the text, by asset name, with the room around them.
  public var leadingImage: String?
  public var leadingImageSpacing: IconSpacing?
  public var trailingImage: String?
  public var trailingImageSpacing: IconSpacing?
  /// The colours the icons are drawn in, where they are template images.
  public var leadingImageTint: ColorValue?
  public var trailingImageTint: ColorValue?
  /// The room kept before and after the text where no icon is.
  public var textInsets: EdgeInsets?

  /// Nothing set.
  public init() {}

  /// Where an icon sits in a text input: `outer` points from the field's edge, `inner` from the text, at its size.
  public struct IconSpacing: Sendable, Hashable {
    public var outer: Double
    public var width: Double
    public var height: Double
    public var inner: Double

    /// Creates the spacing of an icon.
    public init(outer: Double, width: Double, height: Double, inner: Double) {
      self.outer = outer
      self.width = width
      self.height = height
      self.inner = inner
    }

    var json: JSONOutput {
      .object(["outer": .number(outer), "width": .number(width), "height": .number(height), "inner": .number(inner)])
    }
  }

  public var jsonEntries: [(String, JSONOutput)] {
    ControlJSON.fields { add in
      add("placeholder", placeholder.map(JSONOutput.string))
      add("placeholderColor", placeholderColor.map(StyleJSON.color))
      add("isSecure", isSecure.map(JSONOutput.bool))
      add("keyboard", keyboard.map { .string($0.rawValue) })
      add("contentType", contentType.map { .string($0.rawValue) })
      add("returnKey", returnKey.map { .string($0.rawValue) })
      add("autocapitalization", autocapitalization.map { .string($0.rawValue) })
      add("leadingImage", leadingImage.map(JSONOutput.string))
      add("leadingImageSpacing", leadingImageSpacing?.json)
      add("trailingImage", trailingImage.map(JSONOutput.string))
      add("trailingImageSpacing", trailingImageSpacing?.json)
      add("leadingImageTint", leadingImageTint.map(StyleJSON.color))
      add("trailingImageTint", trailingImageTint.map(StyleJSON.color))
      add("textInsets", textInsets.map(LayoutJSON.insets))
    }
  }

  public var colors: [ColorValue] { [placeholderColor, leadingImageTint, trailingImageTint].compactMap { $0 } }
}

/// A switch's state and the colour of its track when on.
public struct ToggleControl: ControlPayload {
  public var isOn: Bool?
  public var tint: ColorValue?

  /// Nothing set.
  public init() {}

  public var jsonEntries: [(String, JSONOutput)] {
    ControlJSON.fields { add in
      add("isOn", isOn.map(JSONOutput.bool))
      add("tint", tint.map(StyleJSON.color))
    }
  }

  public var colors: [ColorValue] { [tint].compactMap { $0 } }
}

/// A segmented control's segments, the selected one, and its colour.
public struct SegmentedControl: ControlPayload {
  public var segments: [String] = []
  public var selectedIndex: Int?
  /// The selected segment's colour.
  public var tint: ColorValue?

  /// Nothing set.
  public init() {}

  public var jsonEntries: [(String, JSONOutput)] {
    ControlJSON.fields { add in
      add("tint", tint.map(StyleJSON.color))
      if !segments.isEmpty { add("segments", .array(segments.map(JSONOutput.string))) }
      add("selectedIndex", selectedIndex.map { .number(Double($0)) })
    }
  }

  public var colors: [ColorValue] { [tint].compactMap { $0 } }
}

/// A page control's number of pages, the current one, and the colours of its dots.
public struct PageControl: ControlPayload {
  public var count: Int?
  /// The current page.
  public var selectedIndex: Int?
  /// The current page's dot.
  public var tint: ColorValue?
  /// The other dots.
  public var trackTint: ColorValue?

  /// Nothing set.
  public init() {}

  public var jsonEntries: [(String, JSONOutput)] {
    ControlJSON.fields { add in
      add("tint", tint.map(StyleJSON.color))
      add("trackTint", trackTint.map(StyleJSON.color))
      add("selectedIndex", selectedIndex.map { .number(Double($0)) })
      add("count", count.map { .number(Double($0)) })
    }
  }

  public var colors: [ColorValue] { [tint, trackTint].compactMap { $0 } }
}

/// A slider's or progress bar's value and the colours of its track.
public struct TrackControl: ControlPayload {
  /// The value, 0…1.
  public var value: Double?
  /// The filled part of the track.
  public var tint: ColorValue?
  /// The rest of the track.
  public var trackTint: ColorValue?

  /// Nothing set.
  public init() {}

  public var jsonEntries: [(String, JSONOutput)] {
    ControlJSON.fields { add in
      add("value", value.map(JSONOutput.number))
      add("tint", tint.map(StyleJSON.color))
      add("trackTint", trackTint.map(StyleJSON.color))
    }
  }

  public var colors: [ColorValue] { [tint, trackTint].compactMap { $0 } }
}

/// A stepper's value: the count drawn between its minus and plus, which a person steps by one.
public struct StepperControl: ControlPayload {
  /// The value, a whole number.
  public var value: Int?
  /// The largest value: UIKit's default (100), or the value where the design shows more.
  public var maximum: Int { max(100, value ?? 0) }

  /// Nothing set.
  public init() {}

  public var jsonEntries: [(String, JSONOutput)] {
    ControlJSON.fields { add in add("value", value.map { .number(Double($0)) }) }
  }

  public var colors: [ColorValue] { [] }
}

/// What VoiceOver says and does for a view, where it differs from UIKit's defaults.
public struct AccessibilitySpec: Sendable, Hashable {
  /// What VoiceOver says: an icon button's purpose, a meaningful image's content.
  public var label: String?
  /// A heading (large titles).
  public var isHeader = false
  /// Whether VoiceOver visits the view, where that differs from its class's default.
  public var isElement: Bool?

  /// Nothing set.
  public init(label: String? = nil, isHeader: Bool = false, isElement: Bool? = nil) {
    self.label = label
    self.isHeader = isHeader
    self.isElement = isElement
  }
}
