import LayoutIR
import SwiftSource

/// The item struct of a list (and its section struct, where the design draws headers), with the design's rows as
/// its first values.
struct ListDeclarations {
  let list: ListSpec
  let style: SwiftUIStyle

  /// Prints the item struct, then the section struct where there is one.
  func writeItems(into writer: inout SwiftWriter) {
    let type = list.itemType
    writer.line()
    writer.line("/// One row of the list: what differs from row to row.")
    writer.block("struct \(type): Identifiable, Hashable {") { inner in
      inner.line("let id: Int")
      for field in list.fields {
        inner.line("var \(field.name): \(field.kind.swiftType)\(field.isOptional ? "?" : "")")
      }
      inner.line()
      inner.line("/// The rows the design shows.")
      inner.block("static let designItems: [\(type)] = [", closer: "]") { rows in
        for (index, values) in list.items.enumerated() {
          var arguments = ["id: \(index)"]
          for (position, field) in list.fields.enumerated() {
            let value = values.indices.contains(position) ? values[position] : nil
            let absent = field.isOptional ? "nil" : field.kind.absent
            let literal = value.map { field.kind.isQuoted ? SwiftLiteral.string($0) : $0 }
            arguments.append("\(field.name): \(literal ?? absent)")
          }
          rows.line("\(type)(\(arguments.joined(separator: ", "))),")
        }
      }
    }
    guard list.hasHeaders else { return }
    writer.line()
    writer.line("/// A run of rows under one header.")
    writer.block("struct \(list.sectionType): Identifiable, Hashable {") { inner in
      inner.line("let id: Int")
      inner.line("var title: String?")
      inner.line("var items: [\(type)]")
      inner.line()
      inner.line("/// The sections the design shows.")
      inner.block("static let designSections: [\(list.sectionType)] = [", closer: "]") { rows in
        var start = 0
        for (index, section) in list.sections.enumerated() {
          let title = section.title.map(SwiftLiteral.string) ?? "nil"
          let end = min(start + section.count, list.items.count)
          rows.line(
            "\(list.sectionType)(id: \(index), title: \(title), items: Array(\(type).designItems[\(start)..<\(end)])),")
          start = end
        }
      }
    }
  }
}
