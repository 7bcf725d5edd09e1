import Foundation
import TestSupport
import Testing

@Suite struct InspectCommandTests {
  private let example = "examples/order-form/design.json"

  private func temporaryFile(_ contents: [UInt8]) throws -> String {
    let path = NSTemporaryDirectory() + "figsnap-test-\(UUID().uuidString).json"
    try Data(contents).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func printsTheTreeOfTheExample() throws {
    let result = try ProcessRunner.figsnap(["inspect", example])
    verify(result.status, equals: 0)
    verify(
      result.stderr,
      equals:
        "examples/order-form/design.json:999:37: note: [figma.decode] 'cornerRadius' is more than half the node's shorter "
        + "side at $.document.children[0].children[0].children[5].children[0].cornerRadius (100 on a 134×5 node); "
        + "clamped to that half\n")
    let golden = try String(contentsOfFile: Paths.package("examples/order-form/design.tree.txt"), encoding: .utf8)
    verify(result.stdout, equals: golden)
  }

  @Test func printsTheDesignPackageAsJSON() throws {
    let result = try ProcessRunner.figsnap(["inspect", example, "--node", "1-16", "--json"])
    verify(result.status, equals: 0)
    verify(result.stdout, contains: #""absolute": {"#)
    verify(result.stdout, contains: #""node": "1:16""#)
  }

  @Test func exitsTwoForAMissingFile() throws {
    let result = try ProcessRunner.figsnap(["inspect", "no/such.json"])
    verify(result.status, equals: 2)
    verify(result.stderr, equals: "no/such.json: error: [figsnap.input] no such file\n")
  }

  @Test func exitsTwoForAnEmptyFile() throws {
    let path = try temporaryFile([])
    let result = try ProcessRunner.figsnap(["inspect", path])
    verify(result.status, equals: 2)
    verify(result.stderr, equals: "\(path):1:1: error: [figma.json] invalid JSON: the input is empty (byte 0)\n")
  }

  @Test func exitsTwoForTruncatedJSONNamingLineAndColumn() throws {
    let bytes = try Paths.bytes(Paths.package(example))
    let path = try temporaryFile(Array(bytes.prefix(1000)))
    let result = try ProcessRunner.figsnap(["inspect", path])
    verify(result.status, equals: 2)
    verify(result.stderr.hasPrefix("\(path):"))
    verify(result.stderr, contains: "error: [figma.json] invalid JSON: ")
    verify(result.stderr, contains: "(byte 1000)")
    verify(result.stdout.isEmpty)
  }

  @Test func refusesAFileOverTheSizeLimitWithoutReadingIt() throws {
    let path = try temporaryFile(Array(repeating: UInt8(ascii: " "), count: 2 << 20))
    let result = try ProcessRunner.figsnap(["inspect", path, "--max-input-mb", "1"])
    verify(result.status, equals: 2)
    verify(
      result.stderr, contains: "the file is 2097152 bytes; figsnap reads at most 1048576 (raise it with --max-input-mb)"
    )
  }

  @Test func suggestsTheOptionThatWasMeant() throws {
    let result = try ProcessRunner.figsnap(["inspect", example, "--jsn"])
    verify(result.status, equals: 2)
    verify(result.stderr.hasPrefix("figsnap inspect: unknown option '--jsn' for 'inspect'; did you mean '--json'?"))
  }

  @Test func suggestsTheCommandThatWasMeant() throws {
    let result = try ProcessRunner.figsnap(["inpsect", example])
    verify(result.status, equals: 2)
    verify(result.stderr.hasPrefix("figsnap: unknown command 'inpsect'; did you mean 'inspect'?"))
  }

  @Test func namesTheScreensWhenTheNameIsWrong() throws {
    let result = try ProcessRunner.figsnap(["inspect", example, "--screen", "Nope"])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "no screen named 'Nope'; the screens are 'Order Form'")
  }

  @Test func printsHelpAndVersion() throws {
    let help = try ProcessRunner.figsnap(["inspect", "--help"])
    verify(help.status, equals: 0)
    verify(help.stdout.hasPrefix("Usage: figsnap inspect INPUT"))
    let version = try ProcessRunner.figsnap(["--version"])
    verify(version.stdout.hasPrefix("figsnap "))
    let bare = try ProcessRunner.figsnap([])
    verify(bare.status, equals: 2)
    verify(bare.stderr, contains: "Commands:")
  }
}
