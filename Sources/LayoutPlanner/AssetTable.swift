import Decisions
import FigmaModel
import JSONText
import LayoutIR
import Semantics
import SwiftSource

/// The document's images, one name each: what every image view, control, bar item and list row shows by name.
///
/// A name comes from what the image is (an SF Symbol the rules chose, the main component of an icon instance), else
/// from its layer and the layers around it; two nodes drawn alike (``AssetContent``) get the same name, and two
/// drawn differently never do: the later one is numbered.
struct AssetTable {
  private(set) var assets: [AssetSpec] = []
  private var indexByKey: [String: Int] = [:]
  private var keyByName: [String: String] = [:]
  /// The SF Symbols the rules chose anywhere in the document: no exported image may take one's name, so a symbol is
  /// always called by its own (`UIImage(systemName:)` finds nothing else).
  private var symbolNames: Set<String> = []
  /// The nodes of each asset, by its index, to list a node once without searching the list.
  private var nodeSets: [Set<String>] = []
  /// The number to try first for a preferred name taken before: every lower one is taken too (names are never
  /// given back), so that thousands of images of one name are numbered in linear time.
  private var nextNumbers: [NumberedName: Int] = [:]

  /// A preferred name that is told apart by a number, and whether the names of SF Symbols are taken for it.
  private struct NumberedName: Hashable {
    let preferred: String
    let avoidsSymbols: Bool
  }

  /// An empty table.
  init() {}

  /// An empty table for the images of `tree`, its symbols' names reserved.
  init(tree: RuledTree) {
    func visit(_ node: RuledNode) {
      if let symbol = node.decisions.view?.value.symbol { symbolNames.insert(symbol) }
      node.children.forEach(visit)
    }
    for screen in tree.screens { visit(screen.root) }
  }

  /// The name of the image `node` shows.
  ///
  /// - Parameters:
  ///   - context: the names of the layers around it, nearest last, for an image its own layer does not name.
  ///   - fallback: what it stands for where no layer names it (a button's title).
  ///   - symbols: whether an SF Symbol may stand in for it (not where a name is data, as in a list's rows).
  mutating func name(for node: RuledNode, context: [String], fallback: String? = nil, symbols: Bool = true) -> String {
    let design = node.design
    let rendering = AssetContent.rendering(of: node)
    if symbols, let symbol = node.decisions.view?.value.symbol {
      return register(
        "symbol:" + symbol, preferred: symbol, design: design, kind: .symbol, rendering: .template,
        symbol: Self.symbolImage(for: node))
    }
    let key = AssetContent.key(of: node, rendering: rendering)
    let fill = AssetContent.imageFill(of: design)
    // A picture is an image fill; anything else the rules made an image is drawn art, exported as vectors.
    let isPicture = fill != nil
    let kind: AssetSpec.Kind = isPicture ? .raster : .vector
    return register(
      key, preferred: Self.preferredName(for: design, kind: kind, context: context, fallback: fallback),
      design: design, kind: kind, rendering: isPicture ? .original : rendering, imageRef: fill?.imageRef)
  }

  /// The asset with `name`, if one has it.
  func asset(named name: String) -> AssetSpec? {
    keyByName[name].flatMap { indexByKey[$0] }.map { assets[$0] }
  }

  private mutating func register(
    _ key: String, preferred: String, design: DesignNode, kind: AssetSpec.Kind, rendering: AssetSpec.Rendering,
    imageRef: String? = nil, symbol: SymbolImage? = nil
  ) -> String {
    if let index = indexByKey[key] {
      if nodeSets[index].insert(design.id).inserted { assets[index].nodes.append(design.id) }
      return assets[index].name
    }
    let numbered = NumberedName(preferred: preferred, avoidsSymbols: kind != .symbol)
    var name = preferred
    var number = nextNumbers[numbered] ?? 2
    while keyByName[name] != nil || (numbered.avoidsSymbols && symbolNames.contains(name)) {
      name = preferred + "-" + String(number)
      number += 1
    }
    if name != preferred { nextNumbers[numbered] = number }
    keyByName[name] = key
    indexByKey[key] = assets.count
    nodeSets.append([design.id])
    assets.append(
      AssetSpec(
        name: name, kind: kind, rendering: rendering, nodes: [design.id],
        size: Size(width: design.absolute.width, height: design.absolute.height), imageRef: imageRef, symbol: symbol))
    return name
  }

  /// The longest name, in characters; longer ones are cut at a word.
  static let maxLength = 40

  /// The name an image would have if no other image took it: `chevron-right`, `profile-header-image`.
  static func preferredName(for design: DesignNode, kind: AssetSpec.Kind, context: [String], fallback: String?)
    -> String
  {
    let kindWord = kind == .raster ? "image" : "icon"
    if let component = design.component, design.kind == .instance, let words = componentWords(component) {
      return joined(words, or: kindWord)
    }
    let own = meaningful(design.name)
    if !own.isEmpty { return joined(own, or: kindWord) }
    // "Success Icon" names its icon `success-icon`, not `success-icon-icon`.
    func kinded(_ words: [String]) -> [String] {
      genericWords.contains(words.last ?? "") ? words : words + [kindWord]
    }
    if let fallback, !meaningful(fallback).isEmpty {
      return joined(kinded(Array(meaningful(fallback).prefix(3))), or: kindWord)
    }
    if let around = context.reversed().lazy.map(meaningful).first(where: { !$0.isEmpty }) {
      return joined(kinded(Array(around.suffix(3))), or: kindWord)
    }
    return kindWord
  }

  /// A component's name as words: a variant's set name and its property values (`Icon/Arrow`, `Direction=Left` →
  /// arrow left), without a leading "icon".
  private static func componentWords(_ component: ComponentRef) -> [String]? {
    var words: [String] = []
    if let set = component.setName {
      words = NameWords.words(set)
      words += VariantCaseNames.properties(of: component.name ?? "").flatMap { NameWords.words($0.value) }
    } else {
      words = NameWords.words(component.name ?? "")
    }
    words = significant(words)
    while words.count > 1, iconWords.contains(words[0]) { words.removeFirst() }
    return words.isEmpty || words.allSatisfy(isGeneric) ? nil : words
  }

  /// The words of a layer name that say what it shows; none when every word is Figma's default or a generic one.
  static func meaningful(_ name: String) -> [String] {
    let words = significant(NameWords.words(name))
    return words.allSatisfy(isGeneric) ? [] : words
  }

  /// Words in lowercase ASCII, without a number that stands beside other words ("Frame 12" → frame); a word with no
  /// Latin letter or digit (a Cyrillic or CJK name) says nothing an asset name can spell.
  private static func significant(_ words: [String]) -> [String] {
    let spelt = words.map(ascii).filter { !$0.isEmpty }
    return spelt.count == 1 ? spelt : spelt.filter { !$0.allSatisfy(\.isNumber) }
  }

  private static let iconWords: Set<String> = ["icon", "icons", "ic", "ico"]

  private static func isGeneric(_ word: String) -> Bool {
    SwiftNaming.isDefaultWord(word) || genericWords.contains(word)
  }

  /// Words that name the kind of layer, not what it shows.
  private static let genericWords: Set<String> = iconWords.union([
    "image", "img", "images", "picture", "pic", "photo", "asset", "graphic", "svg",
    "button", "btn", "link", "span", "clip", "mask", "fill", "stroke", "outline", "symbol", "glyph", "bg",
    "background",
  ])

  /// Words joined by hyphens, in ASCII (accents dropped: "Início" → `inicio`), at most ``maxLength`` characters (cut
  /// at a word); `fallback` where none is left.
  private static func joined(_ words: [String], or fallback: String) -> String {
    var name = ""
    for word in words.map(ascii) where !word.isEmpty {
      let next = name.isEmpty ? word : name + "-" + word
      if next.count > maxLength, !name.isEmpty { break }
      name = String(next.prefix(maxLength))
    }
    return name.isEmpty ? fallback : name
  }

  /// A word in lowercase ASCII letters and digits: Latin letters lose their accents, anything else is left out.
  private static func ascii(_ word: String) -> String {
    var result = ""
    for character in word.lowercased() {
      if let folded = accentless[character] {
        result.append(folded)
      } else if character.isASCII, character.isLetter || character.isNumber {
        result.append(character)
      }
    }
    return result
  }

  private static let accentless: [Character: Character] = {
    var table: [Character: Character] = [:]
    for (plain, accented) in [
      ("a", "àáâãäåā"), ("c", "çćč"), ("e", "èéêëēė"), ("i", "ìíîïī"), ("n", "ñń"), ("o", "òóôõöøō"), ("u", "ùúûüū"),
      ("y", "ýÿ"), ("s", "śš"), ("z", "źżž"),
    ] {
      for character in accented { table[character] = Character(plain) }
    }
    return table
  }()

  /// An SF Symbol sized like the icon it replaces: the point size of its drawing's height, the weight of its strokes.
  static func symbolImage(for node: RuledNode) -> SymbolImage {
    // A symbol's size is its glyph's height; a flat mark's (a minus, a rule) is its width, as tall as the symbol draws.
    let bounds = AssetContent.glyphBounds(of: node)
    let glyph = bounds.height < bounds.width / 3 ? bounds.width : bounds.height
    var strokeWeight = 0.0
    AssetContent.visit(node) { part in
      if part.design.appearance.strokes.contains(where: \.visible) {
        strokeWeight = max(strokeWeight, part.design.appearance.strokeWeight)
      }
    }
    let ratio = glyph > 0 ? strokeWeight / glyph : 0
    let weight: FontWeight =
      switch ratio {
      case 0: .regular
      case ..<0.06: .light
      case ..<0.09: .regular
      case ..<0.12: .medium
      case ..<0.15: .semibold
      default: .bold
      }
    return SymbolImage(pointSize: max(1, glyph.rounded()), weight: weight)
  }
}
