// swift-tools-version: 5.9
// A package that uses figsnap's plugins: the Screens target's Swift is generated on every build from its committed
// design.json and figsnap.json (the FigsnapBuild plugin), and `swift package figsnap …` runs figsnap itself.
//
// On Linux, where UIKit and SnapKit do not exist, the target builds against figsnap's declaration shims (Shims/ links
// to them), which is how figsnap's tests build it; on Apple systems it uses UIKit and the real SnapKit.
import PackageDescription

#if os(Linux)
  let layoutDependencies: [Package.Dependency] = []
  let screenDependencies: [Target.Dependency] = ["UIKit", "SnapKit"]
  let shims: [Target] = [
    .target(name: "UIKit", path: "Shims/UIKit"),
    .target(name: "SnapKit", dependencies: ["UIKit"], path: "Shims/SnapKit"),
  ]
#else
  let layoutDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/SnapKit/SnapKit.git", from: "5.7.0")
  ]
  let screenDependencies: [Target.Dependency] = [.product(name: "SnapKit", package: "SnapKit")]
  let shims: [Target] = []
#endif

let package = Package(
  name: "FigsnapPluginSample",
  platforms: [.iOS(.v15)],
  products: [.library(name: "Screens", targets: ["Screens"])],
  dependencies: [.package(name: "figsnap", path: "../..")] + layoutDependencies,
  targets: shims + [
    .target(
      name: "Screens",
      dependencies: screenDependencies,
      exclude: ["design.json", "figsnap.json"],
      plugins: [.plugin(name: "FigsnapBuild", package: "figsnap")]
    )
  ]
)
