/// DesignSystem: tokens, icons and components built the way the source documents describe.
///
/// Design: each component has a base view that owns interaction and accessibility. A component
/// with more than one look draws through CatalogUI's `ComponentStyle`: its own style protocol
/// (`DLSBadgeStyle`) fixes the configuration, its looks are styles with leading-dot names, and
/// a modifier named after the protocol sets them for everything inside a view
/// (`.dlsButtonStyle(.secondary)`), so a new look never duplicates behaviour. Components with
/// one look (the checkbox, the listing card, the bottom sheet…) are plain views. Colours, type,
/// spacing, radii and elevation come from tokens that follow light and dark appearance and
/// Dynamic Type.
///
/// Screens (`Screens/`) follow the source documents' unidirectional data flow: each is a view
/// of a `StateStore`'s state that dispatches actions, and its static `handle(_:_:)` is the
/// whole of its logic, testable without a view. They are built only from the components, on
/// the `DLSListScreen` scaffold, with fixed sample data so snapshots never drift. The explore
/// page and the screens presented over it (`DatePickerSheetScreen`, `SearchInputScreen`) keep
/// only passing input (a category, dates, typed text) in `@State` and report decisions through
/// closures, as the flow presenting them owns the state.
///
/// Transitions (`Transitions/`) name the parts those screens tag with `.transitionID(_:)`, in
/// caseless enums as the declarative-transitions article names them (`BottomSheet`, `Explore`,
/// `SearchInput`), and the `TransitionDefinition`s between the screens.
///
/// Costs: a styled component erases its style's view type (`AnyView`) each time it is resolved.
public enum DesignSystemModule {}
