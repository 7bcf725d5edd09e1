import Foundation
import LayoutIR
import Pipeline
import TestSupport
import Testing

/// Rows drawn alike become a collection view: one cell class from the first row, the rows as the items of a diffable
/// data source, a list layout for rows edge to edge and a compositional one for spaced rows.
@Suite struct ListTests {
  @Test func theSettingsListIsACollectionViewWithADiffableDataSourceAndAListLayout() throws {
    let outputs = try ExampleCase(name: "settings-list").outputs
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "let rowsCollectionView: UICollectionView = {")
    verify(code, contains: "UICollectionViewCompositionalLayout.list(using: listConfiguration)")
    verify(code, contains: "private var rowsDataSource: UICollectionViewDiffableDataSource<Int, SettingsRowItem>?")
    verify(code, contains: #"SettingsRowItem(id: 3, title: "About"),"#)
    verify(code, contains: "class SettingsRowCell: UICollectionViewListCell {")
    verify(code, contains: "accessories = [.disclosureIndicator()]", "the drawn chevron is the cell's accessory")
    verify(code, lacks: "chevronImageView")
    verify(code, lacks: "settingsRowView", "the rows are items, not views")
    verify(code, contains: "var onRowsSelect: ((SettingsRowItem) -> Void)?")
    verify(code, contains: "extension SettingsView: UICollectionViewDelegate {")
    verify(
      code,
      contains: "if collectionView === rowsCollectionView, let item = rowsDataSource?.itemIdentifier(for: indexPath) {")
    verify(try SwiftTypeChecker.problems(inSource: code + outputs.support), equals: nil)
  }

  @Test func headerTextsBetweenRowsAreSectionHeaders() throws {
    let input = "rulesets/default/tests/sections/input.json"
    let outputs = try ExampleCase.outputs(of: input)
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "listConfiguration.headerMode = .supplementary")
    verify(code, contains: "struct SettingsRowSection {")
    verify(code, contains: #"title: "Privacy","#)
    verify(code, contains: "content.text = self?.settingsGroupsSections[indexPath.section].title")
    verify(code, contains: "snapshot.appendItems(section.items, toSection: index)")
    verify(outputs.diagnostics, lacks: ": error: ", "\(outputs.diagnostics)")
    verify(try SwiftTypeChecker.problems(inSource: code + outputs.support), equals: nil)
  }

  private func row(_ id: Int, y: Double, title: String, detail: String, x: Double = 16, width: Double = 343) -> String {
    FigmaJSON.node(
      "1:\(id)", name: "Trip Card \(id)", box: (x, y, width, 64),
      extra: #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]"#,
      children: [
        FigmaJSON.node(
          "1:\(id * 10 + 1)", "TEXT", name: title, box: (x + 12, y + 8, 200, 20),
          extra: #""characters": "\#(title)", "style": {"fontSize": 17, "textAutoResize": "WIDTH_AND_HEIGHT"}"#),
        FigmaJSON.node(
          "1:\(id * 10 + 2)", "TEXT", name: "Detail", box: (x + 12, y + 36, 200, 20),
          extra: #""characters": "\#(detail)", "style": {"fontSize": 13, "textAutoResize": "WIDTH_AND_HEIGHT"}"#),
      ])
  }

  private func screen(_ id: String, x: Double, rows: [String]) -> String {
    FigmaJSON.node(
      "\(id):1", name: "Trips \(id)", box: (x, 0, 375, 812),
      children: [FigmaJSON.node("\(id):2", name: "Trips List", box: (x, 100, 375, 232), children: rows)])
  }

  @Test func spacedRowsAreACompositionalLayoutAndTheirTextsTheItemsFields() throws {
    let rows = [
      row(3, y: 100, title: "Cuiabá", detail: "842 km"), row(4, y: 184, title: "Sinop", detail: "960 km"),
      row(5, y: 268, title: "Santos", detail: "1,250 km"),
    ]
    let outputs = try ExampleCase.run(
      bytes: Array(FigmaJSON.file([screen("1", x: 0, rows: rows)]).utf8), source: "trips.json")
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "section.interGroupSpacing = 20")
    verify(code, contains: "NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)")
    verify(code, contains: #"TripCardItem(id: 2, title: "Santos", detail: "1,250 km"),"#, "\(code)")
    verify(code, contains: "class TripCardCell: UICollectionViewCell {")
    verify(code, contains: "titleLabel.text = item.title")
    verify(outputs.diagnostics, lacks: ": error: ", "\(outputs.diagnostics)")
    verify(try SwiftTypeChecker.problems(inSource: code + outputs.support), equals: nil)
  }

  @Test func theSameRowsOnTwoScreensGetTwoCellClasses() throws {
    let first = screen(
      "1", x: 0, rows: (3...5).map { row($0, y: 100 + Double($0 - 3) * 84, title: "A\($0)", detail: "d") })
    let second = screen(
      "2", x: 400, rows: (6...8).map { row($0, y: 100 + Double($0 - 6) * 84, title: "B\($0)", detail: "e", x: 416) })
    let outputs = try ExampleCase.run(bytes: Array(FigmaJSON.file([first, second]).utf8), source: "trips.json")
    let sources = outputs.files.map(\.contents)
    verify(sources.contains { $0.contains("class TripCardCell: UICollectionViewCell {") })
    verify(sources.contains { $0.contains("class TripCard2Cell: UICollectionViewCell {") })
    verify(sources.contains { $0.contains("struct TripCard2Item: Hashable {") })
    let folder = NSTemporaryDirectory() + "figsnap-lists-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let files = try outputs.files.map { file in
      let path = folder + "/" + file.name
      try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    verify(try SwiftTypeChecker.problems(inFiles: files), equals: nil, "one module: no type declared twice")
  }
}
