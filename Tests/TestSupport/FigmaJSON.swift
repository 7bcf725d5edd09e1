public import Diagnostics
public import FigmaModel
public import Pipeline

/// Small hand-written responses for tests.
public enum FigmaJSON {
  /// A node with an absolute bounding box, extra members and children.
  public static func node(
    _ id: String, _ type: String = "FRAME", name: String? = nil, box: (Double, Double, Double, Double),
    extra: String = "", children: [String] = []
  ) -> String {
    let (x, y, w, h) = box
    let kids = children.isEmpty ? "" : #", "children": [\#(children.joined(separator: ", "))]"#
    let more = extra.isEmpty ? "" : ", " + extra
    return #"{"id": "\#(id)", "name": "\#(name ?? type.lowercased() + " " + id)", "type": "\#(type)", "#
      + #""absoluteBoundingBox": {"x": \#(x), "y": \#(y), "width": \#(w), "height": \#(h)}\#(more)\#(kids)}"#
  }

  /// A file response with one page holding `screens`.
  public static func file(_ screens: [String], extra: String = "") -> String {
    #"{"name": "Test", "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": ["#
      + #"{"id": "0:1", "name": "Page 1", "type": "CANVAS", "children": [\#(screens.joined(separator: ", "))]}]}"#
      + (extra.isEmpty ? "" : ", " + extra) + "}"
  }

  /// Reads and normalises `json`.
  public static func load(_ json: String, selection: ScreenSelection = .all) throws(Diagnostic) -> DesignResult {
    try Converter().loadDesign(Array(json.utf8), source: "test.json", selection: selection)
  }

  /// The diagnostic reading `json` throws, or nil.
  public static func failure(_ json: String, selection: ScreenSelection = .all) -> Diagnostic? {
    do {
      _ = try load(json, selection: selection)
      return nil
    } catch {
      return error
    }
  }
}
