import Foundation
public import JSONText

/// Mutates a Figma response the way a broken exporter, a hand edit or an attacker would, while keeping it JSON:
/// values replaced by `null`, a wrong type, huge, negative, tiny or non-finite numbers, enum values swapped for
/// others, members removed, nodes buried under hundreds of frames, children arrays made thousands wide, and ids,
/// names and texts that try to end a comment, that are Swift keywords or SDK type names, or that are huge.
///
/// Deterministic: the same tree and generator state give the same mutant.
public struct StructuredMutator {
  /// One way of changing the tree.
  public enum Mutation: String, CaseIterable, Sendable {
    case null, wrongType, extremeNumber, nonFinite, enumValue, removal, deepNesting, wideChildren, hostileText
  }

  /// A mutant: its bytes and what was done, for a failure message.
  public struct Mutant {
    public var bytes: [UInt8]
    public var changes: [String]
  }

  /// Members whose values are enums in the Figma schema, and values to put there: valid ones of other enums,
  /// lower case, empty, junk.
  private static let enumKeys: Set<String> = [
    "type", "layoutMode", "layoutWrap", "layoutAlign", "layoutPositioning", "layoutSizingHorizontal",
    "layoutSizingVertical", "primaryAxisAlignItems", "counterAxisAlignItems", "primaryAxisSizingMode",
    "counterAxisSizingMode", "textAutoResize", "textAlignHorizontal", "textAlignVertical", "blendMode",
    "overflowDirection", "strokeAlign", "scaleMode", "textCase", "textDecoration",
  ]
  private static let enumValues = [
    "FRAME", "TEXT", "INSTANCE", "COMPONENT", "GROUP", "VECTOR", "RECTANGLE", "ELLIPSE", "SECTION", "CANVAS",
    "DOCUMENT", "HORIZONTAL", "VERTICAL", "GRID", "NONE", "WRAP", "STRETCH", "INHERIT", "ABSOLUTE", "AUTO",
    "FILL", "HUG", "FIXED", "MIN", "MAX", "CENTER", "SPACE_BETWEEN", "BASELINE", "WIDTH_AND_HEIGHT", "HEIGHT",
    "TRUNCATE", "JUSTIFIED", "BOTH", "horizontal", "", "\u{0}", "🙂", "A_VALUE_FROM_A_LATER_API",
  ]
  private static let extremeNumbers: [Double] = [
    1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0, -0.0,
    Double(1 << 53) + 2, -1, 2_147_483_648,
  ]
  /// A number no input holds, rendered and then replaced in the text by a non-finite spelling.
  private static let nonFiniteMark = 987_654_321.5
  private static let nonFiniteTexts = ["1e999", "-1e999", "1e-999", "-0e0", "123456789012345678901234567890"]

  /// Members whose text reaches generated Swift: as a comment (ids, names), a name (names, texts of unnamed
  /// frames), or a literal (texts).
  private static let textKeys: Set<String> = ["id", "name", "characters", "componentId"]
  /// Texts an attacker or an unlucky designer writes there: line breaks and Swift after them, control and
  /// bidirectional characters, keywords, SDK type names, and names far longer than a file name may be.
  public static let hostileTexts: [String] = [
    "1:2\nimport UIKit\ntypealias UILabel = PwnedLabel\n//", "x\r\nclass Pwned {}", "a\u{2028}b\u{2029}c",
    "\u{202E}evil\u{2066}", "\u{85}\u{1B}[2J", "default", "case", "in", "self", "init", "class", "return", "Type",
    "_", "Scroll", "Tab", "Empty", "Any", "Progress", "Navigation", "Tuple", "Content Unavailable", "Text", "Button",
    "List", "Color", "URL", "Int", "String", "UIView", "ConstraintMaker", "*/ /*", "\"\\\"", "",
    String(repeating: "A", count: 300), String(repeating: "Long ", count: 600),
  ]

  /// Nodes a widened children array may hold, counting their descendants.
  private static let wideNodes = 500

  private var mixer: SplitMix64

  /// Creates a mutator drawing from `seed`.
  public init(seed: UInt64) { mixer = SplitMix64(seed: seed) }

  /// `tree` with one to `most` mutations applied.
  public mutating func mutate(_ tree: JSONOutput, most: Int = 3) -> Mutant {
    var mutated = tree
    var changes: [String] = []
    var nonFinite: [String] = []
    for _ in 0...mixer.next(most) {
      let mutation = Mutation.allCases[mixer.next(Mutation.allCases.count)]
      let candidates = JSONTree.values(in: mutated).filter { Self.fits(mutation, at: $0.path, value: $0.value) }
      guard !candidates.isEmpty else { continue }
      let (path, original) = candidates[mixer.next(candidates.count)]
      guard let (changed, note) = apply(mutation, at: path, of: original, in: mutated, nonFinite: &nonFinite) else {
        continue
      }
      mutated = changed
      changes.append("\(mutation.rawValue) at \(JSONTree.describe(path))\(note)")
    }
    var text = mutated.renderedCompact()
    let mark = NumberText.format(Self.nonFiniteMark)
    for spelling in nonFinite {
      guard let range = text.range(of: mark) else { break }
      text.replaceSubrange(range, with: spelling)
    }
    return Mutant(bytes: Array(text.utf8), changes: changes)
  }

  /// Nodes in `value`: objects with a `type`, at any depth.
  private static func nodeCount(_ value: JSONOutput) -> Int {
    switch value {
    case .object(let members):
      return (members["type"] != nil ? 1 : 0) + members.values.map(nodeCount).reduce(0, +)
    case .array(let items): return items.map(nodeCount).reduce(0, +)
    default: return 0
    }
  }

  /// Whether `mutation` can change the value at `path`: enum swaps need an enum member, removals a member, nesting
  /// and widening a node.
  private static func fits(_ mutation: Mutation, at path: [JSONTree.Step], value: JSONOutput) -> Bool {
    switch mutation {
    case .enumValue:
      guard case .member(let key)? = path.last else { return false }
      return enumKeys.contains(key)
    case .hostileText:
      guard case .member(let key)? = path.last, case .string = value else { return false }
      return textKeys.contains(key)
    case .removal:
      guard case .member? = path.last else { return false }
      return true
    case .deepNesting, .wideChildren:
      guard case .object(let node) = value, node["type"] != nil else { return false }
      if mutation == .wideChildren, case .array(let children)? = node["children"] { return !children.isEmpty }
      return mutation == .deepNesting && node["id"] != nil
    default:
      return true
    }
  }

  private mutating func apply(
    _ mutation: Mutation, at path: [JSONTree.Step], of original: JSONOutput, in tree: JSONOutput,
    nonFinite: inout [String]
  ) -> (JSONOutput, String)? {
    switch mutation {
    case .null:
      return (JSONTree.replacing(tree, at: path[...], with: .null), "")
    case .wrongType:
      let others = [JSONOutput.string("x"), .bool(true), .array([]), .object([:]), .number(7)].filter {
        JSONTree.kind($0) != JSONTree.kind(original)
      }
      return (JSONTree.replacing(tree, at: path[...], with: others[mixer.next(others.count)]), "")
    case .extremeNumber:
      let number = Self.extremeNumbers[mixer.next(Self.extremeNumbers.count)]
      return (JSONTree.replacing(tree, at: path[...], with: .number(number)), " = \(NumberText.format(number))")
    case .nonFinite:
      let spelling = Self.nonFiniteTexts[mixer.next(Self.nonFiniteTexts.count)]
      nonFinite.append(spelling)
      return (JSONTree.replacing(tree, at: path[...], with: .number(Self.nonFiniteMark)), " = \(spelling)")
    case .hostileText:
      let value = Self.hostileTexts[mixer.next(Self.hostileTexts.count)]
      return (JSONTree.replacing(tree, at: path[...], with: .string(value)), " = \(value.debugDescription.prefix(40))")
    case .enumValue:
      let value = Self.enumValues[mixer.next(Self.enumValues.count)]
      return (JSONTree.replacing(tree, at: path[...], with: .string(value)), " = \"\(value)\"")
    case .removal:
      return (JSONTree.replacing(tree, at: path[...], with: nil), "")
    case .deepNesting:
      guard case .object(let node) = original else { return nil }
      let depth = 20 + mixer.next(200)
      var buried = original
      for level in 0..<depth {
        var frame = node.filter { ["absoluteBoundingBox", "absoluteRenderBounds"].contains($0.key) }
        frame["id"] = .string("deep:\(level)")
        frame["type"] = .string("FRAME")
        frame["name"] = .string("Deep \(level)")
        frame["children"] = .array([buried])
        buried = .object(frame)
      }
      return (JSONTree.replacing(tree, at: path[...], with: buried), " (\(depth) levels)")
    case .wideChildren:
      guard case .object(let node) = original, case .array(let children)? = node["children"], !children.isEmpty
      else { return nil }
      // Wide, yet small enough that a debug build gets through it in seconds: at most ``wideNodes`` nodes added.
      let perChild = max(1, children.map(Self.nodeCount).reduce(0, +) / children.count)
      let width = min(50 + mixer.next(1_000), max(children.count + 1, Self.wideNodes / perChild))
      let wide = (0..<width).map { children[$0 % children.count] }
      return (JSONTree.replacing(tree, at: path + [.member("children")], with: .array(wide)), " (\(width) children)")
    }
  }
}
