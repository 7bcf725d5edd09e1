import Diagnostics
import Foundation
import Pipeline
import TestSupport
import Testing

/// A design saved as UTF-16 is the design: the same Swift and the same findings at the same lines, with a note that
/// says how it was read.
@Suite struct TextEncodingRunTests {
  @Test func aUTF16DesignGeneratesWhatItsUTF8TextDoes() throws {
    let utf8 = try Paths.bytes(Paths.package("examples/order-form/design.json"))
    let text = String(decoding: utf8, as: UTF8.self)
    let utf16 = [0xFF, 0xFE] + Array(try required(text.data(using: .utf16LittleEndian)))
    let runner = PipelineCache.runner("default")
    func run(_ bytes: [UInt8]) throws -> Pipeline.Result {
      try Pipeline.run(Pipeline.Request(bytes: bytes, source: "design.json", runner: runner, through: .emitted))
    }
    let (plain, wide) = (try run(utf8), try run(utf16))
    verify(wide.files.map(\.contents), equals: plain.files.map(\.contents))
    let note = "the file is UTF-16 (little-endian) text, read as UTF-8 (JSON's own encoding)"
    verify(wide.findings.filter { $0.message.description != note }, equals: plain.findings)
    verify(wide.findings.contains { $0.message.description == note && $0.severity == .note })
  }
}
