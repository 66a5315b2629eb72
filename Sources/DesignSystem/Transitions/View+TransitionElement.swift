import CatalogUI

// MARK: - View.transitionElement

extension View {
  /// Tags the view as the component `id` in screen transitions and gives it `id`'s name as its
  /// accessibility identifier, so UI tests find by one name the very view a transition moves.
  func transitionElement(_ id: TransitionID, fileID: String = #fileID, line: Int = #line)
    -> some View
  {
    transitionID(id, fileID: fileID, line: line).accessibilityIdentifier(id.name)
  }
}
