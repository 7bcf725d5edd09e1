import Diagnostics
import JSONText

/// Tolerant reading of the small structured values: rectangles, sizes and colours.
extension FieldReader {
  /// A `Rectangle` `{x, y, width, height}`; nil for `null` (documented) or anything unusable (noted).
  ///
  /// A member that is not a number, beyond ±``maxCoordinate``, or a negative size makes the whole
  /// rectangle absent: half a box is no box.
  mutating func rect(_ value: JSONValue, _ field: String) -> Rect? {
    if value.isNull { return nil }
    guard value.kind == .object else {
      tolerate(field, value, expected: "a rectangle", used: "treated as absent")
      return nil
    }
    var rect = Rect.zero
    var problem: String?
    value.forEachMember { key, member in
      guard problem == nil, ["x", "y", "width", "height"].contains(key) else { return }
      let isPosition = key == "x" || key == "y"
      guard let number = member.double, Self.isUsable(number), isPosition || number >= 0 else {
        problem = "'\(key)' is \(Self.described(member))"
        return
      }
      switch key {
      case "x": rect.x = number
      case "y": rect.y = number
      case "width": rect.width = number
      default: rect.height = number
      }
    }
    if let problem {
      notes.add(field, found: "is not a usable rectangle", used: "treated as absent", detail: problem, at: value)
      return nil
    }
    return rect
  }

  /// A `Vector` size `{x: width, y: height}`; nil for `null` or anything unusable (noted).
  mutating func size(_ value: JSONValue, _ field: String) -> (width: Double, height: Double)? {
    if value.isNull { return nil }
    guard let object = object(value, field) else { return nil }
    var size = (width: 0.0, height: 0.0)
    var problem: String?
    object.forEachMember { key, member in
      guard problem == nil, key == "x" || key == "y" else { return }
      guard let number = member.double, Self.isUsable(number), number >= 0 else {
        problem = "'\(key)' is \(Self.described(member))"
        return
      }
      if key == "x" { size.width = number } else { size.height = number }
    }
    if let problem {
      notes.add(field, found: "is not a usable size", used: "treated as absent", detail: problem, at: value)
      return nil
    }
    return size
  }

  /// A `Color` `{r, g, b, a}` with each channel clamped to 0…1; nil for anything but an object (noted).
  mutating func color(_ value: JSONValue, _ field: String) -> RGBA? {
    guard let object = object(value, field) else { return nil }
    var color = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    object.forEachMember { key, channel in
      switch key {
      case "r": color.red = clamped(channel, "color.r", to: 0...1, default: 0)
      case "g": color.green = clamped(channel, "color.g", to: 0...1, default: 0)
      case "b": color.blue = clamped(channel, "color.b", to: 0...1, default: 0)
      case "a": color.alpha = clamped(channel, "color.a", to: 0...1, default: 1)
      default: break
      }
    }
    return color
  }
}
