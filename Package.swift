// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "figsnap",
  products: [
    .executable(name: "figsnap", targets: ["figsnap"]),
    // For the fuzz harness in Fuzz/ (a separate package): the modules it drives. No product changes what
    // `swift build` compiles.
    .library(
      name: "FigsnapPipeline",
      targets: ["Pipeline", "FigmaModel", "Decisions", "RuleEngine", "Ruling", "Diagnostics", "LayoutIR", "Validation"]),
    // `swift package figsnap …` in a package that depends on this one, and the build plugin that regenerates a
    // target's screens from its committed figsnap.json and design JSON (examples/swiftpm-plugin uses both).
    .plugin(name: "FigsnapCommand", targets: ["FigsnapCommand"]),
    .plugin(name: "FigsnapBuild", targets: ["FigsnapBuild"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLua",
      pkgConfig: "lua5.4",
      providers: [.apt(["liblua5.4-dev"])]
    ),
    .systemLibrary(
      name: "CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    .target(name: "JSONText", swiftSettings: strictSettings),
    .target(name: "Semantics", swiftSettings: strictSettings),
    .target(name: "Diagnostics", dependencies: ["JSONText"], swiftSettings: strictSettings),
    .target(name: "FigmaModel", dependencies: ["Diagnostics", "JSONText", "Semantics"], swiftSettings: strictSettings),
    .target(name: "LayoutIR", dependencies: ["Diagnostics", "JSONText", "Semantics"], swiftSettings: strictSettings),
    .target(
      name: "Decisions", dependencies: ["Diagnostics", "FigmaModel", "JSONText", "Semantics"],
      swiftSettings: strictSettings),
    .target(
      name: "LayoutPlanner",
      dependencies: ["FigmaModel", "Decisions", "LayoutIR", "Diagnostics", "JSONText", "Semantics"],
      swiftSettings: strictSettings),
    .target(
      name: "SnapKitEmitter", dependencies: ["LayoutIR", "JSONText", "Semantics"], swiftSettings: strictSettings),
    .target(
      name: "SwiftUIEmitter", dependencies: ["LayoutIR", "Diagnostics", "JSONText", "Semantics"],
      swiftSettings: strictSettings),
    .target(
      name: "Validation", dependencies: ["LayoutIR", "Diagnostics", "JSONText", "Semantics"],
      swiftSettings: strictSettings),
    .target(
      name: "Ruling", dependencies: ["Diagnostics", "FigmaModel", "Decisions", "LayoutIR"],
      swiftSettings: strictSettings),
    .target(
      name: "RuleEngine",
      dependencies: ["CLua", "FigmaModel", "Decisions", "Diagnostics", "JSONText", "LayoutIR", "Semantics", "Ruling"],
      resources: [.copy("Lua/Prelude")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Pipeline",
      dependencies: [
        "FigmaModel", "Decisions", "Diagnostics", "RuleEngine", "Ruling", "LayoutIR", "LayoutPlanner",
        "SnapKitEmitter", "SwiftUIEmitter", "Validation",
      ],
      swiftSettings: strictSettings),
    .target(
      name: "FigsnapCLI",
      dependencies: [
        "Pipeline", "FigmaModel", "Decisions", "Diagnostics", "JSONText", "RuleEngine", "Ruling", "LayoutIR",
        "Semantics", "Validation", .target(name: "CCurl", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strictSettings),
    .executableTarget(name: "figsnap", dependencies: ["FigsnapCLI"], swiftSettings: strictSettings),
    .plugin(
      name: "FigsnapCommand",
      capability: .command(
        intent: .custom(verb: "figsnap", description: "run figsnap (generate, check, sync, …) in the package's folder"),
        permissions: [
          .writeToPackageDirectory(reason: "figsnap generate and sync write the screens' Swift into the package")
        ]),
      dependencies: ["figsnap"]),
    .plugin(name: "FigsnapBuild", capability: .buildTool()),

    .target(
      name: "TestSupport",
      dependencies: ["Diagnostics", "FigmaModel", "Decisions", "JSONText", "Pipeline"],
      path: "Tests/TestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(name: "CLuaTests", dependencies: ["CLua"], swiftSettings: strictSettings),
    .testTarget(name: "JSONTextTests", dependencies: ["JSONText", "TestSupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "FigmaModelTests",
      dependencies: ["FigmaModel", "Decisions", "JSONText", "Pipeline", "Semantics", "TestSupport"],
      exclude: ["Goldens"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RuleEngineTests",
      dependencies: [
        "RuleEngine", "FigmaModel", "Decisions", "Pipeline", "TestSupport", "LayoutIR", "Validation", "Diagnostics",
        "Semantics", "Ruling",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SwiftUIEmitterTests",
      dependencies: ["SwiftUIEmitter", "Diagnostics", "LayoutIR", "Semantics", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ValidationTests", dependencies: ["Validation", "LayoutIR", "Diagnostics", "Semantics", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "GoldenTests",
      dependencies: [
        "Pipeline", "FigmaModel", "RuleEngine", "LayoutIR", "SnapKitEmitter", "Diagnostics", "JSONText", "TestSupport",
        "Validation", "Semantics", "Ruling", "Decisions",
      ],
      exclude: ["TypeCheck", "Shared"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "FigsnapCLITests",
      dependencies: ["figsnap", "Diagnostics", "FigsnapCLI", "Pipeline", "TestSupport"],
      exclude: ["Support"],
      swiftSettings: strictSettings
    ),
  ]
)
