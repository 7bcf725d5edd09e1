import Foundation
import JSONText
import TestSupport
import Testing

/// JSON saved in another Unicode encoding than UTF-8 (PowerShell's `>` writes UTF-16 with a byte-order mark) is read
/// as the text it is.
@Suite struct TextEncodingTests {
  private let text = #"{"name": "Café ☕ 𝄞", "id": "1:2"}"#

  @Test(arguments: [
    (String.Encoding.utf16LittleEndian, [0xFF, 0xFE] as [UInt8], TextEncoding.utf16LittleEndian),
    (.utf16BigEndian, [0xFE, 0xFF], .utf16BigEndian),
    (.utf16LittleEndian, [], .utf16LittleEndian),
    (.utf16BigEndian, [], .utf16BigEndian),
    (.utf32LittleEndian, [0xFF, 0xFE, 0, 0], .utf32LittleEndian),
    (.utf32BigEndian, [], .utf32BigEndian),
  ])
  func readsOtherUnicodeEncodingsAsUTF8(encoding: String.Encoding, mark: [UInt8], expected: TextEncoding) throws {
    let bytes = mark + Array(try required(text.data(using: encoding)))
    let read = TextEncoding.utf8(bytes)
    verify(read.encoding, equals: expected)
    verify(String(decoding: read.bytes, as: UTF8.self), equals: text)
    verify(try JSONDocument(bytes: read.bytes).root["name"]?.string, equals: "Café ☕ 𝄞")
  }

  @Test func leavesUTF8AsItIs() {
    let bytes = Array(text.utf8)
    verify(TextEncoding.utf8(bytes).encoding, equals: .utf8)
    verify(TextEncoding.utf8(bytes).bytes, equals: bytes)
    // A UTF-8 byte-order mark is the parser's to skip; short input is UTF-8.
    verify(TextEncoding.of([0xEF, 0xBB, 0xBF] + bytes), equals: .utf8)
    verify(TextEncoding.of(Array("1".utf8)), equals: .utf8)
  }
}
