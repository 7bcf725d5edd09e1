import Foundation
import TestSupport
import Testing

/// The UIKit shim declares UIKit's real API, one topic per file: code that uses it type-checks, and
/// a subclass that redeclares one of UIKit's members, as a generated property could, does not.
@Suite struct ShimFidelityTests {
  /// A member UIKit declares on `superclass` or one of its ancestors.
  struct Clash: CustomStringConvertible, Sendable {
    let superclass: String
    let member: String
    /// What the probe redeclares: a stored property, or for a method the method without `override`
    /// (Swift lets a subclass's stored property share a superclass method's name, in UIKit too).
    let declaration: String

    init(_ superclass: String, _ member: String, method: String? = nil) {
      self.superclass = superclass
      self.member = member
      declaration = method ?? "let \(member): Int = 0"
    }

    var probe: String { Self.source(superclass: superclass, declaration: declaration) }
    var description: String { "\(superclass).\(member)" }

    static func source(superclass: String, declaration: String) -> String {
      "import UIKit\n\nclass Probe: \(superclass) {\n  \(declaration)\n}\n"
    }
  }

  static let superclasses = ["UIView", "UIButton", "UICollectionViewListCell", "UIViewController"]

  static let clashes: [Clash] = {
    // NSObject's, with the accessibility properties UIKit adds to it, and UIResponder's.
    let object = [
      "description", "debugDescription", "hash", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
      "accessibilityTraits", "isAccessibilityElement", "accessibilityElements", "accessibilityFrame",
    ]
    let responder = [
      "next", "inputView", "inputAccessoryView", "inputViewController", "undoManager", "canBecomeFirstResponder",
      "isFirstResponder", "keyCommands", "textInputMode", "userActivity",
    ]
    let view = [
      "window", "mask", "layer", "transform", "tag", "traitCollection", "frame", "bounds", "center", "subviews",
      "superview", "isUserInteractionEnabled", "layoutMargins", "layoutMarginsGuide", "readableContentGuide",
      "safeAreaInsets", "intrinsicContentSize", "gestureRecognizers", "constraints", "semanticContentAttribute",
      "accessibilityIdentifier", "keyboardLayoutGuide", "isOpaque", "contentScaleFactor", "interactions",
      "motionEffects", "focusGroupIdentifier", "insetsLayoutMarginsFromSafeArea",
    ]
    // UIControl's, then UIButton's.
    let button = [
      "isSelected", "isHighlighted", "state", "contentHorizontalAlignment", "contentVerticalAlignment", "isTracking",
      "isTouchInside", "titleLabel", "imageView", "subtitleLabel", "configuration", "currentTitle", "currentImage",
      "buttonType",
    ]
    // UICollectionReusableView's, UICollectionViewCell's, then UICollectionViewListCell's.
    let listCell = [
      "contentView", "backgroundView", "selectedBackgroundView", "isSelected", "isHighlighted", "reuseIdentifier",
      "backgroundConfiguration", "contentConfiguration", "configurationState", "accessories", "indentationLevel",
      "separatorLayoutGuide",
    ]
    let viewController = [
      "view", "title", "navigationItem", "tabBarItem", "navigationController", "tabBarController",
      "presentingViewController", "presentedViewController", "parent", "children", "isViewLoaded", "traitCollection",
      "preferredContentSize", "toolbarItems", "editButtonItem", "storyboard", "nibName", "splitViewController",
    ]
    let methods = [
      Clash("UIView", "isEqual", method: "func isEqual(_ object: Any?) -> Bool { false }"),
      Clash("UIView", "becomeFirstResponder", method: "func becomeFirstResponder() -> Bool { false }"),
      Clash("UIView", "resignFirstResponder", method: "func resignFirstResponder() -> Bool { false }"),
      Clash(
        "UICollectionViewListCell", "defaultContentConfiguration",
        method: "func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }"),
    ]
    var all: [Clash] = []
    for member in object + responder + view { all.append(Clash("UIView", member)) }
    for member in button { all.append(Clash("UIButton", member)) }
    for member in listCell { all.append(Clash("UICollectionViewListCell", member)) }
    for member in viewController { all.append(Clash("UIViewController", member)) }
    return all + methods
  }()

  @Test func theUIKitShimIsSeveralFilesBuiltInNameOrder() throws {
    let names = try SwiftTypeChecker.shimSources(of: "UIKit").map { ($0 as NSString).lastPathComponent }
    verify(names, contains: "UIKit.swift")
    verify(names.count > 1, "\(names)")
    verify(names, equals: names.sorted())
    verify(
      try SwiftTypeChecker.shimSources(of: "SnapKit").map { ($0 as NSString).lastPathComponent },
      equals: ["SnapKit.swift"])
  }

  @Test func theSampleOfWhatFigsnapWillEmitTypeChecks() throws {
    let problems = try SwiftTypeChecker.problems(in: Paths.package("Tests/GoldenTests/TypeCheck/ShimSample.swift"))
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  @Test func everyClashIsListedOnce() {
    verify(Set(Self.clashes.map(\.description)).count, equals: Self.clashes.count)
    verify(Set(Self.clashes.map(\.superclass)), equals: Set(Self.superclasses))
  }

  /// The control: a probe fails below because of its member, not because of the probe itself.
  @Test(arguments: superclasses)
  func aNameUIKitDoesNotUseTypeChecks(superclass: String) throws {
    let source = Clash.source(superclass: superclass, declaration: "let figsnapProbeMember: Int = 0")
    let problems = try SwiftTypeChecker.problems(inSource: source)
    verify(problems, equals: nil, "\(problems ?? "")")
  }

  /// Every clash in one file, each in a probe class of its own: one compiler run, and each probe's declaration must
  /// be rejected for what it redeclares.
  @Test func redeclaringAUIKitMemberDoesNotTypeCheck() throws {
    var source = "import UIKit\n"
    var clashOnLine: [Int: Clash] = [:]
    for (index, clash) in Self.clashes.enumerated() {
      source += "\nclass Probe\(index): \(clash.superclass) {\n"
      clashOnLine[source.count { $0 == "\n" } + 1] = clash
      source += "  \(clash.declaration)\n}\n"
    }
    let problems = try SwiftTypeChecker.problems(inSource: source) ?? ""
    // `…/figsnap-check-….swift:LINE:COLUMN: error: MESSAGE`, for the probe file's own lines.
    var errorOnLine: [Int: String] = [:]
    for line in problems.split(separator: "\n") {
      guard let file = line.range(of: ".swift:"), line.contains(": error: "), line.contains("figsnap-check-") else {
        continue
      }
      let rest = line[file.upperBound...]
      guard let number = Int(rest.prefix { $0.isNumber }) else { continue }
      errorOnLine[number, default: ""] += String(rest)
    }
    for (line, clash) in clashOnLine.sorted(by: { $0.key < $1.key }) {
      verify(errorOnLine[line] != nil, "\(clash) type-checked: the shim does not declare \(clash.member)")
      verify(
        errorOnLine[line]?.contains("override") ?? true,
        "\(clash) failed for another reason: \(errorOnLine[line] ?? "")")
    }
    let elsewhere = errorOnLine.keys.filter { clashOnLine[$0] == nil }.sorted()
    verify(elsewhere.isEmpty, "errors on lines that are no probe's: \(elsewhere.map { errorOnLine[$0] ?? "" })")
  }
}
