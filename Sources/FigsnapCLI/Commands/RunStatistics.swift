import JSONText
import Pipeline
import Ruling

/// The `stats:` lines of `--stats`: what each stage of a run cost, and what the rules cost.
///
/// Printed to standard error, never part of output that must be stable.
enum RunStatistics {
  /// A line per stage the run reached: its wall and CPU seconds (CPU above wall: several cores) and the peak memory of
  /// the process by its end.
  static func stagesText(_ costs: [Pipeline.StageCost]) -> String {
    costs.map { cost in
      """
      stats: \(stageName(cost.stage)) \(NumberText.format(cost.seconds)) s (CPU \(NumberText.format(cost.cpuSeconds)) s), \
      peak memory \(cost.peakMemoryBytes >> 20) MiB

      """
    }.joined()
  }

  /// The rules' line (hook calls, nodes exposed to Lua, their cost), then the ten rule hooks the run spent most time
  /// in, with their calls, answers and µs per call.
  static func rulesText(_ stats: RuleStatistics) -> String {
    let perNode = stats.nodesExposed > 0 ? stats.exposeSeconds / Double(stats.nodesExposed) * 1e6 : 0
    let perSecond = stats.hookSeconds > 0 ? Double(stats.hookCalls) / stats.hookSeconds : 0
    let perCallOverall = stats.hookCalls > 0 ? stats.hookSeconds / Double(stats.hookCalls) * 1e6 : 0
    let costliest = stats.costs.sorted { ($0.value.seconds, $1.key) > ($1.value.seconds, $0.key) }.prefix(10)
    return """
      stats: \(stats.nodesExposed) nodes exposed in \(NumberText.format(stats.exposeSeconds)) s \
      (\(NumberText.format(perNode)) µs per node); \(stats.hookCalls) hook calls in \
      \(NumberText.format(stats.hookSeconds)) s (\(Int(perSecond)) per second, \(NumberText.format(perCallOverall)) µs \
      per call); Lua memory at its peak \(stats.luaPeakMemoryBytes >> 10) KiB

      """
        + costliest.map { key, cost in
          let perCall = cost.calls > 0 ? cost.seconds / Double(cost.calls) * 1e6 : 0
          return """
            stats: \(key): \(cost.calls) calls, \(cost.answers) answered, \(NumberText.format(cost.seconds)) s \
            (\(NumberText.format(perCall)) µs per call)

            """
        }.joined()
  }

  private static func stageName(_ stage: Pipeline.Stage) -> String {
    switch stage {
    case .tree: "read"
    case .decisions: "rules"
    case .layout: "plan"
    case .solved: "solve"
    case .checked: "check"
    case .emitted: "emit"
    }
  }
}
