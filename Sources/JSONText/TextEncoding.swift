/// The Unicode encodings JSON text may come in (RFC 8259 §8.1 asks for UTF-8; tools on Windows save UTF-16 with a
/// byte-order mark), and the UTF-8 the parser reads.
public enum TextEncoding: String, Sendable {
  case utf8 = "UTF-8"
  case utf16LittleEndian = "UTF-16 (little-endian)"
  case utf16BigEndian = "UTF-16 (big-endian)"
  case utf32LittleEndian = "UTF-32 (little-endian)"
  case utf32BigEndian = "UTF-32 (big-endian)"

  /// The encoding of JSON text `bytes`: by its byte-order mark, else by where the zero bytes of its first two
  /// characters are (JSON text starts with ASCII), else UTF-8.
  public static func of(_ bytes: [UInt8]) -> TextEncoding {
    func starts(_ prefix: [UInt8]) -> Bool {
      bytes.count >= prefix.count && Array(bytes.prefix(prefix.count)) == prefix
    }
    if starts([0xFF, 0xFE, 0, 0]) { return .utf32LittleEndian }
    if starts([0, 0, 0xFE, 0xFF]) { return .utf32BigEndian }
    if starts([0xFF, 0xFE]) { return .utf16LittleEndian }
    if starts([0xFE, 0xFF]) { return .utf16BigEndian }
    guard bytes.count >= 4 else { return .utf8 }
    switch (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0) {
    case (true, true, true, false): return .utf32BigEndian
    case (false, true, true, true): return .utf32LittleEndian
    case (true, false, true, false): return .utf16BigEndian
    case (false, true, false, true): return .utf16LittleEndian
    default: return .utf8
    }
  }

  /// `bytes` as UTF-8, with the encoding they were in: unchanged when they are UTF-8 already, else decoded (a
  /// byte-order mark dropped, an ill-formed sequence read as U+FFFD) and encoded again.
  public static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], encoding: TextEncoding) {
    let encoding = of(bytes)
    switch encoding {
    case .utf8: return (bytes, encoding)
    case .utf16LittleEndian, .utf16BigEndian:
      let big = encoding == .utf16BigEndian
      var units: [UInt16] = []
      units.reserveCapacity(bytes.count / 2)
      var index = 0
      while index + 1 < bytes.count {
        let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
        units.append(big ? first << 8 | second : second << 8 | first)
        index += 2
      }
      if units.first == 0xFEFF { units.removeFirst() }
      return (Array(String(decoding: units, as: UTF16.self).utf8), encoding)
    case .utf32LittleEndian, .utf32BigEndian:
      let big = encoding == .utf32BigEndian
      var scalars = String.UnicodeScalarView()
      var index = 0
      while index + 3 < bytes.count {
        let word = bytes[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let value = big ? word : word.byteSwapped
        if value != 0xFEFF || index > 0 { scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}") }
        index += 4
      }
      return (Array(String(scalars).utf8), encoding)
    }
  }
}
