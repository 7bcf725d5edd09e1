/// The one check every name figsnap declares in Swift passes: well formed, no keyword, no type of the SDK a
/// module would shadow, and short enough to be a file's name.
///
/// A generated file is part of the app's module, so a `struct ScrollView: View` it declares hides SwiftUI's
/// `ScrollView` from every other file of the module, and a `var default: String` does not compile. Names come from
/// the design (layer names, texts) and from rules, so nothing about them can be assumed.
public enum SwiftIdentifier {
  /// The longest type name figsnap declares; its file (`Name.swift`) stays far below a file system's 255 bytes.
  public static let maximumTypeLength = 60

  /// Whether `name` is an ASCII Swift identifier: a letter or `_`, then letters, digits and `_`.
  public static func isWellFormed(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
    return name.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
  }

  /// Whether `name` is a Swift keyword: a property, parameter or case may not be called so without backticks.
  public static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

  /// Whether a member (a property, parameter, field or case) may be declared as `name`: well formed, no keyword.
  public static func isMember(_ name: String) -> Bool { isWellFormed(name) && !isKeyword(name) }

  /// Whether a type may be declared as `name`: well formed, no keyword, within ``maximumTypeLength``, and no
  /// type of the standard library, Foundation, UIKit, SnapKit or SwiftUI (nor one of their prefixes: `UI…`, `NS…`,
  /// `CG…`, `CA…` before a capital, SnapKit's `Constraint…`).
  public static func isType(_ name: String) -> Bool {
    isMember(name) && name.count <= maximumTypeLength && !isSDKType(name)
  }

  /// Whether `name` is, or is spelt like, a type of the SDK a generated file refers to or could shadow.
  ///
  /// A name ending in `Screen` is figsnap's own unless the SDK has it (`UIScreen`): the planner makes a screen named
  /// like an SDK type its own by that suffix (`UIView` → `UIViewScreen`, `UIView2Screen`).
  ///
  /// A SwiftUI preview (`UIViewScreen_Previews`) is its view's name with figsnap's `_Previews`, and is judged by it.
  public static func isSDKType(_ name: String) -> Bool {
    if name.hasSuffix(previewSuffix), name.count > previewSuffix.count {
      return isSDKType(String(name.dropLast(previewSuffix.count)))
    }
    if name.hasSuffix(ownSuffix) { return sdkTypes.contains(name) }
    let scalars = Array(name.unicodeScalars)
    if scalars.count > 2, ["UI", "NS", "CG", "CA"].contains(String(name.prefix(2))), ("A"..."Z").contains(scalars[2]) {
      return true
    }
    return name.hasPrefix("Constraint") || sdkTypes.contains(name)
  }

  /// `name` cut to `limit` characters (``maximumTypeLength`` unless said) by whole camel-case words before `suffix`
  /// (then by letters), so that it still ends in `suffix`.
  public static func fittedType(_ name: String, suffix: String, limit: Int = maximumTypeLength) -> String {
    guard name.count > limit else { return name }
    var stem = name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    while stem.count + suffix.count > limit {
      let cut = stem.lastIndex { $0.isUppercase }
      if let cut, cut > stem.startIndex {
        stem = String(stem[..<cut])
      } else {
        stem = String(stem.prefix(max(1, limit - suffix.count)))
      }
    }
    return stem + suffix
  }

  /// The end of the names the planner gives screens and components named like SDK types.
  private static let ownSuffix = "Screen"
  /// The end of a SwiftUI screen's preview provider.
  private static let previewSuffix = "_Previews"

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// Swift's keywords in declarations, statements, expressions and types, and the contextual ones that cannot
  /// name a stored property unescaped.
  private static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any",
    "Self", "Type", "Protocol", "await", "async", "_",
  ]

  /// Types of the standard library, Foundation, SnapKit and SwiftUI (UIKit's all begin with `UI` or `NS`) that a
  /// declaration in the module would hide, and the module names themselves.
  private static let sdkTypes: Set<String> = [
    // Modules.
    "Swift", "Foundation", "UIKit", "SnapKit", "SwiftUI", "Combine", "Observation", "CoreGraphics", "QuartzCore",
    // The standard library.
    "Any", "AnyObject", "AnyClass", "AnyHashable", "Array", "ArraySlice", "Bool", "Character", "ClosedRange",
    "Codable", "Collection", "Comparable", "CustomStringConvertible", "Decodable", "Dictionary", "Double",
    "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64",
    "Never", "Optional", "Range", "RawRepresentable", "Result", "Self", "Sendable", "Sequence", "Set", "String",
    "Substring", "Type", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Void", "CaseIterable", "Task", "Actor",
    "MainActor", "Float80", "Unicode", "KeyPath", "Mirror", "Duration", "Clock", "ContinuousClock",
    // Foundation.
    "AttributedString", "Bundle", "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateFormatter",
    "DateInterval", "Decimal", "FileManager", "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder", "Locale",
    "Measurement", "Notification", "NotificationCenter", "NumberFormatter", "ObservableObject", "OperationQueue",
    "ProcessInfo", "Published", "Thread", "TimeInterval", "TimeZone", "Timer", "URL", "URLComponents",
    "URLQueryItem", "URLRequest", "URLSession", "UUID", "UserDefaults", "Formatter", "Progress", "Operation",
    "DispatchQueue", "Selector", "CGFloat", "CGPoint", "CGSize", "CGRect",
    // The SDK's types that end in `Screen`, which the prefixes would not catch here.
    "UIScreen", "NSScreen",
    // SnapKit (its `Constraint…` types are a prefix).
    "LayoutConstraint", "ConstraintView",
    // SwiftUI's views.
    "AnyView", "AsyncImage", "Button", "Canvas", "Capsule", "Circle", "Color", "ColorPicker", "ContainerRelativeShape",
    "ContentUnavailableView", "ControlGroup", "DatePicker", "DisclosureGroup", "Divider", "EditButton", "Ellipse",
    "EmptyView", "ForEach", "Form", "Gauge", "GeometryReader", "Grid", "GridRow", "Group", "GroupBox", "HStack",
    "Image", "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack", "Link", "List", "Menu",
    "MultiDatePicker", "NavigationLink", "NavigationSplitView", "NavigationStack", "NavigationView", "OutlineGroup",
    "PasteButton", "Path", "Picker", "ProgressView", "Rectangle", "RenameButton", "RoundedRectangle", "ScrollView",
    "ScrollViewReader", "Section", "SecureField", "ShareLink", "Slider", "Spacer", "Stepper", "SubscriptionView",
    "TabView", "Table", "TableRow", "TableColumn", "Text", "TextEditor", "TextField", "TimelineView", "Toggle",
    "TupleView", "UnevenRoundedRectangle",
    "VStack", "ViewThatFits", "ZStack", "ModifiedContent", "AnyShape", "AnyLayout", "HStackLayout", "VStackLayout",
    "ZStackLayout", "GridLayout", "UIViewRepresentable", "UIViewControllerRepresentable", "EquatableView", "HelpLink",
    "TextFieldLink", "PhotosPicker", "VideoPlayer", "Map", "SpriteView", "SceneView", "SignInWithAppleButton",
    // SwiftUI's other types a generated file names.
    "View", "App", "Scene", "WindowGroup", "PreviewProvider", "Binding", "State", "StateObject", "ObservedObject",
    "Environment", "EnvironmentObject", "EnvironmentValues", "FocusState", "Namespace", "ViewBuilder",
    "ViewModifier", "Shape", "ShapeStyle", "InsettableShape", "Alignment", "HorizontalAlignment",
    "VerticalAlignment", "Edge", "EdgeInsets", "Angle", "Animation", "Transaction", "Font", "Gradient",
    "LinearGradient", "RadialGradient", "AngularGradient", "Material", "UnitPoint", "Axis", "ColorScheme",
    "LocalizedStringKey", "ToolbarItem", "ToolbarItemGroup", "ToolbarContent", "NavigationPath", "Visibility",
    "StrokeStyle", "FillStyle", "ContentMode", "Layout", "ButtonStyle", "ToggleStyle", "ListStyle",
    "TextFieldStyle", "PickerStyle", "LabelStyle", "ProgressViewStyle", "TabViewStyle", "ForegroundStyle",
    "BackgroundStyle", "AnyShapeStyle", "DynamicProperty",
  ]
}
