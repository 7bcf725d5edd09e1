/// The body of an answer as it arrives, up to a byte cap.
///
/// Both transports feed their answers through it, so they refuse the same answers the same way: as soon as the
/// length announced or the bytes received pass the cap.
struct ResponseBody: Sendable {
  /// The most bytes accepted.
  let maxBytes: Int
  /// The bytes received so far.
  private(set) var bytes: [UInt8] = []
  /// Why the body was refused, once it was.
  private(set) var refusal: HTTPFailure?

  init(maxBytes: Int) { self.maxBytes = maxBytes }

  /// Notes the length the answer announces; false, and refused, when it is more than the cap.
  mutating func announce(_ length: Int) -> Bool {
    guard refusal == nil, length <= maxBytes else {
      refusal = refusal ?? .tooLarge(announced: length)
      return false
    }
    return true
  }

  /// Appends `chunk`; false, and refused, when the body would pass the cap (the chunk is not kept).
  mutating func append(_ chunk: some Collection<UInt8>) -> Bool {
    guard refusal == nil, chunk.count <= maxBytes - bytes.count else {
      refusal = refusal ?? .tooLarge(announced: nil)
      return false
    }
    bytes.append(contentsOf: chunk)
    return true
  }
}
