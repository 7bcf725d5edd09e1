import LayoutIR
import Semantics
import SwiftSource

/// Swift property names for a screen's views, as a reviewer would write them.
///
/// A name is the layer's words in lowerCamelCase with its role's suffix (`submitButton`, `emailTextField`), at most
/// four words and ``maximumLength`` characters. A layer Figma named by default ("Frame 12", "Group 7") takes the words
/// of the text it shows instead. A name already taken, or one the class inherits (``ReservedNames``), is told apart
/// by what the view shows, then by its parent's name (`bluetoothTitleLabel`, `cardTitleLabel`), and only then by a
/// number.
struct SwiftNaming {
  /// The longest name figsnap makes.
  static let maximumLength = 40
  /// The most words a name keeps from its layer.
  static let maximumWords = 4

  /// What a name is made from.
  struct Request {
    /// The layer's name.
    var layer: String
    /// What the view is for; it chooses the suffix.
    var role: ViewRole
    /// The view's class: a team's `…Button` class is named as a button.
    var className: String
    /// A rule's own name, used as given when it is free.
    var preferred: String?
    /// The view's node, to name its children after it.
    var node: String?
    /// The parent's node.
    var parent: String?
    /// The text the view shows (a label's, or the first inside a container).
    var content: String?
    /// "row" or "column" for an auto-layout frame, which says more than Figma's "Frame".
    var layoutWord: String?
    /// Whether the view is a control named by what it says (`content` is then its label): words of its layer that
    /// say how it is drawn ("Input", "Icon", "Bg", "Primary") give way to the label.
    var isLabelledControl = false
    /// Whether the layer is named as its component or component set (an instance nobody renamed, "[m3:button]
    /// Button"): the name says what kind of view it is, not which one, and a control takes its label's words instead.
    var isNamedAsItsComponent = false
    /// Where the view sits in its parent ("topLeading", "center", "bottom"); nil in a parent of many children.
    ///
    /// It tells apart layers Figma named by default that show nothing to name them by (`topLeadingRectangleView`, not
    /// `rectangleView7`). Only a drawing is named so (``placedRoles``): a control or a progress bar is named for what
    /// it does, never for where it is.
    var place: String?
  }

  let scope: ReservedNames.Scope
  private var used: Set<String> = []
  /// Each named node's name without its suffix, for its children's context.
  private var bases: [String: String] = [:]
  /// Each named node's parent.
  private var parents: [String: String] = [:]
  /// The number to try first for a stem and suffix: every lower one is taken (names are never
  /// given back), so that a thousand views of one name are numbered in linear time.
  private var nextNumbers: [NumberedName: Int] = [:]

  /// A name that is told apart by a number.
  private struct NumberedName: Hashable {
    let stem: String?
    let suffix: String
  }

  init(scope: ReservedNames.Scope = .view) { self.scope = scope }

  /// Marks `name` as taken, for names the generated class declares itself.
  mutating func reserve(_ name: String) { used.insert(name) }

  /// A unique name for a view.
  mutating func name(for request: Request) -> String {
    if let node = request.node, let parent = request.parent { parents[node] = parent }
    if let preferred = request.preferred, isFree(preferred) {
      return take(preferred, base: preferred, for: request.node)
    }
    let suffix = Self.suffix(role: request.role, className: request.className)
    var words = Self.trimmed(Self.words(request.preferred ?? request.layer), suffix: suffix)
    var isDefault = words.allSatisfy(Self.isDefaultWord)
    // A text layer Figma named by its text, when that text is sample data ("ad@gmail.com", "+1 555 0100"), says
    // nothing of what the control is for.
    if request.isLabelledControl, request.preferred == nil, Self.looksLikeData(request.layer) { isDefault = true }
    if request.isLabelledControl, request.preferred == nil, request.isNamedAsItsComponent,
      request.content?.isEmpty == false
    {
      isDefault = true
    }
    if request.isLabelledControl, request.preferred == nil {
      // A control's layer often says how it is drawn ("Input Bg", "Senha Field Input Icon", "Primary"): what it is
      // for is in the rest of the name, or in its label.
      // A number tells such words apart ("Option 1"), and says nothing alone.
      let meaningful = words.filter { word in
        !Self.drawingWords.contains(word.lowercased()) && (word.allSatisfy(\.isNumber) || !Self.isDefaultWord(word))
      }
      if meaningful.allSatisfy({ $0.allSatisfy(\.isNumber) }) {
        if request.content?.isEmpty == false { isDefault = true }
      } else {
        words = meaningful
      }
    }
    // An auto-layout frame Figma named is a row or a column: that says more than "Frame".
    let layerWords =
      isDefault && request.layoutWord != nil ? [request.layoutWord ?? ""] : words.filter { !$0.allSatisfy(\.isNumber) }
    let content = request.content.flatMap { request.isLabelledControl && Self.looksLikeData($0) ? nil : $0 }
    let contentWords = content.map { Self.trimmed(Array(Self.words($0).prefix(3)), suffix: suffix) } ?? []
    if isDefault, let named = Self.wordsOfRole[request.role] {
      words = named
    } else if isDefault {
      // Figma's own names say nothing: the text the view shows does, else the kind of layer it was.
      words = contentWords.isEmpty ? layerWords : contentWords
    }
    let stem = words.isEmpty ? nil : Self.camel(words)
    let plain = stem.map { Self.fitted($0, suffix: suffix) } ?? SwiftName.lowerFirst(suffix)
    if isFree(plain) { return take(plain, base: stem ?? plain, for: request.node) }
    // Told apart by what it shows, then by where it is.
    var prefixes: [String] = []
    if !contentWords.isEmpty, contentWords.map({ $0.lowercased() }) != words.map({ $0.lowercased() }) {
      prefixes.append(Self.camel(contentWords))
    }
    // A parent named for the same kind of view says nothing more (`segmentedControlSegmentedControl`); the
    // grandparent comes after the parent.
    var ancestor = request.parent
    for _ in 0..<2 {
      guard let node = ancestor else { break }
      if let base = bases[node], !base.lowercased().hasSuffix(suffix.lowercased()) { prefixes.append(base) }
      ancestor = parents[node]
    }
    // A parent of the same name makes this one its inner one (`innerRotatedTilesView`, not
    // `rotatedTilesRotatedTilesView`).
    let said = (stem ?? "").lowercased()
    var combinations = prefixes.map { prefix in
      said.isEmpty || !prefix.lowercased().hasSuffix(said)
        ? prefix + (stem.map(SwiftName.upperFirst) ?? "") : "inner" + (stem.map(SwiftName.upperFirst) ?? "")
    }
    // A name UIKit already uses for a view (`inputView`) says what the view holds instead: `inputContainerView`.
    if let stem, ReservedNames.contains(plain, in: scope), suffix == "View" { combinations.append(stem + "Container") }
    // A wrapper Figma named ("Container") around the same text: `semInternetContainerView`.
    if let stem, layerWords != words, !layerWords.isEmpty {
      combinations.append(stem + layerWords.map { SwiftName.upperFirst($0.lowercased()) }.joined())
    }
    for combined in combinations {
      let candidate = Self.fitted(combined, suffix: suffix)
      if isFree(candidate) { return take(candidate, base: combined, for: request.node) }
    }
    // A layer with nothing of its own to name it by, told apart by where it is.
    if let place = request.place, isDefault, contentWords.isEmpty, Self.placedRoles.contains(request.role) {
      let placed = place + (stem.map(SwiftName.upperFirst) ?? "")
      let candidate = Self.fitted(placed, suffix: suffix)
      if isFree(candidate) { return take(candidate, base: placed, for: request.node) }
    }
    let numbered = NumberedName(stem: stem, suffix: suffix)
    var number = nextNumbers[numbered] ?? 2
    while true {
      let candidate =
        stem.map { Self.fitted($0, suffix: suffix + String(number)) } ?? SwiftName.lowerFirst(suffix) + String(number)
      number += 1
      if isFree(candidate) {
        nextNumbers[numbered] = number
        return take(candidate, base: stem ?? candidate, for: request.node)
      }
    }
  }

  /// A name for one of figsnap's own views (a scroll view, a spacer), told apart as any other.
  mutating func name(for layer: String, role: ViewRole, className: String, preferred: String? = nil) -> String {
    name(for: Request(layer: layer, role: role, className: className, preferred: preferred))
  }

  /// The name given to `node`, without its suffix.
  func base(of node: String) -> String? { bases[node] }

  /// Whether `name` is not taken, and a property may be declared so (a rule's own name may be anything).
  private func isFree(_ name: String) -> Bool { !used.contains(name) && !ReservedNames.contains(name, in: scope) }

  private mutating func take(_ name: String, base: String, for node: String?) -> String {
    used.insert(name)
    if let node { bases[node] = base }
    return name
  }

  /// The roles of views told apart by where they are: what draws, not what does.
  private static let placedRoles: Set<ViewRole> = [.container, .stack, .image, .icon]

  /// What a view of a role is called where its layer's name says nothing: a bar by its kind, a stepper by what it
  /// almost always counts.
  private static let wordsOfRole: [ViewRole: [String]] = [
    .navigationBar: ["navigation", "Bar"], .tabBar: ["tab", "Bar"], .stepper: ["quantity"],
  ]

  /// The suffix a view's name ends in.
  static func suffix(role: ViewRole, className: String) -> String {
    role.nameSuffix ?? (className.hasSuffix("Button") ? "Button" : "View")
  }

  /// The words of a layer name, with the role's own word dropped from the end where the suffix says it again
  /// ("Email Field" is `emailTextField`, "Submit Btn" `submitButton`), and stop words dropped from a long name.
  private static func trimmed(_ words: [String], suffix: String) -> [String] {
    var words = words
    let repeats = suffixWords[suffix] ?? []
    while let last = words.last?.lowercased(), repeats.contains(last) { words.removeLast() }
    // "Button - CTA - Variables" is `ctaVariablesButton`.
    while words.count > 1, let first = words.first?.lowercased(), repeats.contains(first) { words.removeFirst() }
    // "A line of text" is `lineLabel`; "Log In" and "Sign Up" keep their particle.
    while words.count > 1, let last = words.last?.lowercased(), danglingWords.contains(last) { words.removeLast() }
    while words.count > 1, let first = words.first?.lowercased(), ["a", "an", "the"].contains(first) {
      words.removeFirst()
    }
    if words.count > maximumWords {
      let kept = words.filter { !stopWords.contains($0.lowercased()) }
      if !kept.isEmpty { words = kept }
    }
    return Array(words.prefix(maximumWords))
  }

  /// `base` with `suffix`, shortened by whole words (then letters) to ``maximumLength``.
  private static func fitted(_ base: String, suffix: String) -> String {
    var base = base
    while base.count + suffix.count > maximumLength {
      let parts = camelParts(base)
      if parts.count > 1 {
        base = parts.dropLast().joined()
      } else {
        base = String(base.prefix(max(1, maximumLength - suffix.count)))
        break
      }
    }
    return base + suffix
  }

  /// The ASCII words of a name (``NameWords``), with a leading digit made safe.
  static func words(_ name: String) -> [String] { NameWords.words(name) }

  /// An acronym keeps its capitals (`otpTextField`, `sendOTPButton`); a shouted word does not (`semInternetView`).
  private static func normalizedCase(_ word: String) -> String {
    word.count > 3 && word.allSatisfy(\.isUppercase) ? word.prefix(1) + word.dropFirst().lowercased() : word
  }

  private static func camel(_ words: [String]) -> String {
    let words = words.map(normalizedCase)
    var camel = SwiftName.lowerCamel(words.map(normalizedCase))
    if let first = camel.first, first.isNumber { camel = "item" + camel }
    return camel
  }

  private static func camelParts(_ name: String) -> [String] {
    var parts: [String] = []
    for character in name {
      if character.isUppercase || parts.isEmpty {
        parts.append(String(character))
      } else {
        parts[parts.count - 1].append(character)
      }
    }
    return parts
  }

  /// Whether a word is one of the names Figma gives new layers, or a number after one.
  static func isDefaultWord(_ word: String) -> Bool { NameWords.isFigmaDefault(word) }

  /// Whether `text` is sample data a design shows, not a name: an address, a link, a number, an amount, a time.
  static func looksLikeData(_ text: String) -> Bool {
    let digits = text.filter(\.isNumber).count
    let letters = text.filter(\.isLetter).count
    return text.contains("@") || text.contains("://") || text.lowercased().hasPrefix("www.")
      || digits > 0
        && digits * 2 >= letters
  }

  /// Words of a control's layer name that say how it is drawn or which state it shows, not what it is for.
  private static let drawingWords: Set<String> = [
    "icon", "input", "inp", "bg", "background", "field", "link", "cta", "primary", "secondary", "tertiary", "btn",
    "button", "active", "inactive", "default", "base", "fill", "filled", "outline", "outlined", "normal",
    "enabled", "disabled", "selected", "unselected", "pressed", "hover", "focused", "large", "small", "medium", "lg",
    "md", "sm", "xl", "comp", "control", "ctrl", "tab", "main", "style",
    "variant", "type", "size", "left", "right", "leading", "trailing", "with", "without", "w", "wo",
  ]

  private static let suffixWords: [String: Set<String>] = [
    "Label": ["label", "lbl", "text", "txt"], "Button": ["button", "btn"], "ImageView": ["image", "img", "imageview"],
    "TextField": ["field", "input", "textfield", "text"], "TextView": ["textview", "text", "area"],
    "View": ["view"], "CollectionView": ["list", "collection", "collectionview"], "Switch": ["switch", "toggle"],
    "StackView": ["stack", "stackview"], "SegmentedControl": ["segmented", "control", "segments", "tabs"],
    "PageControl": ["page", "control", "dots", "indicator"], "Slider": ["slider"], "Stepper": ["stepper", "counter"],
    "ProgressView": ["progress", "bar"],
    "ScrollView": ["scroll", "scrollview"], "Guide": ["guide"],
  ]

  private static let danglingWords: Set<String> = [
    "a", "an", "the", "of", "to", "for", "and", "or", "with", "your", "our", "my", "de", "da", "do", "e", "des", "du",
  ]

  /// What a captured web page's root is named for its markup, not for the screen it is.
  private static let markupRootWords: Set<String> = ["background", "body", "bg", "root", "margin"]

  /// Whether a screen's name (or what it shows) in these words names no screen: Figma's defaults and markup.
  static func saysNothingOfAScreen(_ words: [String]) -> Bool {
    words.allSatisfy { isDefaultWord($0) || markupRootWords.contains($0.lowercased()) }
  }

  private static let stopWords: Set<String> = [
    "a", "an", "the", "to", "of", "and", "or", "for", "in", "on", "at", "with", "your", "our", "my", "you", "we", "is",
    "are", "be", "this", "that", "de", "da", "do", "e", "la", "le", "el", "des", "du", "und", "der", "die",
  ]

  /// A type name from a screen name: "Order Form" → "OrderFormView"; a frame Figma named ("Frame 12"), or a captured
  /// web page's root named for its markup ("Background", "Body"), is named after the first text it shows.
  static func typeName(for screenName: String, content: String? = nil) -> String {
    var words = trimmed(words(screenName), suffix: "View")
    if saysNothingOfAScreen(words), let content {
      let contentWords = trimmed(Array(Self.words(content).prefix(3)), suffix: "View")
      if !contentWords.isEmpty { words = contentWords }
    }
    var name = words.map { SwiftName.upperFirst(normalizedCase($0)) }.joined()
    if name.isEmpty || (name.first?.isNumber ?? false) { name = "Screen" + name }
    return SwiftIdentifier.fittedType(name.hasSuffix("View") ? name : name + "View", suffix: "View")
  }

  /// `name` (from ``typeName(for:content:)``) made safe to declare beside the SDK and the views' classes.
  ///
  /// A name an SDK type has or could have (``isReservedTypeName(_:)``) or that a view's class
  /// uses gets the suffix `Screen` (`UIView` → `UIViewScreen`). A name another screen took (ignoring case: `screens`
  /// holds the taken names lowercased) adds the words of the first text the screen shows (`ContainerTripsView`), so
  /// that it does not change when screens are added; only a screen that shows the same is numbered before its `View`
  /// or `Screen` suffix (`OrderForm2View`).
  static func screenTypeName(
    _ name: String, content: String? = nil, viewClasses: Set<String>, screens: Set<String>
  ) -> String {
    let base =
      isReservedTypeName(name) || viewClasses.contains(name)
      ? SwiftIdentifier.fittedType(name + "Screen", suffix: "Screen") : name
    let suffix = ["View", "Screen"].first { base.hasSuffix($0) } ?? ""
    let stem = String(base.dropLast(suffix.count))
    func isTaken(_ candidate: String) -> Bool {
      screens.contains(candidate.lowercased()) || viewClasses.contains(candidate)
    }
    guard isTaken(base) else { return base }
    let contentWords = content.map { trimmed(Array(words($0).prefix(3)), suffix: "View") } ?? []
    let told = stem + contentWords.map { SwiftName.upperFirst(normalizedCase($0)) }.joined()
    if !contentWords.isEmpty, !isTaken(told + suffix) { return told + suffix }
    var number = 2
    while isTaken(stem + String(number) + suffix) { number += 1 }
    return stem + String(number) + suffix
  }

  /// Whether a generated type may not be called `name`: what ``SwiftIdentifier/isType(_:)`` refuses (keywords,
  /// the SDK's types, names too long for a file), or a helper view a generated file declares itself.
  static func isReservedTypeName(_ name: String) -> Bool {
    !SwiftIdentifier.isType(name) || helperTypes.contains(name)
  }

  /// The helper views a generated file declares for its decorations.
  private static let helperTypes: Set<String> = ["ShapeLayerView", "GradientLayerView"]

}
