public import Semantics

/// What a rule said about a control's content and behaviour; nil fields are inferred from the design.
public struct ControlDecision: Sendable, Hashable {
  /// A button's title.
  public var title: String?
  /// A button's or an icon's image, by asset name.
  public var image: String?
  /// A text input's placeholder.
  public var placeholder: String?
  public var buttonStyle: ButtonStyle?
  /// A text input that hides what is typed (a password).
  public var isSecure: Bool?
  /// A checkbox or radio button that is on.
  public var isSelected: Bool?
  /// A switch that is on.
  public var isOn: Bool?
  public var keyboard: KeyboardKind?
  public var contentType: TextContentKind?
  public var returnKey: ReturnKeyKind?
  public var autocapitalization: Autocapitalization?
  /// A segmented control's segments.
  public var segments: [String]?

  /// No decisions.
  public init() {}
}

/// What a rule said about a view's accessibility.
public struct AccessibilityDecision: Sendable, Hashable {
  /// What VoiceOver says for the view.
  public var label: String?
  /// A heading: VoiceOver's rotor jumps between them.
  public var isHeader: Bool?
  /// Whether VoiceOver visits the view (an image that carries meaning); false hides it.
  public var isElement: Bool?

  /// No decisions.
  public init() {}
}
