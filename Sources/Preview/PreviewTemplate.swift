import Diagnostics
import Foundation

/// The page `figsnap preview` writes (`Resources/preview.html`, shipped beside the binary as a resource): one self-contained HTML file that draws each screen's design frames beside its
/// solved layout at every checked size and direction.
///
/// The page loads nothing (a Content-Security-Policy of `default-src 'none'` forbids it); its script reads the JSON
/// object that replaces `dataMarker` (`title`, `generator`, `screens[]` with `design`, `views`, `layouts`,
/// `findings`) and builds, per screen, a section with a "Design" panel and one panel per layout, each an inline SVG
/// (`.panel[data-screen][data-layout] .canvas svg`), then the screen's findings. Hovering a view highlights it in all
/// of the screen's panels; clicking a finding or a view selects it there. Data is only ever set as text or
/// attribute values, and odd data (missing frames, zero sizes, unknown severities) is drawn or skipped, never thrown
/// on. When done it sets `document.body.dataset.rendered` to the number of panels (`scripts/preview-check` waits for
/// it).
enum PreviewTemplate {
  /// The marker the data replaces.
  static let dataMarker = "/*FIGSNAP_PREVIEW_DATA*/null"

  /// The resource's file name.
  static let fileName = "preview.html"

  /// The page with `dataMarker` still in it.
  static func html() throws(Diagnostic) -> String {
    guard let html = loaded else {
      let message =
        "figsnap's preview page '\(fileName)' is missing (looked in \(folders.joined(separator: " and "))); "
        + "reinstall figsnap with its resources"
      throw Diagnostic(.error, "figsnap.install", "\(message)", at: SourceLocation(file: fileName))
    }
    return html
  }

  /// Read once per process, from the first folder that has it.
  private static let loaded: String? = ShippedFiles.text(fileName, in: folders)

  /// Where the page may be: `share/figsnap/preview`, the target's resource bundle, then this source tree.
  private static let folders = ShippedFiles.folders(
    share: "preview", target: "Preview", resources: "",
    source: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources"))
}
