// MARK: - EditButton

/// A button that turns edit mode on and off, as SwiftUI's `EditButton`: it reads "Edit", or
/// "Done" in semibold while editing, and a tap flips the environment's `editMode` binding
/// between `.inactive` and `.active`.
///
/// Where no ancestor set `\.editMode`, the button keeps the mode itself, so it still reads
/// "Done" after a tap; set `.environment(\.editMode, $mode)` around the list and the button
/// for the rest of the screen to see the mode, as SwiftUI code does to read it.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  @State private var ownMode = EditMode.inactive

  /// An edit button.
  public init() {}

  /// "Edit" or "Done", as a button.
  public var body: some View {
    let mode = editMode ?? $ownMode
    let isEditing = mode.wrappedValue.isEditing
    Button {
      mode.wrappedValue = isEditing ? .inactive : .active
    } label: {
      Text(verbatim: isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
    }
  }
}
