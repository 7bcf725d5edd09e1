import Foundation
import Pipeline
import SwiftSource
import TestSupport
import Testing

/// `options.output = "view_controller"`: each screen also gets a view controller that hosts its view and owns the
/// bars the design drew, which leave the view.
@Suite struct ViewControllerOutputTests {
  /// A ruleset that extends the default one and asks for view controllers.
  private func ruleset() throws -> String {
    let folder = NSTemporaryDirectory() + "figsnap-vc-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/rules", withIntermediateDirectories: true)
    try """
    return {
      name = "controllers", api = 1, extends = "default", description = "View controllers.",
      options = { output = "view_controller" }, rules = {},
    }

    """.write(toFile: folder + "/ruleset.lua", atomically: true, encoding: .utf8)
    return folder
  }

  @Test func drawnBarsBecomeTheNavigationItemAndTheTabBarItem() throws {
    let folder = try ruleset()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = "rulesets/default/tests/drawn-bars/input.json"
    let outputs = try ExampleCase.run(bytes: try Paths.bytes(Paths.package(input)), source: input, ruleset: folder)
    let code = try required(outputs.files.first?.contents)
    // Statements as they read unbroken, wherever the line limit broke them.
    let text = SwiftStatements.unbroken(code)
    verify(outputs.files.first?.name, equals: "ProfileView.swift", "named for its navigation title")
    verify(text, contains: "class ProfileViewController: UIViewController {")
    verify(text, contains: "let contentView = ProfileView()")
    verify(text, contains: #"navigationItem.title = "Profile""#)
    verify(
      text,
      contains:
        "navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(named: \"back-icon\"), primaryAction:")
    verify(text, contains: "navigationItem.rightBarButtonItem = UIBarButtonItem(image:")
    verify(
      text,
      contains:
        #"tabBarItem = UITabBarItem(title: "Settings", image: UIImage(named: "settings-icon"), selectedImage: nil)"#)
    // The bars are the controller's: not views, and the content hangs from the safe area they make.
    verify(text, lacks: "navigationBarView")
    verify(text, lacks: "tabBarView")
    verify(text, contains: "make.top.equalTo(safeAreaLayoutGuide).inset(29)")
    verify(outputs.diagnostics, lacks: ": error: ", "\(outputs.diagnostics)")
    verify(try SwiftTypeChecker.problems(inSource: code + outputs.support), equals: nil)
  }

  @Test func aScreenWithoutBarsGetsAControllerThatHostsItsView() throws {
    let folder = try ruleset()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = "examples/settings-list/design.json"
    let outputs = try ExampleCase.run(bytes: try Paths.bytes(Paths.package(input)), source: input, ruleset: folder)
    let code = try required(outputs.files.first?.contents)
    verify(code, contains: "class SettingsViewController: UIViewController {")
    verify(code, contains: "override func loadView() {\n    view = contentView\n  }")
    verify(try SwiftTypeChecker.problems(inSource: code + outputs.support), equals: nil)
  }
}
