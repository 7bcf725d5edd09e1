/// What one run of a ruleset may spend.
///
/// A runaway script ends with a diagnostic instead of hanging CI or exhausting memory.
public struct RuleLimits: Sendable, Hashable {
  /// Lua instructions one hook call may run.
  public var instructionsPerHook: Int
  /// Lua instructions the whole run may run.
  public var instructionsPerRun: Int
  /// Memory the scripts may allocate beyond the design data, in MiB.
  public var memoryMB: Int
  /// Wall-clock seconds the whole run may take.
  public var seconds: Double

  /// 10 million instructions a call, 20 billion a run, 64 MiB, 120 s.
  public static let standard = RuleLimits(
    instructionsPerHook: 10_000_000, instructionsPerRun: 20_000_000_000, memoryMB: 64, seconds: 120)

  /// What a manifest or the command line may set, checked before use: instructions per hook
  /// call up to 10¹², per run up to 10¹⁵, memory up to 64 GiB, time up to a day.
  public static let instructionsPerHookRange = 1...1_000_000_000_000
  public static let instructionsPerRunRange = 1...1_000_000_000_000_000
  public static let memoryMBRange = 1...65_536
  public static let secondsRange: ClosedRange<Double> = 0.001...86_400

  /// Creates limits.
  public init(instructionsPerHook: Int, instructionsPerRun: Int, memoryMB: Int, seconds: Double) {
    self.instructionsPerHook = instructionsPerHook
    self.instructionsPerRun = instructionsPerRun
    self.memoryMB = memoryMB
    self.seconds = seconds
  }
}

/// Limits set in a manifest's `limits` table or on the command line; nil keeps the value below.
public struct RuleLimitOverrides: Sendable, Hashable {
  public var instructionsPerHook: Int?
  public var instructionsPerRun: Int?
  public var memoryMB: Int?
  public var seconds: Double?

  /// Creates overrides.
  public init(
    instructionsPerHook: Int? = nil, instructionsPerRun: Int? = nil, memoryMB: Int? = nil, seconds: Double? = nil
  ) {
    self.instructionsPerHook = instructionsPerHook
    self.instructionsPerRun = instructionsPerRun
    self.memoryMB = memoryMB
    self.seconds = seconds
  }

  /// `limits` with these overrides applied.
  public func applied(to limits: RuleLimits) -> RuleLimits {
    RuleLimits(
      instructionsPerHook: instructionsPerHook ?? limits.instructionsPerHook,
      instructionsPerRun: instructionsPerRun ?? limits.instructionsPerRun,
      memoryMB: memoryMB ?? limits.memoryMB,
      seconds: seconds ?? limits.seconds)
  }
}

extension RuleLimits {
  /// `failure` with the limit it hit named, and how to raise it.
  func explained(_ failure: LuaFailure) -> LuaFailure {
    var explained = failure
    switch failure.limit {
    case .memory:
      explained.message = "memory limit of \(memoryMB) MiB exceeded (raise limits.memory_mb or --lua-memory-mb)"
    case .hookInstructions:
      explained.message += " (\(instructionsPerHook) instructions per hook call; limits.instructions)"
    case .runInstructions:
      explained.message += " (\(instructionsPerRun) instructions per run; limits.run_instructions)"
    case .time:
      explained.message += " (\(LuaNumberFormat.text(seconds)) s; limits.seconds or --lua-seconds)"
    case nil:
      break
    }
    return explained
  }
}
