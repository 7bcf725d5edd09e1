import Diagnostics

/// The findings that report what the code does not draw, or draws differently, counted by feature.
enum ApproximationCounts {
  /// `not drawn: 3 layer_blur, 1 mask; drawn differently: 20 corner_radii`, or nil when there are none.
  static func summary(_ findings: [Diagnostic]) -> String? {
    let parts = [("untranslated", "not drawn"), ("approximated", "drawn differently")].compactMap {
      family, label -> String? in
      let counts = count(findings, family: family)
      guard !counts.isEmpty else { return nil }
      return "\(label): " + counts.map { "\($0.count) \($0.feature)" }.joined(separator: ", ")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// The number of findings of each feature of `family` (`untranslated`), most first, then by name.
  static func count(_ findings: [Diagnostic], family: String) -> [(feature: String, count: Int)] {
    var counts: [String: Int] = [:]
    let prefix = family + "."
    for finding in findings where finding.ruleID.hasPrefix(prefix) {
      counts[String(finding.ruleID.dropFirst(prefix.count)), default: 0] += 1
    }
    return counts.map { (feature: $0.key, count: $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.feature < $1.feature
    }
  }
}
