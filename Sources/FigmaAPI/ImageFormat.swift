/// The format Figma renders a node in: `GET /v1/images/KEY?format=…`.
public enum ExportFormat: String, Sendable, Hashable {
  case pdf, svg, png

  /// Whether `bytes` look like a file of this format, so that an error page answered with HTTP 200 is not written
  /// as an image.
  public func matches(_ bytes: [UInt8]) -> Bool {
    switch self {
    case .pdf: return bytes.starts(with: Array("%PDF-".utf8))
    case .png: return bytes.starts(with: ImageFileType.pngSignature)
    case .svg: return String(decoding: bytes.prefix(1_024), as: UTF8.self).contains("<svg")
    }
  }
}

/// What kind of picture an image fill's file is, told by its first bytes, for the extension it is saved with.
public enum ImageFileType {
  /// The eight bytes every PNG file begins with.
  public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// `png`, `jpg` or `gif` by the file's magic number; `png` when it is none of them.
  public static func fileExtension(of bytes: [UInt8]) -> String {
    if bytes.starts(with: pngSignature) { return "png" }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "gif" }
    return "png"
  }
}
