// MARK: - TraitDimensions

/// The trait values a run used, per dimension, for the report's trait switcher.
enum TraitDimensions {
  /// The catalog's dimension order; unknown dimensions follow, sorted by name.
  static let order = ["colorScheme", "layoutDirection", "textSize", "width", "locale"]

  /// Dimensions and their values in first-seen plan order.
  static func collect(from plan: [PlannedSnapshot]) -> [RunReport.TraitDimension] {
    var values: [String: [String]] = [:]
    for item in plan {
      for (name, value) in item.traits where !(values[name]?.contains(value) ?? false) {
        values[name, default: []].append(value)
      }
    }
    let names = values.keys.sorted { lhs, rhs in
      let l = order.firstIndex(of: lhs) ?? order.count
      let r = order.firstIndex(of: rhs) ?? order.count
      return l != r ? l < r : lhs < rhs
    }
    return names.map { RunReport.TraitDimension(name: $0, values: values[$0] ?? []) }
  }
}
