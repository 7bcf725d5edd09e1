import JSONText
import LayoutIR
import Validation

/// `figsnap check`'s device matrix: for each screen, how many views break at each device it was checked at.
enum DeviceTable {
  /// The matrix as text: one table per set of devices (phones, iPads, `--widths`).
  ///
  /// A row per screen, a column per size; a cell is `ok`, or the views that break left to right and right to left (`2/1`), `-` where the required
  /// constraints conflict. Sizes where a break is an error are marked `!`.
  static func text(_ reports: [DeviceReport]) -> String {
    guard !reports.isEmpty else { return "" }
    var text = "devices: views that break there, left to right/right to left (! marks a phone: a break is an error)\n"
    var groups: [[Size]: [DeviceReport]] = [:]
    var order: [[Size]] = []
    for report in reports {
      let sizes = columns(report)
      if groups[sizes] == nil { order.append(sizes) }
      groups[sizes, default: []].append(report)
    }
    for sizes in order {
      let rows = groups[sizes] ?? []
      let header =
        ["screen"]
        + sizes.map { size in
          let phone = rows.contains { report in
            zip(report.settings, report.isPhone).contains { $0.0.canvas == size && $0.1 }
          }
          return label(size) + (phone ? "!" : "")
        }
      var body = rows.map { report in ["'\(report.name)' (\(report.screen))"] + sizes.map { cell(report, at: $0) } }
      // A screen drawn at a size of its own is checked there right to left too.
      let designs = rows.map(designSetting)
      if designs.contains(where: { $0 != nil }) {
        body = zip(body, zip(rows, designs)).map { row, entry in
          let (report, index) = entry
          return row + [index.map { report.breaking[$0].map { $0 == 0 ? "ok" : String($0) } ?? "-" } ?? "·"]
        }
      }
      let columns = header + (designs.contains { $0 != nil } ? ["design RTL"] : [])
      text += table([columns] + body)
    }
    return text
  }

  /// The matrix as JSON: per screen, each setting with the views that break there (null where constraints conflict).
  static func json(_ reports: [DeviceReport]) -> JSONOutput {
    .array(
      reports.map { report in
        .object([
          "screen": .string(report.screen), "name": .string(report.name),
          "settings": .array(
            report.settings.indices.map { index in
              let setting = report.settings[index]
              return .object([
                "width": .number(setting.canvas.width), "height": .number(setting.canvas.height),
                "rightToLeft": .bool(setting.rightToLeft), "phone": .bool(report.isPhone[index]),
                "breaking": report.breaking[index].map { .number(Double($0)) } ?? .null,
              ])
            }),
        ])
      })
  }

  /// The sizes of a report's settings checked left to right, in order, each once; the design's own size, checked
  /// right to left alone, is the last column of every table.
  private static func columns(_ report: DeviceReport) -> [Size] {
    var sizes: [Size] = []
    for setting in report.settings where !setting.rightToLeft && !sizes.contains(setting.canvas) {
      sizes.append(setting.canvas)
    }
    return sizes
  }

  /// The setting of the design's own size, checked right to left alone.
  private static func designSetting(_ report: DeviceReport) -> Int? {
    report.settings.indices.last { index in
      let canvas = report.settings[index].canvas
      return report.settings[index].rightToLeft && !report.settings.contains { !$0.rightToLeft && $0.canvas == canvas }
    }
  }

  /// `ok`, `2/1`, `-` (conflicting), with a direction not checked shown as `·`.
  private static func cell(_ report: DeviceReport, at size: Size) -> String {
    let counts = [false, true].map { rightToLeft -> String in
      guard
        let index = report.settings.firstIndex(where: { $0.canvas == size && $0.rightToLeft == rightToLeft })
      else { return "·" }
      return report.breaking[index].map(String.init) ?? "-"
    }
    return counts.allSatisfy { $0 == "0" || $0 == "·" } ? "ok" : counts.joined(separator: "/")
  }

  private static func label(_ size: Size) -> String { SolveSetting(canvas: size, safeArea: EdgeInsets()).label }

  /// Rows padded to their columns' widths, indented by two spaces.
  private static func table(_ rows: [[String]]) -> String {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      "  "
        + zip(row, widths).map { value, width in value + String(repeating: " ", count: width - value.count) }
        .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
    }.joined()
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
