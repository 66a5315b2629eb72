import Observation
import Synchronization

// MARK: - StateGraph

/// Keeps the state of one hosted view tree between renders: the storage of `@State` and
/// `@StateObject` by view identity, the observable objects the tree reads, and whether
/// anything changed since the last render.
///
/// Each render is a pass: resolving the tree links every dynamic property to the storage of its
/// view's identity, creating storage for identities new in this pass; after the pass, storage
/// of identities that no longer appear is dropped, so a view that leaves the tree and comes
/// back starts afresh, as in SwiftUI. A host and its graph are used by one thread at a time.
final class StateGraph {
  /// The storage slots of one view identity.
  private final class Slots {
    var values: [AnyObject] = []
    var pass = 0
  }

  private var slots: [ViewIdentity: Slots] = [:]
  private var pass = 0
  /// The number of the current (or last) pass, counting from 1.
  var passNumber: Int { pass }
  private(set) var isResolving = false

  /// Whether state changed since the last pass began.
  var isInvalid: Bool { stateChanged || observation.hasChanged }
  /// Whether `@State`, a binding or an `ObservableObject` changed since the pass began.
  private var stateChanged = false
  /// Whether an `@Observable` property that a body read changed since the pass began.
  private let observation = ObservedChange()
  /// The view whose body changed state during the current pass, for the loop diagnostic.
  private(set) var writerDuringPass: String?
  /// The views whose body is being computed, innermost last.
  private var evaluating: [String] = []

  private var observed: [ObjectIdentifier: AnyCancellable] = [:]
  private var observedThisPass: [ObjectIdentifier: any ObservableObject] = [:]

  /// How many times the tree has reached the graph (state, observed objects, `onAppear`,
  /// geometry): views whose resolution did not change it depend on nothing but their values
  /// and environment.
  private(set) var touches = 0

  /// The resolved views of `EquatableView`s, by identity, kept while they stay in the tree.
  private var kept: [ViewIdentity: KeptViews] = [:]

  private var appeared: Set<ViewIdentity> = []
  private var appearedThisPass: Set<ViewIdentity> = []
  private var appearActions: [() -> Void] = []
  /// The `onDisappear` actions of the last pass and of this one, by identity.
  private var disappearActions: [ViewIdentity: () -> Void] = [:]
  private var disappearActionsThisPass: [ViewIdentity: () -> Void] = [:]

  /// The value each `onChange` saw in the last pass, by its place: the view's identity and its
  /// order among the `onChange`s there.
  private var watched: [WatchKey: Any] = [:]
  private var watchedThisPass: Set<WatchKey> = []
  private var watchCounts: [ViewIdentity: Int] = [:]

  /// Where an `onChange` sits.
  private struct WatchKey: Hashable {
    let identity: ViewIdentity
    let index: Int
  }

  // MARK: Passes

  /// Starts resolving the tree again.
  func beginPass() {
    pass += 1
    isResolving = true
    stateChanged = false
    observation.reset()
    writerDuringPass = nil
    observedThisPass = [:]
    appearedThisPass = []
    appearActions = []
    disappearActionsThisPass = [:]
    watchedThisPass = []
    watchCounts = [:]
  }

  /// Ends a pass: drops the storage of identities that did not appear, follows the objects the
  /// tree read, and returns the `onAppear` actions of views that were not on screen before and
  /// the `onChange` actions of values that changed, to run once the tree is in place.
  func endPass() -> [() -> Void] {
    isResolving = false
    slots = slots.filter { $0.value.pass == pass }
    if kept.contains(where: { $0.value.pass != pass }) {
      kept = kept.filter { $0.value.pass == pass }
    }
    for (id, object) in observedThisPass where observed[id] == nil {
      let publisher = object.objectWillChange
      PublishedFields.connect(object, to: publisher)
      observed[id] = publisher.sink { [weak self] in self?.invalidate() }
    }
    for id in observed.keys where observedThisPass[id] == nil { observed[id] = nil }
    appeared = appearedThisPass
    for (identity, action) in disappearActions.sorted(by: { "\($0.key)" < "\($1.key)" })
    where disappearActionsThisPass[identity] == nil {
      appearActions.append(action)
    }
    disappearActions = disappearActionsThisPass
    if watched.count != watchedThisPass.count {
      watched = watched.filter { watchedThisPass.contains($0.key) }
    }
    return appearActions
  }

  /// Records that `body` of the view named `name` is being computed during `work`, and
  /// follows the `@Observable` properties it reads, as SwiftUI does: a change to one of them
  /// renders the tree again, and a change to a property no body read does not.
  func evaluating<T>(_ name: String, _ work: () -> T) -> T {
    evaluating.append(name)
    defer { evaluating.removeLast() }
    var witness = ObservedChange.Witness(observation)
    let result = withObservationTracking(work) { [witness] in witness.change.markChanged() }
    // Observation keeps the change handler (and with it the witness) only when the body read
    // an observable property: then the view depends on more than its value and environment.
    if !isKnownUniquelyReferenced(&witness) { touches += 1 }
    return result
  }

  // MARK: Storage

  /// The storage of slot `index` of the view at `identity`, made by `make` when the identity is
  /// new in the tree (or the slot held something else, which a type change of the view rules
  /// out, since the type is part of the identity).
  func storage<S: AnyObject>(at identity: ViewIdentity, index: Int, make: () -> S) -> S {
    touches += 1
    let entry: Slots
    if let existing = slots[identity] {
      entry = existing
    } else {
      entry = Slots()
      slots[identity] = entry
    }
    entry.pass = pass
    if index < entry.values.count, let value = entry.values[index] as? S { return value }
    let value = make()
    if index < entry.values.count {
      entry.values[index] = value
    } else {
      while entry.values.count < index { entry.values.append(Placeholder()) }
      entry.values.append(value)
    }
    return value
  }

  private final class Placeholder {}

  /// The number of identities holding state, for tests of clean-up.
  var storedIdentityCount: Int { slots.count }

  // MARK: Changes

  /// Notes that state the tree reads has changed: the next query or render resolves again.
  func invalidate() {
    stateChanged = true
    if isResolving, writerDuringPass == nil {
      writerDuringPass = evaluating.last ?? "the root view"
    }
  }

  /// Accepts the pending change without another pass, after the host reported a view that
  /// changes state on every pass.
  func acceptChanges() {
    stateChanged = false
    observation.reset()
  }

  /// Follows `object`: its changes invalidate the tree until a pass no longer reads it.
  func observe(_ object: any ObservableObject) {
    touches += 1
    observedThisPass[ObjectIdentifier(object)] = object
  }

  /// Registers an `onAppear` action of the view at `identity`; it runs after the pass when the
  /// view was not in the previous pass.
  func onAppear(at identity: ViewIdentity, _ action: @escaping () -> Void) {
    touches += 1
    appearedThisPass.insert(identity)
    if !appeared.contains(identity) { appearActions.append(action) }
  }

  /// Registers an `onDisappear` action of the view at `identity`; it runs after the first pass
  /// that no longer shows the view.
  func onDisappear(at identity: ViewIdentity, _ action: @escaping () -> Void) {
    touches += 1
    disappearActionsThisPass[identity] = action
  }

  /// Runs `action` after the pass with the old and new value when `value` differs from what the
  /// `onChange` at `identity` saw in the last pass (with `value` twice on its first pass when
  /// `initial`), as SwiftUI's `onChange(of:initial:_:)`.
  func onChange<V: Equatable>(
    at identity: ViewIdentity, of value: V, initial: Bool,
    _ action: @escaping (V, V) -> Void
  ) {
    touches += 1
    let index = watchCounts[identity, default: 0]
    watchCounts[identity] = index + 1
    let key = WatchKey(identity: identity, index: index)
    watchedThisPass.insert(key)
    if let old = watched[key] as? V {
      if old != value { appearActions.append { action(old, value) } }
    } else if initial {
      appearActions.append { action(value, value) }
    }
    watched[key] = value
  }

  /// Notes that the tree depends on something besides view values and the environment, such
  /// as the size a `GeometryReader` gets, so no view around this point is kept.
  func touch() { touches += 1 }

  // MARK: Kept views

  /// Keeps `nodes`, resolved from `content` at `identity`, for the next pass.
  @MainActor
  func keep(
    _ nodes: [LayoutNode], for content: Any, at identity: ViewIdentity, depth: Int,
    environment: EnvironmentValues
  ) {
    kept[identity] = KeptViews(
      content: content, depth: depth, environment: environment,
      nodes: nodes, tags: nodes.map(\.tags), pass: pass)
  }

  /// The views kept at `identity` by an earlier pass, when `isSame` accepts the content they
  /// were resolved from and they were resolved at the same depth in the same environment, with
  /// their tags as resolved; they are kept for the next pass too.
  @MainActor
  func keptViews(
    at identity: ViewIdentity, depth: Int, environment: EnvironmentValues,
    where isSame: (Any) -> Bool
  ) -> [LayoutNode]? {
    // Handed out at most once a pass: views sharing an identity (a `ForEach` with repeated
    // ids) must not share nodes.
    guard var entry = kept[identity], entry.pass != pass, entry.depth == depth,
      isSame(entry.content),
      entry.environment.isSame(as: environment)
    else { return nil }
    for (node, tags) in zip(entry.nodes, entry.tags) { node.tags = tags }
    entry.pass = pass
    kept[identity] = entry
    return entry.nodes
  }
}

// MARK: - ObservedChange

/// Whether an `@Observable` property a body read has changed: Observation calls the change
/// handler from whichever thread sets the property, so the flag is atomic.
final class ObservedChange: Sendable {
  private let changed = Atomic<Bool>(false)

  /// Whether a followed property changed since the last `reset()`.
  var hasChanged: Bool { changed.load(ordering: .acquiring) }

  /// Notes a change.
  func markChanged() { changed.store(true, ordering: .releasing) }

  /// Forgets earlier changes, as a new pass begins.
  func reset() { changed.store(false, ordering: .releasing) }

  /// What one body's change handler holds: whether Observation kept it tells whether the body
  /// read an observable property.
  final class Witness: Sendable {
    let change: ObservedChange
    init(_ change: ObservedChange) { self.change = change }
  }
}
