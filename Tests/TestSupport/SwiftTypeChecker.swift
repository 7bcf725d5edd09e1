import Foundation
public import Pipeline

/// Type-checks Swift files with the real `swiftc` against the project's shims.
///
/// The shims are the declaration-only UIKit, SnapKit and SwiftUI modules in `Tests/Shims`, each built
/// from every Swift file in its folder; they are built once per test process. SnapKit and SwiftUI
/// import UIKit, so they are built after it.
public enum SwiftTypeChecker {
  private static let modules: Result<String, any Error> = Result {
    let folder = scratch
    try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
    // The shims and what the compiler leaves in its temporary folder go when the test process ends.
    atexit { try? FileManager.default.removeItem(atPath: SwiftTypeChecker.scratch) }
    for (module, imports) in [("UIKit", [String]()), ("SnapKit", ["-I", folder]), ("SwiftUI", ["-I", folder])] {
      let result = try compile(
        // One compiler job for the module's files (-wmo): a third of the time a job per file takes.
        ["-emit-module", "-wmo", "-parse-as-library", "-module-name", module] + imports + [
          "-emit-module-path", "\(folder)/\(module).swiftmodule",
        ] + shimSources(of: module))
      guard result.status == 0 else { throw ShimError(message: result.stderr) }
    }
    return folder
  }

  /// The Swift files a shim module is built from: every one in `Tests/Shims/<module>/`, sorted by
  /// name, so the build is the same on every machine.
  public static func shimSources(of module: String) throws -> [String] {
    let folder = Paths.package("Tests/Shims/\(module)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
    guard !names.isEmpty else { throw ShimError(message: "no Swift files in \(folder)") }
    return names.map { "\(folder)/\($0)" }
  }

  private struct ShimError: Error { var message: String }

  /// This test process's folder for the built shims and the compiler's temporary files.
  private static var scratch: String { NSTemporaryDirectory() + "figsnap-shims-\(getpid())" }

  /// Runs the compiler with its temporary files in the process's folder (the driver leaves some behind).
  private static func compile(_ arguments: [String]) throws -> ProcessResult {
    try ProcessRunner.run(swiftc, arguments, environment: ["TMPDIR": scratch + "/tmp"])
  }

  private static var swiftc: String {
    let candidates = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    if let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) { return found }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swiftc") {
      return "\(folder)/swiftc"
    }
    return "swiftc"
  }

  /// Type-checks `file` as Swift 5 with warnings as errors; nil when it passes, else the
  /// compiler's output.
  public static func problems(in file: String) throws -> String? {
    let folder = try modules.get()
    let result = try compile(["-typecheck", "-swift-version", "5", "-warnings-as-errors", "-I", folder, file])
    return result.status == 0 ? nil : result.stderr
  }

  /// Type-checks files together, as one module; nil when they pass, else the compiler's output.
  public static func problems(inFiles files: [String]) throws -> String? {
    let folder = try modules.get()
    let result = try compile(
      ["-typecheck", "-wmo", "-swift-version", "5", "-warnings-as-errors", "-I", folder] + files)
    return result.status == 0 ? nil : result.stderr
  }

  /// Type-checks the Swift files of a run as the one module they are part of (written to a temporary folder).
  public static func problems(inGenerated files: [GeneratedFile]) throws -> String? {
    let folder = NSTemporaryDirectory() + "figsnap-module-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: [String] = []
    for file in files where file.name.hasSuffix(".swift") {
      try file.contents.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
      paths.append(folder + "/" + file.name)
    }
    return paths.isEmpty ? nil : try problems(inFiles: paths)
  }

  /// Type-checks source text (written to a temporary file).
  public static func problems(inSource source: String) throws -> String? {
    let file = NSTemporaryDirectory() + "figsnap-check-\(UUID().uuidString).swift"
    try source.write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    return try problems(in: file)
  }
}
