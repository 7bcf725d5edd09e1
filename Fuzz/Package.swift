// swift-tools-version: 6.2
import PackageDescription

// A libFuzzer target over figsnap's whole pipeline, kept out of the root package so that `swift build`
// and the CI never compile with sanitizers. Built and run by `scripts/fuzz`, which also passes
// `-sanitize=fuzzer` to every module of the root package (coverage is what guides libFuzzer).
let package = Package(
  name: "figsnap-fuzz",
  dependencies: [.package(name: "figsnap", path: "..")],
  targets: [
    .executableTarget(
      name: "figsnap-fuzz",
      dependencies: [.product(name: "FigsnapPipeline", package: "figsnap")],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
        // libFuzzer supplies `main`; this file has no entry point of its own.
        .unsafeFlags(["-parse-as-library", "-sanitize=fuzzer"]),
      ],
      linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
    )
  ]
)
