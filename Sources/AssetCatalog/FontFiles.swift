public import Diagnostics
import Foundation
import Semantics

/// The font files of a folder that provide the fonts an asset manifest lists (``ExportManifest/fonts``), for the
/// app's `UIAppFonts`: a file provides a font whose family or PostScript name its name begins with, letters and digits
/// compared without case (`Lexend-Medium.ttf` provides `Lexend` and `Lexend-Medium`).
public struct FontFiles: Sendable {
  /// The font files found, by the font each provides, sorted; a family is provided by every file of it.
  public var provided: [String: [String]] = [:]
  /// The fonts no file provides.
  public var missing: [String] = []

  /// The files of `folder` (and its folders, a few levels deep) that provide `fonts`.
  public init(_ fonts: [String], in folder: String) {
    let files = Self.fontFiles(in: folder, depth: 4)
    for font in fonts {
      let key = BuiltInFonts.key(font)
      let matching = files.filter { BuiltInFonts.key(($0 as NSString).deletingPathExtension).hasPrefix(key) }
      if matching.isEmpty { missing.append(font) } else { provided[font] = matching.sorted() }
    }
  }

  /// Every file the fonts need, by name, sorted: the entries of `UIAppFonts`.
  public var appFonts: [String] { Set(provided.values.joined()).sorted() }

  /// The warning for each font no file of `folder` provides.
  public func warnings(folder: String) -> [Diagnostic] {
    missing.map { font in
      Diagnostic(
        .warning, "figsnap.fonts",
        "no font file provides '\(font)': its texts fall back to the system font; add its .ttf or .otf file",
        at: SourceLocation(file: folder))
    }
  }

  /// The `.ttf`, `.otf` and `.ttc` files of `folder`, by file name, `depth` levels of folders deep.
  private static func fontFiles(in folder: String, depth: Int) -> [String] {
    guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var files: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        files += fontFiles(in: path, depth: depth - 1)
      } else if ["ttf", "otf", "ttc"].contains((name as NSString).pathExtension.lowercased()) {
        files.append(name)
      }
    }
    return files
  }
}
