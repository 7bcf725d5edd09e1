/// Swift names for layers: lowerCamelCase words of the layer name with a role suffix
/// (`submitButton`, `titleLabel`); non-ASCII or empty names become the role plus an index
/// (`label3`); duplicates are numbered in IR order (`titleLabel2`).
struct SwiftNaming {
  private var used: Set<String> = []
  private var roleCounts: [String: Int] = [:]

  /// The suffix a class's views get.
  static func roleSuffix(forClass className: String) -> String {
    switch className {
    case "UILabel": "Label"
    case "UIButton": "Button"
    case "UIImageView": "ImageView"
    case "UIStackView": "StackView"
    case "UIScrollView": "ScrollView"
    case "UILayoutGuide": "Guide"
    case "UITextField": "TextField"
    default: className.hasSuffix("Button") ? "Button" : "View"
    }
  }

  /// A unique property name for a layer called `layerName` becoming `className`; `preferred`
  /// (from a rule) is used as given when it is free.
  mutating func name(for layerName: String, className: String, preferred: String?) -> String {
    if let preferred, !used.contains(preferred) {
      used.insert(preferred)
      return preferred
    }
    let suffix = Self.roleSuffix(forClass: className)
    let words = Self.words(preferred ?? layerName)
    var base: String
    if words.isEmpty {
      let role = Self.lowerFirst(suffix)
      roleCounts[role, default: 0] += 1
      base = role + String(roleCounts[role, default: 1])
    } else {
      var camel = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : Self.capitalized($0.element) }
        .joined()
      if let first = camel.first, first.isNumber { camel = Self.lowerFirst(suffix) + camel }
      let lowerSuffixWord = suffix.lowercased()
      let last = words.last?.lowercased() ?? ""
      let alreadyNamed =
        last == lowerSuffixWord || (suffix == "ImageView" && (last == "image" || last == "icon"))
        || (suffix == "Button" && last == "btn")
      base = alreadyNamed ? camel : camel + suffix
    }
    var candidate = base
    var number = 2
    while used.contains(candidate) || Self.reserved.contains(candidate) {
      candidate = base + String(number)
      number += 1
    }
    used.insert(candidate)
    return candidate
  }

  /// The ASCII words of a name: "Submit Button" → ["Submit", "Button"], "searchIcon" → ["search", "Icon"].
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for scalar in name.unicodeScalars {
      let isLetterOrDigit = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      guard isLetterOrDigit else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      let isUpper = ("A"..."Z").contains(scalar)
      if isUpper && previousWasLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.unicodeScalars.append(scalar)
      previousWasLower = !isUpper
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A type name from a screen name: "Order Form" → "OrderFormView".
  static func typeName(for screenName: String) -> String {
    let words = words(screenName)
    var name = words.map(capitalized).joined()
    if name.isEmpty || (name.first?.isNumber ?? false) { name = "Screen" + name }
    return name.hasSuffix("View") ? name : name + "View"
  }

  /// `name` (from ``typeName(for:)``) made safe to declare beside the SDK and the views' classes.
  ///
  /// A name an SDK type has or could have (``isReservedTypeName(_:)``) or that a view's class
  /// uses gets the suffix `Screen` (`UIView` → `UIViewScreen`); a name another screen took is
  /// numbered before its `View` or `Screen` suffix (`OrderFormView`, `OrderForm2View`), ignoring
  /// case (`screens` holds the taken names lowercased).
  static func screenTypeName(_ name: String, viewClasses: Set<String>, screens: Set<String>) -> String {
    let base = isReservedTypeName(name) || viewClasses.contains(name) ? name + "Screen" : name
    var candidate = base
    var number = 2
    while screens.contains(candidate.lowercased()) || viewClasses.contains(candidate) {
      let suffix = ["View", "Screen"].first { base.hasSuffix($0) } ?? ""
      candidate = String(base.dropLast(suffix.count)) + String(number) + suffix
      number += 1
    }
    return candidate
  }

  /// Whether a generated type may not be called `name`: the UIKit, Foundation, Core Graphics and
  /// Core Animation prefixes (`UI…`, `NS…`, `CG…`, `CA…` before a capital), SnapKit's
  /// `Constraint…` types, and the standard library's and the imported modules' names.
  static func isReservedTypeName(_ name: String) -> Bool {
    let scalars = Array(name.unicodeScalars)
    if scalars.count > 2, ["UI", "NS", "CG", "CA"].contains(String(name.prefix(2))), ("A"..."Z").contains(scalars[2]) {
      return true
    }
    return name.hasPrefix("Constraint") || reservedTypes.contains(name)
  }

  /// Standard types and module names a generated file refers to or could shadow.
  static let reservedTypes: Set<String> = [
    "Any", "AnyObject", "Array", "Bool", "Character", "Dictionary", "Double", "Error", "Float", "Int", "Never",
    "Optional", "Range", "Result", "Self", "Set", "String", "Substring", "Type", "Void", "SnapKit", "UIKit",
    "Foundation", "Swift",
  ]

  private static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  private static func lowerFirst(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.lowercased() + word.dropFirst()
  }

  /// Names the generated class already uses, and Swift keywords.
  static let reserved: Set<String> = [
    "frame", "bounds", "center", "layer", "window", "superview", "subviews", "tag", "alpha", "backgroundColor",
    "safeAreaLayoutGuide", "init", "deinit", "self", "super", "class", "struct", "enum", "protocol", "extension",
    "func", "let", "var", "if", "else", "for", "while", "return", "switch", "case", "default", "in", "is", "as",
    "try", "throw", "import", "public", "private", "internal", "static", "nil", "true", "false", "repeat",
  ]
}
