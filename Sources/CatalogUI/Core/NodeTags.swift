// MARK: - NodeTags

/// What the modifiers around a view set on its node, apart from layout and drawing: identity,
/// identifiers, accessibility, actions, stack priority and drawing order.
///
/// One value, so that every path that saves and restores a node's tags (views kept by an
/// `EquatableView` from one pass to the next) copies all of them: a tag added here cannot be
/// left behind.
struct NodeTags {
  /// Priority in stacks; higher is offered space first.
  var layoutPriority: Double = 0
  /// Drawing order among ZStack siblings; higher draws later.
  var zIndex: Double = 0
  /// Identifiers given with `.id(_:)`.
  var identifiers: [AnyHashable] = []
  /// The component this node is in screen transitions, given with `.transitionID(_:)`.
  var transitionTag: TransitionTag?
  /// The identity of the innermost view this node was resolved from.
  var identity: ViewIdentity?
  /// The types of the view that made this node (`Text`, `HStack`, a modifier) and of the custom
  /// views whose body it is, innermost first, for queries such as `find(DLSButton.self)`.
  var viewTypes: [ObjectIdentifier] = []
  /// Accessibility properties set on this view.
  var accessibility = AccessibilityProperties()
  /// The action a tap on this view performs, if any.
  var tapAction: (() -> Void)?
  /// What typing into this view does (a text field's edit), if anything.
  var textInput: ((String) -> Void)?
  /// `false` inside `.allowsHitTesting(false)`: touches pass through to what is behind.
  var allowsHitTesting = true
  /// Whether `.contentShape(_:)` makes the whole frame take touches.
  var hasContentShape = false
  /// The edges on which the view reaches past the safe area (`ignoresSafeArea`).
  var ignoredSafeAreaEdges: Edge = []
  /// Whether the view places its content inside the safe part of its frame, as the root of a
  /// presented sheet does.
  var placesContentInSafeArea = false
  /// How the view lays out as a cell of a `Grid` (`gridCellColumns(_:)` and the others).
  var gridCell = GridCellOptions()
}
