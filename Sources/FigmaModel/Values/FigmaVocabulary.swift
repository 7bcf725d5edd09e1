/// A closed set of values the Figma REST API documents for one field, such as `strokeAlign` or an effect's `type`.
///
/// Each conforming enum has a case per documented value and an `unknown` case that keeps a value figsnap does not
/// know as the file spells it, so decoding never rejects a file for a value Figma added later. The decoder reports
/// an unknown value once per file and field (`figma.decode`); everything past decoding switches over the cases, and
/// only ``rawValue`` (what Lua and the tree dump show) gives the spelling back.
///
/// Past decoding, an unknown value behaves as its field's API default where the field has one: a switch names
/// `.unknown` in the default's arm, and where a stage asks a question of the value (``AutoLayout/isAutoLayout``,
/// ``ItemLayout/isAbsolute``), the enum answers it with such a switch, so the compiler lists every place that must
/// decide when a case is added.
///
/// The enums are deliberately not `RawRepresentable`: the standard library's `==` and `hash(into:)` for raw
/// representable types would compare spellings through ``rawValue``, which itself looks the case up.
public protocol FigmaVocabulary: Hashable, Sendable {
  /// Every value figsnap knows with its spelling, in the API reference's order: all the reference documents, except
  /// for node types, where the normalizer notes the ones it does not know.
  static var documented: [(value: Self, spelling: String)] { get }
  /// A value the API reference does not list, kept as spelled.
  static func unknown(_ spelling: String) -> Self
  /// The spelling of an unknown value; nil for a documented one.
  var unknownSpelling: String? { get }
}

extension FigmaVocabulary {
  /// The value Figma spells `rawValue`: its documented case, or `unknown(rawValue)`.
  public init(rawValue: String) {
    self = Self.documented.first { $0.spelling == rawValue }?.value ?? .unknown(rawValue)
  }

  /// The value as Figma spells it.
  public var rawValue: String {
    if let spelling = unknownSpelling { return spelling }
    return Self.documented.first { $0.value == self }?.spelling ?? ""
  }

  /// Whether the value is one the API reference documents.
  public var isDocumented: Bool { unknownSpelling == nil }
}
