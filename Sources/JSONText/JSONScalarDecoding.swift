/// Decodes the contents of a JSON string that contains escapes.
enum JSONStringDecoding {
  static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        output.append(byte)
        index += 1
        continue
      }
      let code = bytes[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = hex4(bytes, at: index)
        index += 4
        if (0xD800..<0xDC00).contains(scalar), index + 5 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          let low = hex4(bytes, at: index + 2)
          if (0xDC00..<0xE000).contains(low) {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            index += 6
          }
        }
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        output.append(contentsOf: Array(String(character).utf8))
      default: output.append(code)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 where start + offset < bytes.count {
      let byte = bytes[start + offset] | 0x20
      let digit = byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : byte &- UInt8(ascii: "a") &+ 10
      value = value << 4 | UInt32(digit & 0xF)
    }
    return value
  }
}

/// Decodes a JSON number already checked by the parser.
///
/// Numbers with at most 15 significant digits and a small exponent are exact as one
/// multiplication or division by a power of ten; anything else goes through the standard library.
enum JSONNumberParsing {
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index = 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    var simple = true
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
      if mantissa != 0 { digits += 1 }
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
        if mantissa != 0 { digits += 1 }
        exponent -= 1
        index += 1
      }
    }
    if index < bytes.count { simple = false }
    if simple, digits <= 15, exponent >= -22 {
      let magnitude = exponent == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[-exponent]
      return negative ? -magnitude : magnitude
    }
    return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
  }
}
