/// How often the layers that use each design style draw it in each value.
///
/// A design file names its styles (colour, text) but does not give their values: a style's token is the value its
/// layers draw it in most, and the others are worth a warning. Values are told apart by `Key` (a colour's hex and
/// alpha, a font's family, size and weight); each keeps the first `Value` drawn with it.
struct StyleUses<Key: Hashable, Value> {
  /// One value of a style: how many layers draw it, and the first of them.
  struct Use {
    var key: Key
    var value: Value
    var count: Int
    var node: String
  }

  private var uses: [String: [Key: Use]] = [:]

  /// Counts a layer `node` drawing `style` as `value`, told apart from the style's other values by `key`.
  mutating func add(_ value: Value, key: Key, style: String, node: String) {
    uses[style, default: [:]][key, default: Use(key: key, value: value, count: 0, node: node)].count += 1
  }

  /// Each style, by name, with its values, the most used first (a tie broken by `order`).
  func ranked(by order: (Key, Key) -> Bool) -> [(style: String, values: [Use])] {
    uses.sorted { $0.key < $1.key }.map { style, values in
      let ranked = values.values.sorted { first, second in
        first.count != second.count ? first.count > second.count : order(first.key, second.key)
      }
      return (style, ranked)
    }
  }
}
