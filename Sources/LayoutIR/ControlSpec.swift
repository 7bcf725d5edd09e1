public import Semantics

/// What a control shows and how it behaves.
///
/// Taken from the layers it was drawn with (which are not views of their own) and the ruleset's `view` answer. Fields
/// a control kind does not use stay nil.
public struct ControlSpec: Sendable, Hashable {
  /// A button's title; its font and colour are the view's `font` and `textColor`.
  public var title: String?
  /// A button's image, by asset name.
  public var image: String?
  /// The colour a button's template image is drawn in, where it is not the title's.
  public var imageTint: ColorValue?
  /// Where a button's image sits beside its title.
  public var imagePlacement: ImagePlacement?
  /// The room between a button's image and its title.
  public var imagePadding: Double?
  public var buttonStyle: ButtonStyle?
  /// The room around a button's content, where the design sets it (auto-layout padding).
  public var contentInsets: EdgeInsets?
  public var isSelected: Bool?
  /// A text input's placeholder; its font and colour are the view's.
  public var placeholder: String?
  public var placeholderColor: ColorValue?
  public var isSecure: Bool?
  public var keyboard: KeyboardKind?
  public var contentType: TextContentKind?
  public var returnKey: ReturnKeyKind?
  public var autocapitalization: Autocapitalization?
  /// Icons inside a text input, before and after the text, by asset name, with the room around them.
  public var leadingImage: String?
  public var leadingImageSpacing: IconSpacing?
  public var trailingImage: String?
  public var trailingImageSpacing: IconSpacing?
  /// The colours the icons of a text input are drawn in, where they are template images.
  public var leadingImageTint: ColorValue?
  public var trailingImageTint: ColorValue?
  /// The room a text input keeps before and after its text where no icon is.
  public var textInsets: EdgeInsets?
  /// A switch that is on.
  public var isOn: Bool?
  /// A slider's or progress bar's value, 0…1.
  public var value: Double?
  /// The colour of what is on or filled: a switch's track, a slider's or progress bar's fill, the selected segment, the
  /// current page's dot.
  public var tint: ColorValue?
  /// The colour of the rest: the empty track, the other dots.
  public var trackTint: ColorValue?
  /// A segmented control's segments.
  public var segments: [String] = []
  /// The selected segment, or the current page.
  public var selectedIndex: Int?
  /// A page control's number of pages.
  public var count: Int?

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
  }

  /// Where a button's image is.
  public enum ImagePlacement: String, Sendable, Hashable, CaseIterable {
    case leading, trailing, top, bottom
  }
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
