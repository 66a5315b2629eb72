// Motion: how things move over time, apart from how views are resolved, laid out and drawn.
//
// Public face:
// - Timing (`Timing/`): `Animation` (curves, springs, delay, speed, repeats), `withAnimation`,
//   `.animation(_:value:)`, `AnimationTimeline`, the progress of one animation at a time, and
//   `PhaseAnimator` and `.phaseAnimator`, which a host shows at their first phase.
// - View transitions (`ViewTransitions/`): `AnyTransition` and `.transition(_:)` for views
//   that enter and leave, `Namespace` and `.matchedGeometryEffect(id:in:)` for views that move.
// - Screen transitions (`ScreenTransitions/`): `TransitionID` and `.transitionID(_:)` tag the
//   parts of a screen, `TransitionAnimation` and `TransitionDefinition` say how each moves,
//   `ScreenTransition` is the result (its duration, notes, element states and frames), and
//   `ViewHost.animate(_:_:)` builds one from a state change of a single host.
//
// Inside: a `ScreenTransition` splits each screen into a `LayeredScreen` (background plus one
// sprite per tagged element, each rendered once), merges the two screens' hierarchies into a
// `TransitionPlan` of `TransitionElement`s, and composites a frame by working out each
// element's `TransitionStates` at that time. Nothing here lays out or resolves a view: motion
// asks a `ViewHost` for display lists and frames and works on pixels and rectangles.
