import Diagnostics
import JSONText

/// The metadata maps of a response or nodes entry: `components`, `componentSets` and `styles`.
///
/// They only name things, so anything unusable in them is skipped with a note.
extension FieldReader {
  /// Reads the maps of `object` into `entry`.
  mutating func readMaps(of object: JSONValue, into entry: inout FigmaEntry) {
    object["components"].map { entry.components = metas($0, "components") }
    object["componentSets"].map { entry.componentSets = metas($0, "componentSets") }
    object["styles"].map { map in
      self.object(map, "styles")?.forEachMember { id, value in
        guard let fields = self.object(value, "style") else { return }
        entry.styles[id] = StyleMeta(
          name: fields["name"].map { string($0, "style.name", default: "") } ?? "",
          styleType: fields["styleType"].map { string($0, "style.styleType", default: "") } ?? "")
      }
    }
  }

  private mutating func metas(_ map: JSONValue, _ field: String) -> [String: ComponentMeta] {
    var metas: [String: ComponentMeta] = [:]
    object(map, field)?.forEachMember { id, value in
      guard let fields = object(value, "\(field)[]") else { return }
      metas[id] = ComponentMeta(
        name: fields["name"].map { string($0, "\(field)[].name", default: "") } ?? "",
        description: fields["description"].flatMap { optionalString($0, "\(field)[].description") } ?? "",
        componentSetID: fields["componentSetId"].flatMap { optionalString($0, "\(field)[].componentSetId") },
        isRemote: fields["remote"].map { bool($0, "\(field)[].remote", default: false) } ?? false)
    }
    return metas
  }
}
