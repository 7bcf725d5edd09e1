import Diagnostics

/// A command's options: which flags it knows, which take a value, which may repeat.
struct OptionSpec: Sendable {
  /// `--json`: no value.
  var flags: [String] = []
  /// `--node ID`: one value each time given.
  var values: [String] = []
  /// Options that may be given more than once.
  var repeatable: [String] = []
  /// Short aliases: `-o` → `--output`.
  var aliases: [String: String] = [:]
  /// How many positional arguments the command takes at most.
  var maxPositionals = 1
}

/// The parsed arguments of one command.
struct ParsedArguments: Sendable {
  var positionals: [String] = []
  var flags: Set<String> = []
  var values: [String: [String]] = [:]

  func has(_ flag: String) -> Bool { flags.contains(flag) }
  func value(_ option: String) -> String? { values[option]?.last }
  func all(_ option: String) -> [String] { values[option] ?? [] }
}

/// A usage mistake: the CLI prints it and exits 2.
struct UsageError: Error, Sendable {
  var message: String
}

/// Hand-rolled parser: `--name value`, `--name=value`, `-o value`, `--` ends options.
enum ArgumentParser {
  static func parse(_ arguments: [String], spec: OptionSpec, command: String) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      name = spec.aliases[name] ?? name
      if spec.flags.contains(name) {
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
        parsed.flags.insert(name)
      } else if spec.values.contains(name) {
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
          throw UsageError(message: "\(name) needs a value")
        }
        if inlineValue == nil { index += 1 }
        if parsed.values[name] != nil, !spec.repeatable.contains(name) {
          throw UsageError(message: "\(name) may be given only once")
        }
        parsed.values[name, default: []].append(value)
      } else {
        let known = spec.flags + spec.values
        let hint = Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "unknown option '\(name)' for '\(command)'\(hint)")
      }
    }
    guard parsed.positionals.count <= spec.maxPositionals else {
      throw UsageError(message: "unexpected argument '\(parsed.positionals[spec.maxPositionals])'")
    }
    return parsed
  }
}
