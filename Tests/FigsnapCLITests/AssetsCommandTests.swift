import Foundation
import Glibc
import SwiftSource
import TestSupport
import Testing

/// `figsnap assets` against a stub of the Figma REST API on 127.0.0.1: a hand-written manifest's images into an
/// asset catalog.
@Suite(.serialized) struct AssetsCommandTests {

  /// One asset of each kind: a template icon, an icon in its own colours, a rendered picture, an image fill and an
  /// SF Symbol (which has an extra field the reader ignores).
  private static let entries: [String] = [
    #"{"name": "arrow", "kind": "vector", "node": "1:1", "nodes": ["1:1", "1:9"], "width": 24, "height": 24,"#
      + #" "rendering": "template"}"#,
    #"{"name": "banner", "kind": "raster", "node": "1:4", "nodes": ["1:4"], "width": 390, "height": 200,"#
      + #" "rendering": "original"}"#,
    #"{"name": "logo", "kind": "vector", "node": "1:2", "nodes": ["1:2"], "width": 48, "height": 48,"#
      + #" "rendering": "original"}"#,
    #"{"name": "magnifyingglass", "kind": "symbol", "node": "1:5", "nodes": ["1:5"], "width": 20, "height": 20,"#
      + #" "rendering": "template", "symbol": "magnifyingglass", "pointSize": 17, "weight": "regular"}"#,
    #"{"name": "photo", "kind": "raster", "node": "1:3", "nodes": ["1:3"], "width": 48, "height": 48,"#
      + #" "rendering": "template", "imageRef": "ref-photo"}"#,
  ]

  private func withServer(_ body: (String) throws -> Void) throws { try StubServer.run(body) }

  private func assets(_ base: String, _ arguments: [String], token: String = "test-token") throws -> ProcessResult {
    try ProcessRunner.figsnap(["assets", "--api-base", base] + arguments, environment: ["FIGMA_TOKEN": token])
  }

  /// A new empty folder under the temporary folder.
  private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "figsnap-assets-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes a manifest of `entries` as `assets.json` in `folder` and returns its path.
  @discardableResult
  private func writeManifest(_ entries: [String], in folder: String, version: Int = 1) throws -> String {
    let path = folder + "/assets.json"
    let text = """
      {
        "generator": "figsnap",
        "assets": [
          \(entries.joined(separator: ",\n    "))
        ],
        "source": "design.json",
        "version": \(version)
      }

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The parsed `Contents.json` of image set `name`.
  private func contents(_ catalog: String, _ name: String) throws -> [String: Any] {
    let path = catalog + "/" + name + ".imageset/Contents.json"
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    return try required(object as? [String: Any], "\(path) is not a JSON object")
  }

  /// The `images` of image set `name`, each checked to name a file that is there.
  private func images(_ catalog: String, _ name: String) throws -> [[String: Any]] {
    let images = try required(try contents(catalog, name)["images"] as? [[String: Any]])
    for image in images {
      let file = try required(image["filename"] as? String)
      verify(FileManager.default.fileExists(atPath: catalog + "/" + name + ".imageset/" + file), "\(file)")
      verify(image["idiom"] as? String, equals: "universal")
    }
    return images
  }

  /// Every file and folder under `folder` with its inode, modification time and bytes, by relative path.
  private func snapshot(_ folder: String) -> [String: String] {
    var found: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
      let path = folder + "/" + relative
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
      found[relative] = "\(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(bytes.base64EncodedString())"
    }
    return found
  }

  /// The names in `folder` that a run's staging or temporary files would have.
  private func leftovers(_ folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.contains(".figsnap-") { found.append(relative) }
    }
    return found
  }

  @Test func writesAnImageSetForEveryAssetButSymbols() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let manifest = try writeManifest(Self.entries, in: folder)
      let catalog = folder + "/App/Assets.xcassets"
      let result = try assets(base, [manifest, "--file", "AbC123", "-o", catalog])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(
        result.stdout,
        equals: """
          wrote arrow.imageset (vector, pdf)
          wrote banner.imageset (raster, png @1x @2x @3x)
          wrote logo.imageset (vector, pdf)
          skipped magnifyingglass (SF Symbol)
          wrote photo.imageset (image fill, jpg)
          4 written, 0 unchanged, 1 symbols, 0 stale

          """)

      let catalogContents =
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: URL(fileURLWithPath: catalog + "/Contents.json"))) as? [String: Any]
      verify((catalogContents?["info"] as? [String: Any])?["author"] as? String, equals: "xcode")

      for name in ["arrow", "banner", "logo", "photo"] {
        let info = try contents(catalog, name)["info"] as? [String: Any]
        verify(info?["author"] as? String, equals: "figsnap", "\(name)")
      }
      let arrow = try images(catalog, "arrow")
      verify(arrow.map { $0["filename"] as? String }, equals: ["arrow.pdf"])
      verify(arrow.allSatisfy { $0["scale"] == nil })
      let arrowProperties = try contents(catalog, "arrow")["properties"] as? [String: Any]
      verify(arrowProperties?["preserves-vector-representation"] as? Bool, equals: true)
      verify(arrowProperties?["template-rendering-intent"] as? String, equals: "template")
      let pdf = try Data(contentsOf: URL(fileURLWithPath: catalog + "/arrow.imageset/arrow.pdf"))
      verify(pdf.starts(with: Data("%PDF-".utf8)))

      let logoProperties = try contents(catalog, "logo")["properties"] as? [String: Any]
      verify(logoProperties?["preserves-vector-representation"] as? Bool, equals: true)
      verify(logoProperties?["template-rendering-intent"] as? String, equals: "original")

      let banner = try images(catalog, "banner")
      verify(banner.map { $0["scale"] as? String }, equals: ["1x", "2x", "3x"])
      verify(banner.map { $0["filename"] as? String }, equals: ["banner.png", "banner@2x.png", "banner@3x.png"])
      // A picture in its own colours says so: a button would draw it as a template otherwise.
      let bannerProperties = try contents(catalog, "banner")["properties"] as? [String: Any]
      verify(bannerProperties?["template-rendering-intent"] as? String, equals: "original")
      let twice = try Data(contentsOf: URL(fileURLWithPath: catalog + "/banner.imageset/banner@2x.png"))
      verify(twice.starts(with: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])))

      let photo = try images(catalog, "photo")
      verify(photo.map { $0["filename"] as? String }, equals: ["photo.jpg"])
      verify(photo.allSatisfy { $0["scale"] == nil })
      let photoProperties = try contents(catalog, "photo")["properties"] as? [String: Any]
      verify(photoProperties?["template-rendering-intent"] as? String, equals: "template")

      verify(!FileManager.default.fileExists(atPath: catalog + "/magnifyingglass.imageset"))
      verify(leftovers(folder).isEmpty, "\(leftovers(folder))")
      let hidden = try FileManager.default.contentsOfDirectory(atPath: catalog).filter { $0.hasPrefix(".") }
      verify(hidden.isEmpty, "the catalog holds only its image sets: \(hidden)")
    }
  }

  @Test func retriesAfterARateLimit() async throws {
    try await StubServer.serving { base in
      let folder = try temporaryFolder()
      let manifest = try writeManifest(Self.entries, in: folder)
      // (Its second of waiting leaves the test's thread to the other tests.)
      let result = try await ProcessRunner.figsnap(
        awaiting: ["assets", "--api-base", base, manifest, "--file", "ratelimited", "-o", folder + "/Assets.xcassets"],
        environment: ["FIGMA_TOKEN": "test-token"])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stderr, contains: "figsnap assets: HTTP 429; retrying in 1 s (attempt 1 of 5)", "\(result.stderr)")
      verify(result.stdout, contains: "4 written, 0 unchanged, 1 symbols, 0 stale")
    }
  }

  @Test func aSecondRunChangesNothing() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let manifest = try writeManifest(Self.entries, in: folder)
      let catalog = folder + "/Assets.xcassets"
      let first = try assets(base, [manifest, "--file", "AbC123", "-o", catalog])
      verify(first.status, equals: 0, "\(first.stderr)")
      let before = snapshot(catalog)
      usleep(20_000)  // so that a rewrite would show in the modification times
      let second = try assets(base, [manifest, "--file", "AbC123", "-o", catalog])
      verify(second.status, equals: 0, "\(second.stderr)")
      verify(
        second.stdout,
        equals: """
          unchanged arrow.imageset
          unchanged banner.imageset
          unchanged logo.imageset
          skipped magnifyingglass (SF Symbol)
          unchanged photo.imageset
          0 written, 4 unchanged, 1 symbols, 0 stale

          """)
      verify(snapshot(catalog), equals: before)
      verify(before.count > 10)
    }
  }

  @Test func replacesAChangedImageSetWhole() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let manifest = try writeManifest(Self.entries, in: folder)
      let catalog = folder + "/Assets.xcassets"
      verify(try assets(base, [manifest, "--file", "AbC123", "-o", catalog]).status, equals: 0)
      let changed = Self.entries.map {
        $0.replacingOccurrences(of: #""name": "logo", "kind": "vector""#, with: #""name": "logo", "kind": "raster""#)
      }
      try writeManifest(changed, in: folder)
      let result = try assets(base, [manifest, "--file", "AbC123", "-o", catalog])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stdout, contains: "wrote logo.imageset (raster, png @1x @2x @3x)")
      verify(result.stdout, contains: "1 written, 3 unchanged, 1 symbols, 0 stale")
      let files = try FileManager.default.contentsOfDirectory(atPath: catalog + "/logo.imageset").sorted()
      verify(files, equals: ["Contents.json", "logo.png", "logo@2x.png", "logo@3x.png"])
      verify(leftovers(folder).isEmpty, "\(leftovers(folder))")
    }
  }

  @Test func namesStaleImageSetsAndDeletesThemOnlyWithPrune() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let manifest = try writeManifest(Self.entries, in: folder)
      let catalog = folder + "/Assets.xcassets"
      verify(try assets(base, [manifest, "--file", "AbC123", "-o", catalog]).status, equals: 0)
      try writeManifest(Self.entries.filter { !$0.contains(#""name": "logo""#) }, in: folder)

      let kept = try assets(base, [manifest, "--file", "AbC123", "-o", catalog])
      verify(kept.status, equals: 0, "\(kept.stderr)")
      verify(kept.stderr, contains: "stale: logo.imageset (not in the manifest; delete it if nothing uses it)")
      verify(kept.stdout, contains: "0 written, 3 unchanged, 1 symbols, 1 stale")
      verify(FileManager.default.fileExists(atPath: catalog + "/logo.imageset/logo.pdf"))

      let pruned = try assets(base, [manifest, "--file", "AbC123", "-o", catalog, "--prune"])
      verify(pruned.status, equals: 0, "\(pruned.stderr)")
      verify(pruned.stdout, contains: "deleted logo.imageset (not in the manifest)")
      verify(pruned.stderr, lacks: "stale:")
      verify(!FileManager.default.fileExists(atPath: catalog + "/logo.imageset"))
      verify(FileManager.default.fileExists(atPath: catalog + "/arrow.imageset"))
      verify(leftovers(folder).isEmpty, "\(leftovers(folder))")
    }
  }

  @Test func neverOverwritesAnImageSetFigsnapDidNotWrite() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let manifest = try writeManifest(Self.entries, in: folder)
      let catalog = folder + "/Assets.xcassets"
      let own = catalog + "/arrow.imageset"
      try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
      let handMade = Data(
        #"{"images":[{"filename":"arrow.png","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
      try handMade.write(to: URL(fileURLWithPath: own + "/Contents.json"))
      try Data("hand-drawn".utf8).write(to: URL(fileURLWithPath: own + "/arrow.png"))

      let result = try assets(base, [manifest, "--file", "AbC123", "-o", catalog, "--prune"])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stderr, contains: "arrow.imageset: warning: [figsnap.output] was not written by figsnap")
      verify(result.stdout, contains: "kept arrow.imageset (not written by figsnap)")
      verify(result.stdout, contains: "3 written, 0 unchanged, 1 symbols, 0 stale, 1 not figsnap's")
      verify(try Data(contentsOf: URL(fileURLWithPath: own + "/Contents.json")), equals: handMade)
      verify(try FileManager.default.contentsOfDirectory(atPath: own).sorted(), equals: ["Contents.json", "arrow.png"])
    }
  }

  @Test func aNodeFigmaCannotRenderFailsOnlyItsAsset() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let broken =
        #"{"name": "broken", "kind": "vector", "node": "0:404", "nodes": ["0:404"], "rendering": "template"}"#
      let manifest = try writeManifest(Self.entries + [broken], in: folder)
      let catalog = folder + "/Assets.xcassets"
      let result = try assets(base, [manifest, "--file", "AbC123", "-o", catalog])
      verify(result.status, equals: 1)
      verify(result.stderr, contains: "asset 'broken': Figma did not render node 0:404", "\(result.stderr)")
      verify(result.stdout, contains: "failed broken")
      verify(result.stdout, contains: "4 written, 0 unchanged, 1 symbols, 0 stale, 1 failed")
      verify(!FileManager.default.fileExists(atPath: catalog + "/broken.imageset"))
      for name in ["arrow", "banner", "logo", "photo"] {
        verify(FileManager.default.fileExists(atPath: catalog + "/\(name).imageset/Contents.json"), "\(name)")
      }
    }
  }

  @Test func writesSVGWhenAsked() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let manifest = try writeManifest(Self.entries, in: folder)
      let catalog = folder + "/Assets.xcassets"
      let result = try assets(base, [manifest, "--file", "AbC123", "-o", catalog, "--format", "svg"])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stdout, contains: "wrote arrow.imageset (vector, svg)")
      verify(try images(catalog, "arrow").map { $0["filename"] as? String }, equals: ["arrow.svg"])
      verify(try images(catalog, "logo").map { $0["filename"] as? String }, equals: ["logo.svg"])
      let svg = try String(contentsOfFile: catalog + "/arrow.imageset/arrow.svg", encoding: .utf8)
      verify(svg, contains: "<svg")
      verify(!FileManager.default.fileExists(atPath: catalog + "/arrow.imageset/arrow.pdf"))
    }
  }

  @Test func asksForAtMostFiftyNodesARequest() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let icons = (0..<60).map { index in
        let name = "icon-" + (index < 10 ? "0" : "") + String(index)
        return #"{"name": "\#(name)", "kind": "vector", "node": "2:\#(index)", "rendering": "template"}"#
      }
      let manifest = try writeManifest(icons, in: folder)
      let result = try assets(base, [manifest, "--file", "AbC123", "-o", folder + "/Assets.xcassets"])
      verify(result.status, equals: 0, "\(result.stderr)")
      verify(result.stdout.hasSuffix("60 written, 0 unchanged, 0 symbols, 0 stale\n"))
      let script = "import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())"
      let stats = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, base + "/stats"])
      let counts = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
      verify(counts?["images"] as? Int, equals: 2)
      verify(counts?["downloads"] as? Int, equals: 60)
      verify(counts?["image_fills"] == nil)
    }
  }

  @Test func aDryRunListsTheRequestsAndTouchesNothing() throws {
    let folder = try temporaryFolder()
    let manifest = try writeManifest(Self.entries, in: folder)
    let catalog = folder + "/Assets.xcassets"
    let result = try ProcessRunner.figsnap(
      ["assets", manifest, "--file", "AbC123", "-o", catalog, "--dry-run", "--api-base", "http://127.0.0.1:9"],
      environment: ["FIGMA_TOKEN": ""])
    verify(result.status, equals: 0, "\(result.stderr)")
    let requests = result.stdout.split(separator: "\n").filter { $0.hasPrefix("GET ") }
    verify(requests.count, equals: 5, "\(result.stdout)")
    verify(requests.first?.hasPrefix("GET http://127.0.0.1:9/v1/images/AbC123?ids=1"), equals: true)
    verify(requests.first?.contains("format=pdf"), equals: true)
    verify(requests.filter { $0.contains("format=png") }.count, equals: 3)
    verify(requests.last, equals: "GET http://127.0.0.1:9/v1/files/AbC123/images")
    verify(result.stdout, contains: "would write arrow.imageset (vector, pdf)")
    verify(result.stdout, contains: "skipped magnifyingglass (SF Symbol)")
    verify(!FileManager.default.fileExists(atPath: catalog))
  }

  @Test func listsTheFontsToBundleAndTheFilesThatProvideThem() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A design that shows no image still gets a manifest: its screens draw Inter, which iOS does not ship.
    let generated = try ProcessRunner.figsnap([
      "generate", Paths.package("rulesets/default/tests/palette/input.json"), "-o", folder + "/Screens",
    ])
    verify(generated.status, equals: 0, "\(generated.stderr)")
    let written = try String(contentsOfFile: folder + "/Screens/assets.json", encoding: .utf8)
    verify(written, contains: "\"assets\": [],\n  \"fonts\": [\n    \"Inter\"\n  ],", "\(written)")
    let manifest = try writeManifest(Self.entries, in: folder)
    var text = try String(contentsOfFile: manifest, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""source": "design.json","#, with: #""fonts": ["Inter", "Lexend-Bold"], "source": "design.json","#)
    try Data(text.utf8).write(to: URL(fileURLWithPath: manifest))
    let fonts = folder + "/Fonts/Inter"
    try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
    for file in ["Inter-Regular.ttf", "Inter-Bold.otf", "README.txt"] {
      try Data().write(to: URL(fileURLWithPath: fonts + "/" + file))
    }
    let arguments = ["assets", manifest, "--file", "AbC123", "-o", folder + "/Assets.xcassets", "--dry-run"]
    let plain = try ProcessRunner.figsnap(arguments, environment: ["FIGMA_TOKEN": ""])
    verify(plain.status == 0 && plain.stdout.contains("fonts to bundle: Inter, Lexend-Bold\n"), "\(plain.stdout)")
    let checked = try ProcessRunner.figsnap(
      arguments + ["--fonts", folder + "/Fonts"], environment: ["FIGMA_TOKEN": ""])
    verify(checked.status, equals: 0, "\(checked.stderr)")
    verify(
      checked.stdout,
      contains: "  <array>\n    <string>Inter-Bold.otf</string>\n    <string>Inter-Regular.ttf</string>\n  </array>\n",
      "\(checked.stdout)")
    verify(
      checked.stderr,
      contains: "warning: [figsnap.fonts] no font file provides 'Lexend-Bold': its texts fall back to the system font",
      "\(checked.stderr)")
    let nowhere = try ProcessRunner.figsnap(
      arguments + ["--fonts", folder + "/Nowhere"], environment: ["FIGMA_TOKEN": ""])
    verify(nowhere.status == 2 && nowhere.stderr.contains("--fonts takes the folder of the app's font files"))
    try Data(text.replacingOccurrences(of: #"["Inter", "Lexend-Bold"]"#, with: "[1]").utf8).write(
      to: URL(fileURLWithPath: manifest))
    let broken = try ProcessRunner.figsnap(arguments, environment: ["FIGMA_TOKEN": ""])
    verify(
      broken.status == 2 && broken.stderr.contains("fonts[0]: expected a font's name, found 1"), "\(broken.stderr)")
  }

  @Test func asksForATokenWhenThereIsNone() throws {
    let folder = try temporaryFolder()
    let manifest = try writeManifest(Self.entries, in: folder)
    let result = try ProcessRunner.figsnap(
      ["assets", manifest, "--file", "AbC123", "-o", folder + "/Assets.xcassets"], environment: ["FIGMA_TOKEN": ""])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "no token: set FIGMA_TOKEN or pass --token")
    verify(!FileManager.default.fileExists(atPath: folder + "/Assets.xcassets"))
  }

  @Test(arguments: [
    (
      [
        #"{"name": "arrow", "kind": "vector", "node": "1:1", "rendering": "template"}"#,
        #"{"name": "hero", "kind": "bitmap", "node": "7:8", "rendering": "original"}"#,
      ], 1,
      #"assets[1].kind: expected "vector", "raster" or "symbol", found "bitmap""#
    ),
    (
      [#"{"name": "arrow", "kind": "vector", "node": "1:1", "rendering": "template"}"#], 2,
      "version: this figsnap reads manifests of version 1, not 2"
    ),
    (
      [#"{"name": "Hero Image", "kind": "raster", "node": "7:8", "rendering": "original"}"#], 1,
      "assets[0].name: expected lowercase letters, digits and '-'"
    ),
    ([#"{"name": "hero", "kind": "raster", "rendering": "original"}"#], 1, #"assets[0]: missing "node""#),
    (
      [#"{"name": "hero", "kind": "raster", "node": "7:8&format=svg", "rendering": "original"}"#], 1,
      #"assets[0].node: expected a Figma node id such as 12:34, found "7:8&format=svg""#
    ),
    (
      [#"{"name": "hero", "kind": "raster", "node": "7:8", "rendering": "original", "nodes": "7:8"}"#], 1,
      #"assets[0].nodes: expected an array of node ids, found "7:8""#
    ),
  ])
  func refusesAMalformedManifest(entries: [String], version: Int, message: String) throws {
    let folder = try temporaryFolder()
    let manifest = try writeManifest(entries, in: folder, version: version)
    let result = try assets("http://127.0.0.1:9", [manifest, "--file", "AbC123", "-o", folder + "/Assets.xcassets"])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: manifest + ":", "\(result.stderr)")
    verify(result.stderr, contains: message, "\(result.stderr)")
    verify(!FileManager.default.fileExists(atPath: folder + "/Assets.xcassets"))
  }

  @Test func refusesAnOutputThatIsNotACatalog() throws {
    let folder = try temporaryFolder()
    let manifest = try writeManifest(Self.entries, in: folder)
    let result = try assets("http://127.0.0.1:9", [manifest, "--file", "AbC123", "-o", folder + "/Images"])
    verify(result.status, equals: 2)
    verify(result.stderr, contains: "-o takes an asset catalog, a folder ending in .xcassets")
  }

  @Test func exportsWhatGenerateListsEndToEnd() throws {
    try withServer { base in
      let folder = try temporaryFolder()
      let screens = folder + "/Sources/Screens"
      let generated = try ProcessRunner.figsnap([
        "generate", Paths.package("rulesets/default/tests/icons/input.json"), "-o", screens,
      ])
      verify(generated.status, equals: 0, "\(generated.stderr)")
      let manifestPath = screens + "/assets.json"
      let manifest = try required(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifestPath)))
          as? [String: Any])
      let entries = try required(manifest["assets"] as? [[String: Any]])
      let catalog = folder + "/App/Assets.xcassets"
      let first = try assets(base, [manifestPath, "--file", "ratelimited", "-o", catalog])
      verify(first.status, equals: 0, "\(first.stderr)")
      verify(first.stderr, contains: "HTTP 429; retrying in 1 s")
      // Every image the code shows by name is an image set; an SF Symbol needs none.
      let code = SwiftStatements.unbroken(try String(contentsOfFile: screens + "/IconsView.swift", encoding: .utf8))
      for entry in entries {
        let name = try required(entry["name"] as? String)
        if entry["kind"] as? String == "symbol" {
          verify(code, contains: "UIImage(systemName: \"\(name)\"")
          verify(!FileManager.default.fileExists(atPath: catalog + "/" + name + ".imageset"))
          continue
        }
        verify(code, contains: "UIImage(named: \"\(name)\")")
        let images = try images(catalog, name)
        verify(!images.isEmpty, "\(name)")
        let properties = try contents(catalog, name)["properties"] as? [String: Any]
        if entry["kind"] as? String == "vector" {
          verify(properties?["preserves-vector-representation"] as? Bool, equals: true, "\(name)")
          verify(properties?["template-rendering-intent"] as? String, equals: entry["rendering"] as? String, "\(name)")
        }
      }
      let before = snapshot(catalog)
      let second = try assets(base, [manifestPath, "--file", "AbC123", "-o", catalog])
      verify(second.status, equals: 0, "\(second.stderr)")
      verify(second.stdout, lacks: "wrote ", "\(second.stdout)")
      verify(snapshot(catalog), equals: before, "a second run rewrites nothing")
      verify(leftovers(folder).isEmpty)
    }
  }

  /// A ruleset that keeps colour tokens in the catalogue: the manifest lists them, `assets` writes their colour sets
  /// with their Dark values (no token needed), and the token file names them.
  @Test func colourTokensKeptInTheCatalogueAreColourSetsTheTokenFileNames() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/catalog", withIntermediateDirectories: true)
    try Data(
      #"return { name = "catalog", api = 1, extends = "default", rules = {}, options = { color_tokens = "catalog" } }"#
        .utf8
    ).write(to: URL(fileURLWithPath: folder + "/catalog/ruleset.lua"))
    let screens = folder + "/Screens"
    for target in ["uikit", "swiftui"] {
      let generated = try ProcessRunner.figsnap([
        "generate", "examples/tokens/welcome.json", "--variables", "examples/tokens/variables.json", "--ruleset",
        folder + "/catalog", "--target", target, "-o", screens + "-" + target,
      ])
      verify(generated.status, equals: 0, "\(generated.stderr)")
    }
    let tokens = try String(contentsOfFile: screens + "-uikit/ColorTokens.swift", encoding: .utf8)
    // The set is named apart from the member, which Xcode's generated asset symbols would otherwise redeclare; where
    // the app's catalogue lacks it, the member is the same dynamic colour as without the catalogue.
    let named = #"UIColor(named: "brandPrimaryToken") ?? UIColor { traits in"#
    verify(tokens, contains: "static let brandPrimary = " + named, "\(tokens)")
    verify(tokens, contains: ": UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)", "\(tokens)")
    let swiftUI = try String(contentsOfFile: screens + "-swiftui/ColorTokens.swift", encoding: .utf8)
    verify(swiftUI, contains: "static let brandPrimary = Color(uiColor: \(named)", "\(swiftUI)")
    verify(try SwiftTypeChecker.problems(inFiles: [screens + "-uikit/ColorTokens.swift"]), equals: nil)
    verify(try SwiftTypeChecker.problems(inFiles: [screens + "-swiftui/ColorTokens.swift"]), equals: nil)
    let catalog = folder + "/App.xcassets"
    // Colour sets alone need no token: nothing is downloaded.
    let result = try ProcessRunner.figsnap(
      ["assets", screens + "-uikit/assets.json", "--file", "AbC123", "-o", catalog], environment: ["FIGMA_TOKEN": ""])
    verify(result.status, equals: 0, "\(result.stderr)")
    verify(result.stdout, contains: "wrote brandPrimaryToken.colorset (colour, any dark)", "\(result.stdout)")
    let path = catalog + "/brandPrimaryToken.colorset/Contents.json"
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let colors = try required((object as? [String: Any])?["colors"] as? [[String: Any]])
    verify(colors.count, equals: 2)
    let dark = try required(colors.last)
    verify(
      (dark["appearances"] as? [[String: String]]), equals: [["appearance": "luminosity", "value": "dark"]], "\(dark)")
    let components = (dark["color"] as? [String: Any])?["components"] as? [String: String]
    verify(components, equals: ["red": "0.039", "green": "0.518", "blue": "1.000", "alpha": "1.000"])
    let before = snapshot(catalog)
    let second = try ProcessRunner.figsnap(
      ["assets", screens + "-uikit/assets.json", "--file", "AbC123", "-o", catalog], environment: ["FIGMA_TOKEN": ""])
    verify(second.stdout.contains("unchanged brandPrimaryToken.colorset") && snapshot(catalog) == before)
  }

  @Test func hasHelpWithExamples() throws {
    let result = try ProcessRunner.figsnap(["assets", "--help"])
    verify(result.status, equals: 0)
    verify(result.stdout.hasPrefix("Usage: figsnap assets"))
    verify(result.stdout, contains: "Examples:")
  }
}
