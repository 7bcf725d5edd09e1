public import Semantics

/// A Figma component the screens use more than once, as one reusable view class: its layout is a
/// ``LayoutScreen`` planned from one instance, what its instances change is its parameters, and a component set's
/// variants are the cases of one enum whose properties differ.
public struct ComponentSpec: Sendable, Hashable {
  /// How the id of a part of a long screen begins.
  public static let sectionPrefix = "section:"

  /// The component's id, or the component set's for variants; for a part of a long screen, ``sectionPrefix`` and its
  /// frame's id.
  public var componentID: String
  /// The component's or the set's name in Figma.
  public var name: String
  /// What instances pass: a text, whether a layer is hidden, an image.
  public var parameters: [ComponentParameter]
  /// A set's variants, in the order instances first use them; empty for a plain component.
  public var variants: [ComponentVariant]
  /// What differs between variants, per view of the class; the root is the layout's own node.
  public var variantProperties: [VariantProperty]
  /// The sizes its instances are shown at, for the checks at other sizes.
  public var instanceSizes: [Size]

  /// Whether the class is a part of a long screen (a frame in a class of its own), not a component.
  public var isSection: Bool { componentID.hasPrefix(Self.sectionPrefix) }

  /// Creates a component.
  public init(
    componentID: String, name: String, parameters: [ComponentParameter] = [], variants: [ComponentVariant] = [],
    variantProperties: [VariantProperty] = [], instanceSizes: [Size] = []
  ) {
    self.componentID = componentID
    self.name = name
    self.parameters = parameters
    self.variants = variants
    self.variantProperties = variantProperties
    self.instanceSizes = instanceSizes
  }
}

/// One thing an instance of a component sets.
public struct ComponentParameter: Sendable, Hashable {
  /// What it sets on its view.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A label's text.
    case text
    /// Whether a layer is hidden (a boolean property, or a layer an instance hides).
    case hidden
    /// An image view's image, by asset name.
    case image
  }

  /// The Swift name of the initialiser's argument: `title`, `isBadgeHidden`.
  public var name: String
  public var kind: Kind
  /// The node of the view it sets, in the component's layout.
  public var view: String
  /// The value the component's own layout shows.
  public var defaultValue: ComponentValue
  /// Whether it is optional, nil by default: a text each variant of a set gives its own, which an instance replaces.
  public var isOptional = false

  /// Creates a parameter.
  public init(name: String, kind: Kind, view: String, defaultValue: ComponentValue) {
    self.name = name
    self.kind = kind
    self.view = view
    self.defaultValue = defaultValue
  }
}

/// A value an instance gives a parameter.
public enum ComponentValue: Sendable, Hashable {
  case text(String)
  case flag(Bool)
  case image(String?)
}

/// One variant of a component set.
public struct ComponentVariant: Sendable, Hashable {
  /// The Swift name of the enum's case: `success`.
  public var name: String
  /// The variant component's name in Figma: `State=Success`.
  public var figmaName: String
  /// Each of the class's differing properties in this variant, in ``ComponentSpec/variantProperties``' order.
  public var values: [VariantValue]

  /// Creates a variant.
  public init(name: String, figmaName: String, values: [VariantValue]) {
    self.name = name
    self.figmaName = figmaName
    self.values = values
  }
}

/// A property of one view that differs between a set's variants.
public struct VariantProperty: Sendable, Hashable {
  /// Which property it is.
  public enum Key: String, Sendable, Hashable, CaseIterable {
    case backgroundColor, textColor, tintColor, text, font, borderColor, borderWidth, cornerRadius, alpha, isHidden
    case image
    /// A button as a whole: its title, image, colours, font and insets (a configuration).
    case button
  }

  /// The node of the view, in the component's layout (its root for the class itself).
  public var view: String
  public var key: Key

  /// Creates a property.
  public init(view: String, key: Key) {
    self.view = view
    self.key = key
  }
}

/// What a variant sets a differing property to; `none` is UIKit's default (no colour, no corner radius, shown).
public enum VariantValue: Sendable, Hashable {
  case none
  case color(ColorValue)
  case font(FontValue)
  case text(String)
  case number(Double)
  case flag(Bool)
  case image(String)
  /// A button's view in the variant: its properties and control.
  case view(ViewSpec)
}

/// How a view of a screen is an instance of a component.
public struct ComponentUse: Sendable, Hashable {
  /// The component's class.
  public var className: String
  /// The variant's case, for a component set.
  public var variant: String?
  /// The parameters it passes where they differ from the component's own, in the parameters' order.
  public var arguments: [ComponentArgument]

  /// Creates a use.
  public init(className: String, variant: String? = nil, arguments: [ComponentArgument] = []) {
    self.className = className
    self.variant = variant
    self.arguments = arguments
  }
}

/// One argument an instance passes.
public struct ComponentArgument: Sendable, Hashable {
  public var name: String
  public var value: ComponentValue

  /// Creates an argument.
  public init(name: String, value: ComponentValue) {
    self.name = name
    self.value = value
  }
}
