import Decisions
import Diagnostics
import Foundation
import Pipeline
import TestSupport
import Testing

/// `generate --target swiftui` on real inputs: the examples against their goldens, and every input of the repository
/// and the shared fixtures for what seed 004 asks of SwiftUI (text styles, system colours, bars as modifiers), for
/// the type-check and for the layout model's agreement with the design.
@Suite struct SwiftUIOutputTests {
  static func run(_ input: String) throws -> Pipeline.Result { try PipelineRun.emitted(input, target: .swiftui) }

  @Test(arguments: ExampleCase.all)
  func examplesMatchTheirGoldens(example: ExampleCase) throws {
    for file in try Self.run(example.input).files {
      Golden.check(file.contents, against: example.folder + "/swiftui/" + file.name)
    }
  }

  @Test func theSettingsListIsAListInANavigationStackWithItsTitle() throws {
    let swift = try required(try Self.run("examples/settings-list/design.json").files.first).contents
    verify(swift, contains: "NavigationStack {\n      List {")
    verify(swift, contains: ".navigationTitle(\"Settings\")")
    verify(swift, contains: ".navigationBarTitleDisplayMode(.large)")
    // Its rows open what the owner passes, inside the view's own stack.
    verify(swift, contains: "struct SettingsView<Destination: View>: View {")
    verify(swift, contains: ".navigationDestination(for: SettingsRowItem.self, destination: destination)")
    verify(swift, contains: "extension SettingsView where Destination == EmptyView {")
    // The large title and the drawn tab bar are modifiers, not views.
    verify(swift, lacks: "Text(\"Settings\")")
    // Its glyph, a bare vector named for the settings, is the SF Symbol of the name.
    verify(swift, contains: ".tabItem {\n      Label(\"Settings tab\", systemImage: \"gearshape\")")
  }

  @Test func theOrderFormHasAToolbarInsteadOfItsDrawnBar() throws {
    let swift = try required(try Self.run("examples/order-form/design.json").files.first).contents
    verify(swift, contains: ".toolbar {")
    verify(swift, contains: "ToolbarItem(placement: .navigationBarLeading)")
    verify(swift, contains: ".navigationTitle(\"确认订单\")")
    // What is typed in it is its owner's, which passes a binding.
    verify(swift, contains: "@Binding var remark: String")
    verify(swift, lacks: "Text(\"确认订单\")")
    // Its bar has a back button: it is pushed, shown in its owner's stack with its own back button.
    verify(swift, contains: ".navigationBarBackButtonHidden(true)")
    verify(swift, lacks: "    NavigationStack {")
  }

  /// The sizes of the Dynamic Type text styles, which SwiftUI output never spells as points.
  static let styleSizes: Set<String> = ["34", "28", "22", "20", "17", "16", "15", "13", "12", "11"]

  /// The system colours seed 004 forbids as literals, as the channels `Color(red:green:blue:)` would spell them.
  static let systemColors = [
    (0, 0.478, 1), (1, 0.231, 0.188), (0.204, 0.78, 0.349), (1, 0.584, 0), (1, 0.8, 0), (0.557, 0.557, 0.576),
    (0.949, 0.949, 0.969), (1, 1, 1), (0, 0, 0),
  ]

  @Test(arguments: ExampleCase.allInputs)
  func noPointSizeWhereATextStyleFitsAndNoLiteralForASystemColour(input: String) throws {
    for file in try Self.run(input).files {
      for match in file.contents.matches(of: /\.system\(size: ([0-9.]+)/) {
        verify(Self.styleSizes, lacks: String(match.1), "\(input) \(file.name): \(match.0)")
      }
      for match in file.contents.matches(of: /Color\(red: ([0-9.]+), green: ([0-9.]+), blue: ([0-9.]+)\)/) {
        let channels = [match.1, match.2, match.3].compactMap { Double($0) }
        let isSystem = Self.systemColors.contains { red, green, blue in
          abs(channels[0] - red) < 0.01 && abs(channels[1] - green) < 0.01 && abs(channels[2] - blue) < 0.01
        }
        verify(!isSystem, "\(input) \(file.name): \(match.0)")
      }
    }
  }

  /// The examples' screens are laid out by the model of SwiftUI's layout within 0.5 pt of the design.
  @Test(arguments: ExampleCase.all)
  func theLayoutModelReproducesTheExamples(example: ExampleCase) throws {
    let drift = try Self.run(example.input).findings.filter { $0.ruleID == "swiftui.layout_drift" }
    verify(drift.isEmpty, "\(drift.map(\.description))")
  }

  /// A view the model lays out away from the design is reported on its node: a real screen whose text the design
  /// draws taller than its font's line shows it.
  @Test(.enabled(if: Paths.sharedFixturesAvailable, "skipped: ../shared/fixtures/figma is not beside the checkout"))
  func driftIsReportedOnItsNode() throws {
    let result = try Self.run(Paths.sharedFixtures + "/RotaRDV-APP__figma.json")
    let drift = result.findings.filter { $0.ruleID == "swiftui.layout_drift" }
    verify(!drift.isEmpty)
    verify(drift.allSatisfy { $0.node != nil && $0.message.contains("the design at [") })
  }

  @Test func swiftUIRunsAreByteIdentical() throws {
    for example in ExampleCase.all {
      verify(try Self.run(example.input).files, equals: try PipelineRun.fresh(example.input, target: .swiftui).files)
    }
  }
}
