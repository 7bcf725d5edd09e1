import Diagnostics
import FigmaAPI
import FigmaModel
import FileTransactions
import Foundation

/// `figsnap fetch`: downloads a file or some nodes from the Figma REST API.
enum FetchCommand: Command {
  static let name = "fetch"
  static let summary = "download a Figma file or nodes with a personal access token"
  static let options = OptionSpec(
    flags: ["--geometry-paths"],
    values: ["--file", "--node", "--output", "--depth", "--version", "--variables"] + ClientOptions.values,
    repeatable: ["--node"], aliases: ["-o": "--output"], maxPositionals: 0)
  static let help = """
    Usage: figsnap fetch --file KEY [--node ID]... [-o FILE] [--variables FILE] [options]

    Downloads GET /v1/files/KEY (or /v1/files/KEY/nodes?ids=… with --node) and writes the
    response to FILE, atomically, after checking that it is a Figma response. Without -o the
    JSON goes to standard output. With --variables, GET /v1/files/KEY/variables/local too, checked
    as variables and written to its own file (generate --variables reads it): Figma answers it
    only for full members of an Enterprise organisation, and where it refuses (HTTP 403) a note
    says so, the file is left as it was, and the design's styles still make its tokens. The token comes from FIGMA_TOKEN or --token (create one in
    Figma: Settings → Security → Personal access tokens). Rate limits (HTTP 429) are retried
    after the Retry-After the API gives, server errors with exponential back-off.

    Options:
      --file KEY          the file key from the Figma URL (figma.com/design/KEY/…)
      --node ID           fetch only these nodes (repeatable; 1:2 or 1-2)
      -o, --output FILE   where to write the JSON
      --depth N           how deep to traverse the document
      --geometry-paths    ask for vector paths, size and relativeTransform
      --version ID        a specific version of the file
      --variables FILE    also download the file's local variables into FILE
    \(ClientOptions.help)

    Examples:
      FIGMA_TOKEN=… figsnap fetch --file AbC123 -o design.json
      figsnap fetch --file AbC123 --node 12-34 --node 12-40 -o screens.json
      figsnap fetch --file AbC123 -o design.json --variables variables.json

    """

  /// The command's options, as given.
  struct Options: Sendable {
    var file: String?
    var nodes: [String] = []
    /// `-o FILE`.
    var output: String?
    var depth: String?
    var geometryPaths = false
    var version: String?
    /// `--variables FILE`: where the file's variables go.
    var variables: String?
    var client: ClientOptions

    /// The file `file` (nodes `nodes`, at `version`) into `output`, and its variables into `variables`, through the
    /// API `client` names.
    init(
      file: String, nodes: [String], version: String?, output: String, variables: String? = nil, client: ClientOptions
    ) {
      self.file = file
      self.nodes = nodes
      self.version = version
      self.output = output
      self.variables = variables
      self.client = client
    }

    init(_ arguments: ParsedArguments) {
      file = arguments.value("--file")
      nodes = arguments.all("--node")
      output = arguments.value("--output")
      depth = arguments.value("--depth")
      geometryPaths = arguments.has("--geometry-paths")
      version = arguments.value("--version")
      variables = arguments.value("--variables")
      client = ClientOptions(arguments)
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    try await run(Options(arguments), console: console)
  }

  static func run(_ options: Options, console: Console) async throws -> ExitStatus {
    guard let key = options.file, !key.isEmpty else { throw UsageError(message: "missing --file KEY") }
    let nodeIDs = try options.nodes.map {
      ScreenSelection.apiNodeID(try FigmaIdentifier.nodeID.checked($0, option: "--node"))
    }
    var request = FetchRequest(fileKey: try FigmaIdentifier.fileKey.checked(key, option: "--file"), nodeIDs: nodeIDs)
    request.depth = try options.depth.map {
      try NumericOption.whole($0, "--depth", in: NumericOption.depth)
    }
    request.geometryPaths = options.geometryPaths
    request.version = try options.version.map {
      try FigmaIdentifier.version.checked($0, option: "--version")
    }
    let token = try options.client.token()
    let client = try options.client.client(token: token, prefix: "figsnap \(name)")

    if options.variables != nil, options.variables == options.output {
      throw UsageError(message: "--variables names the file -o writes the design to")
    }
    let body = try await client.fetch(request)
    let source = options.output ?? "<response>"
    do {
      _ = try FigmaDecoder(source: source).decode(body)
    } catch {
      // A message may quote the answer, and the answer may quote the token.
      throw client.redactor.redact(error)
    }
    // Both answers are read and checked before either file is written.
    var variables: (path: String, answer: (body: [UInt8]?, refusal: String?))?
    if let path = options.variables { variables = (path, try await client.variables(fileKey: request.fileKey)) }
    if let variables, let body = variables.answer.body {
      do {
        _ = try VariablesDecoder(source: variables.path).decode(body)
      } catch {
        throw client.redactor.redact(error)
      }
    }
    if let output = options.output {
      try AtomicWriter.write(body, to: output)
      console.err("figsnap fetch: wrote \(body.count) bytes to \(output)\n")
    } else {
      console.out(String(decoding: body, as: UTF8.self))
    }
    guard let variables else { return .success }
    if let body = variables.answer.body {
      try AtomicWriter.write(body, to: variables.path)
      console.err("figsnap fetch: wrote \(body.count) bytes of variables to \(variables.path)\n")
    } else {
      console.err(
        "figsnap fetch: note: the Figma API refused the file's variables (\(variables.answer.refusal ?? "HTTP 403")): "
          + "it serves them to full members of an Enterprise organisation only; \(variables.path) is left as it was, "
          + "and the design's colour and text styles still make its tokens\n")
    }
    return .success
  }
}
