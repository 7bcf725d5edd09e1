import LayoutIR
import SwiftSource

/// A modifier of a generated SwiftUI view: the ones that change layout as values the layout model reads, the rest
/// as the source text they print.
enum SwiftUIModifier: Sendable, Hashable {
  /// Printed after a dot, no layout effect: `font(.body)`, `foregroundStyle(.secondary)`.
  case call(String)
  /// `.frame(width:height:alignment:)`; nil leaves an axis to the content.
  /// `symbols` spell the lengths that are number tokens.
  case frame(
    width: Double?, height: Double?, alignment: SwiftUIView.Alignment2D, symbols: SizeSymbols = SizeSymbols())
  /// `.frame(minHeight:alignment:)`: at least the design's height, taller when the content is (text at a larger
  /// text size).
  case minHeight(Double, alignment: SwiftUIView.Alignment2D, symbol: String? = nil)
  /// `.frame(maxWidth: .infinity, maxHeight: .infinity, alignment:)` in the axes marked.
  case fill(width: Bool, height: Bool, alignment: SwiftUIView.Alignment2D)
  /// `.padding(…)`; `symbols` spell the sides that are number tokens.
  case padding(EdgeInsets, symbols: EdgeSymbols = EdgeSymbols())
  case offset(x: Double, y: Double)
  /// `.fixedSize(horizontal:vertical:)`: a hugging stack at its content's ideal size, so the children that fill it
  /// take the width (or height) of the largest of the others, as Figma's hug does.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `.ignoresSafeArea(edges:)` over the top or bottom edge; `.ignoresSafeArea(.container, edges:)` for a view that
  /// `avoidsKeyboard` (it scrolls or takes text input): the keyboard's safe area still moves it up.
  case ignoresSafeArea(top: Bool, bottom: Bool, avoidsKeyboard: Bool)
  /// A modifier with a `@ViewBuilder` closure: `overlay { … }`, `toolbar { … }`; no layout effect.
  case closure(String, [SwiftUIView])

  /// About how many lines the modifier takes: one, or its closure's.
  var lines: Int {
    guard case .closure(_, let views) = self else { return 1 }
    return 2 + views.reduce(0) { $0 + $1.usageLines }
  }

  /// Prints the modifier.
  func write(into writer: inout SwiftWriter) {
    switch self {
    case .call(let text): writer.line("." + text)
    case .frame(let width, let height, let alignment, let symbols):
      var arguments: [String] = []
      if let width { arguments.append("width: \(symbols.width ?? SwiftLiteral.number(width))") }
      if let height { arguments.append("height: \(symbols.height ?? SwiftLiteral.number(height))") }
      if alignment != .center { arguments.append("alignment: \(alignment.swift)") }
      writer.line(".frame(\(arguments.joined(separator: ", ")))")
    case .fill(let width, let height, let alignment):
      var arguments: [String] = []
      if width { arguments.append("maxWidth: .infinity") }
      if height { arguments.append("maxHeight: .infinity") }
      if alignment != .center { arguments.append("alignment: \(alignment.swift)") }
      writer.line(".frame(\(arguments.joined(separator: ", ")))")
    case .minHeight(let height, let alignment, let symbol):
      let place = alignment != .center ? ", alignment: \(alignment.swift)" : ""
      writer.line(".frame(minHeight: \(symbol ?? SwiftLiteral.number(height))\(place))")
    case .padding(let insets, let symbols): writer.line(".padding(\(Self.padding(insets, symbols: symbols)))")
    case .offset(let x, let y):
      var arguments: [String] = []
      if x != 0 { arguments.append("x: \(SwiftLiteral.number(x))") }
      if y != 0 { arguments.append("y: \(SwiftLiteral.number(y))") }
      writer.line(".offset(\(arguments.joined(separator: ", ")))")
    case .fixedSize(let horizontal, let vertical):
      writer.line(".fixedSize(horizontal: \(horizontal), vertical: \(vertical))")
    case .ignoresSafeArea(let top, let bottom, let avoidsKeyboard):
      var arguments = avoidsKeyboard ? [".container"] : []
      if !(top && bottom) { arguments.append(top ? "edges: .top" : "edges: .bottom") }
      writer.line(".ignoresSafeArea(\(arguments.joined(separator: ", ")))")
    case .closure(let name, let views):
      writer.block(".\(name) {") { inner in
        for view in views { view.write(into: &inner) }
      }
    }
  }

  /// The arguments of `.padding`: one length, an edge set and a length, or `EdgeInsets`.
  static func padding(_ insets: EdgeInsets, symbols: EdgeSymbols = EdgeSymbols()) -> String {
    let number = SwiftLiteral.number
    // A side left at 0 (one a hugging axis does not pad) is no token.
    func side(_ value: Double, _ symbol: String?) -> String { value == 0 ? number(0) : symbol ?? number(value) }
    let (top, leading, bottom, trailing) = (
      side(insets.top, symbols.top), side(insets.leading, symbols.leading), side(insets.bottom, symbols.bottom),
      side(insets.trailing, symbols.trailing)
    )
    if top == leading && top == bottom && top == trailing { return top }
    let zero = number(0)
    let sides: [(String, String)] = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    let nonZero = sides.filter { $0.1 != zero }
    if nonZero.count == 1, let side = nonZero.first { return ".\(side.0), \(side.1)" }
    if top == zero && bottom == zero && leading == trailing { return ".horizontal, \(leading)" }
    if leading == zero && trailing == zero && top == bottom { return ".vertical, \(top)" }
    return "EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
  }

  /// Whether the modifier changes where or how large the view is.
  var affectsLayout: Bool {
    switch self {
    case .call, .closure: false
    case .frame, .minHeight, .fill, .padding, .offset, .fixedSize, .ignoresSafeArea: true
    }
  }
}

/// The Swift symbols of the sides of a padding that are number tokens (`Spacing.medium`); nil sides are numbers.
struct EdgeSymbols: Sendable, Hashable {
  var top: String?
  var leading: String?
  var bottom: String?
  var trailing: String?
}

/// The Swift symbols of a frame's width and height where they are number tokens (`Size.avatar`); nil ones are numbers.
struct SizeSymbols: Sendable, Hashable {
  var width: String?
  var height: String?
}
