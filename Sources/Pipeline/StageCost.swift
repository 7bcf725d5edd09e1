#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Pipeline {
  /// What one stage of a run cost: for `--stats` and benchmarks, never for output that must be stable.
  public struct StageCost: Sendable, Hashable {
    public var stage: Stage
    /// Wall-clock seconds.
    public var seconds: Double
    /// CPU seconds of every thread of the process (user and system); above ``seconds`` when the stage ran on several
    /// cores.
    public var cpuSeconds: Double
    /// The most memory the process held at once, by the end of the stage (resident bytes, never going down).
    public var peakMemoryBytes: Int
  }

  /// Measures the stages of a run, one after another.
  struct StageMeter {
    private(set) var costs: [StageCost] = []
    private let clock = ContinuousClock()

    /// `body`'s result, its cost recorded as `stage`'s.
    mutating func measure<Value, Failure: Error>(_ stage: Stage, _ body: () throws(Failure) -> Value) throws(Failure)
      -> Value
    {
      let started = clock.now
      let before = Self.usage()
      let value = try body()
      let elapsed = (clock.now - started).components
      let after = Self.usage()
      costs.append(
        StageCost(
          stage: stage, seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18,
          cpuSeconds: after.cpuSeconds - before.cpuSeconds, peakMemoryBytes: after.peakBytes))
      return value
    }

    /// CPU seconds so far and the peak resident size, from `getrusage`.
    private static func usage() -> (cpuSeconds: Double, peakBytes: Int) {
      var usage = rusage()
      #if canImport(Glibc)
        let ofThisProcess = RUSAGE_SELF.rawValue
      #else
        let ofThisProcess = RUSAGE_SELF
      #endif
      guard getrusage(ofThisProcess, &usage) == 0 else { return (0, 0) }
      func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
      #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Apple systems
      #else
        let peak = Int(usage.ru_maxrss) * 1024  // KiB on Linux
      #endif
      return (seconds(usage.ru_utime) + seconds(usage.ru_stime), peak)
    }
  }
}
