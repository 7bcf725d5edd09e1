/// The hooks a rule may define, in the order the host consults them for a node.
public enum HookName: String, Sendable, Hashable, CaseIterable, Comparable {
  case skip, view, container, horizontal, vertical, size, color, font, constraints, check

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
