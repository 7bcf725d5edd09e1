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
      targets: [
        "Pipeline", "FigmaModel", "Decisions", "RuleEngine", "Ruling", "Diagnostics", "LayoutIR", "Validation",
        "SwiftSource", "Concurrency",
      ]),
    // What a tool built on the pipeline needs besides it: the Figma API client, asset export into a catalog, the
    // preview page, and the files a run writes all at once.
    .library(name: "FigsnapServices", targets: ["FigmaAPI", "AssetCatalog", "Preview", "FileTransactions"]),
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
    // Swift text: the writer, literals, names and keywords, source maps; knows nothing of layouts.
    .target(name: "SwiftSource", dependencies: ["JSONText", "Semantics"], swiftSettings: strictSettings),
    // `concurrentMap` and the deep-stack executor the commands run on.
    .target(name: "Concurrency", swiftSettings: strictSettings),
    // Writing files and folders so that a killed run leaves the old set or the new one: atomic writes, staged writes,
    // folder locks, bounded reads.
    .target(name: "FileTransactions", dependencies: ["Diagnostics"], swiftSettings: strictSettings),
    // The Figma REST API: the client, retries, redirects, the images endpoints' answers, the HTTP transports.
    .target(
      name: "FigmaAPI",
      dependencies: ["Diagnostics", "JSONText", .target(name: "CCurl", condition: .when(platforms: [.linux]))],
      swiftSettings: strictSettings),
    // Asset export: the manifest generate writes, the images Figma renders for it, the catalog's image sets.
    .target(
      name: "AssetCatalog",
      dependencies: ["Diagnostics", "JSONText", "LayoutIR", "FigmaAPI", "FileTransactions", "Semantics"],
      swiftSettings: strictSettings),
    // `figsnap preview`'s page: the data it draws, and the page itself as a resource (installed beside the binary by
    // scripts/install, as RuleEngine's Lua is).
    .target(
      name: "Preview", dependencies: ["Diagnostics", "JSONText", "LayoutIR", "Semantics", "Validation"],
      resources: [.copy("Resources/preview.html")], swiftSettings: strictSettings),
    .target(name: "FigmaModel", dependencies: ["Diagnostics", "JSONText", "Semantics"], swiftSettings: strictSettings),
    .target(name: "LayoutIR", dependencies: ["Diagnostics", "JSONText", "Semantics"], swiftSettings: strictSettings),
    .target(
      name: "Decisions", dependencies: ["Diagnostics", "FigmaModel", "JSONText", "Semantics"],
      swiftSettings: strictSettings),
    .target(
      name: "LayoutPlanner",
      dependencies: ["FigmaModel", "Decisions", "LayoutIR", "Diagnostics", "JSONText", "Semantics", "SwiftSource"],
      swiftSettings: strictSettings),
    .target(
      name: "SnapKitEmitter", dependencies: ["LayoutIR", "JSONText", "Semantics", "SwiftSource"],
      swiftSettings: strictSettings),
    // A model of SwiftUI's layout (proposals, stacks, frames, padding, scroll views, grids, safe area), beside
    // Validation: what the SwiftUI emitter's views would measure, for its drift check.
    .target(name: "SwiftUILayout", dependencies: ["LayoutIR"], swiftSettings: strictSettings),
    .target(
      name: "SwiftUIEmitter",
      dependencies: ["LayoutIR", "Diagnostics", "JSONText", "Semantics", "SwiftSource", "SwiftUILayout"],
      swiftSettings: strictSettings),
    .target(
      name: "Validation",
      dependencies: ["FigmaModel", "LayoutIR", "Diagnostics", "JSONText", "Semantics", "SwiftSource", "Concurrency"],
      swiftSettings: strictSettings),
    .target(
      name: "Ruling", dependencies: ["Diagnostics", "FigmaModel", "Decisions", "LayoutIR"],
      swiftSettings: strictSettings),
    .target(
      name: "RuleEngine",
      dependencies: [
        "CLua", "FigmaModel", "Decisions", "Diagnostics", "JSONText", "LayoutIR", "Semantics", "Ruling", "SwiftSource",
        "Concurrency",
      ],
      resources: [.copy("Lua/Prelude")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Pipeline",
      dependencies: [
        "FigmaModel", "Decisions", "Diagnostics", "RuleEngine", "Ruling", "LayoutIR", "LayoutPlanner",
        "SnapKitEmitter", "SwiftUIEmitter", "Validation", "SwiftSource", "Concurrency",
      ],
      swiftSettings: strictSettings),
    .target(
      name: "FigsnapCLI",
      dependencies: [
        "Pipeline", "FigmaModel", "Decisions", "Diagnostics", "JSONText", "RuleEngine", "Ruling", "LayoutIR",
        "Semantics", "Validation", "Concurrency", "FigmaAPI", "AssetCatalog", "FileTransactions", "Preview",
      ],
      swiftSettings: strictSettings),
    .executableTarget(name: "figsnap", dependencies: ["FigsnapCLI"], swiftSettings: strictSettings),
    .plugin(
      name: "FigsnapCommand",
      capability: .command(
        intent: .custom(verb: "figsnap", description: "run figsnap (generate, check, sync, …) in the package's folder"),
        permissions: [
          .writeToPackageDirectory(reason: "figsnap generate and sync write the screens' Swift into the package")
        ])),
    .plugin(name: "FigsnapBuild", capability: .buildTool()),

    .target(
      name: "TestSupport",
      dependencies: ["Diagnostics", "FigmaModel", "Decisions", "JSONText", "Pipeline", "RuleEngine"],
      path: "Tests/TestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(name: "CLuaTests", dependencies: ["CLua"], swiftSettings: strictSettings),
    .testTarget(name: "JSONTextTests", dependencies: ["JSONText", "TestSupport"], swiftSettings: strictSettings),
    .testTarget(
      name: "FigmaModelTests",
      dependencies: ["FigmaModel", "Decisions", "JSONText", "Pipeline", "Semantics", "SwiftSource", "TestSupport"],
      exclude: ["Goldens"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "RuleEngineTests",
      dependencies: [
        "RuleEngine", "FigmaModel", "Decisions", "Pipeline", "TestSupport", "LayoutIR", "Validation", "Diagnostics",
        "Semantics", "Ruling", "SwiftSource",
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SwiftUIEmitterTests",
      dependencies: ["SwiftUIEmitter", "SwiftUILayout", "Diagnostics", "LayoutIR", "Semantics", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LayoutPlannerTests",
      dependencies: [
        "LayoutPlanner", "Decisions", "Diagnostics", "FigmaModel", "LayoutIR", "Pipeline", "Semantics", "TestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "SnapKitEmitterTests",
      dependencies: ["SnapKitEmitter", "LayoutIR", "Semantics", "SwiftSource", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ValidationTests", dependencies: ["Validation", "LayoutIR", "Diagnostics", "Semantics", "TestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "GoldenTests",
      dependencies: [
        "Pipeline", "FigmaModel", "RuleEngine", "LayoutIR", "SnapKitEmitter", "Diagnostics", "JSONText", "TestSupport",
        "Validation", "Semantics", "Ruling", "Decisions", "SwiftSource", "Concurrency",
      ],
      exclude: ["TypeCheck", "Shared"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "FigsnapCLITests",
      dependencies: [
        "figsnap", "Diagnostics", "FigsnapCLI", "Pipeline", "TestSupport", "FigmaAPI", "FileTransactions",
        "SwiftSource",
      ],
      exclude: ["Support"],
      swiftSettings: strictSettings
    ),
  ]
)
