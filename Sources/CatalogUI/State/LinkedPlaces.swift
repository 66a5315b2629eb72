#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// One view value may be linked at several places in the tree: a style instance in the
// environment draws every control inside, and `let row = Row(); VStack { row; row }` shows one
// value twice. Its dynamic properties keep their storage in references shared by every copy, so
// each link points them at the storage of the place being resolved, and a body reads the right
// storage because it is computed right after its link. An action runs later, when the last link
// has won: so the host runs each action "at" the place that made it (`ResolveContext.acting`),
// and a property linked at several places reads the storage of the place the action is in.

// MARK: - LinkedPlace

/// A place a dynamic property was linked at: a view identity in one host's state graph.
struct LinkedPlace: Hashable {
  let graph: ObjectIdentifier
  let identity: ViewIdentity

  init(graph: StateGraph, identity: ViewIdentity) {
    self.graph = ObjectIdentifier(graph)
    self.identity = identity
  }

  private init(graph: ObjectIdentifier, identity: ViewIdentity) {
    self.graph = graph
    self.identity = identity
  }

  /// This place and the places around it, innermost first: where an action made inside a
  /// view's body finds that view.
  var outward: some Sequence<LinkedPlace> {
    sequence(first: identity) { $0.parent }.lazy.map { LinkedPlace(graph: graph, identity: $0) }
  }

  /// The place whose action is running on this thread, if any.
  static var acting: LinkedPlace? {
    guard let raw = pthread_getspecific(actingKey) else { return nil }
    return Unmanaged<ActingPlace>.fromOpaque(raw).takeUnretainedValue().place
  }

  /// Runs `work` as an action of this place: properties linked at several places read the
  /// storage of this one (or of the nearest place around it they were linked at).
  func act<T>(_ work: () throws -> T) rethrows -> T {
    let box = ActingPlace(self)
    let previous = pthread_getspecific(actingKey)
    pthread_setspecific(actingKey, Unmanaged.passUnretained(box).toOpaque())
    defer {
      pthread_setspecific(actingKey, previous)
      withExtendedLifetime(box) {}
    }
    return try work()
  }
}

/// The acting place, boxed for the thread-specific slot.
private final class ActingPlace {
  let place: LinkedPlace
  init(_ place: LinkedPlace) { self.place = place }
}

/// The thread-specific slot holding the acting place: an action runs on the thread that
/// performs it, and hosts on other threads act at their own places meanwhile.
private let actingKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()

// MARK: - LinkedPlaces

/// What a dynamic property was linked to (kept in the property's box, a reference): the last link, plus one per place once it has been
/// linked at more than one, read by the acting place during an action.
///
/// Places are forgotten when the property has been linked at twice as many places as were
/// remembered after the last clean-up: those of hosts that are gone, and those of this host not
/// linked in its last passes, so a long-lived host with changing `ForEach` ids, or a style
/// instance shared by many hosts, does not grow without bound.
struct LinkedPlaces<Linked> {
  private struct Entry {
    let value: Linked
    let pass: Int
    weak var graph: StateGraph?
  }

  private var last: Linked
  private var lastPlace: LinkedPlace?
  private weak var lastGraph: StateGraph?
  private var places: [LinkedPlace: Entry] = [:]
  private var cleanAt = 64

  init(_ initial: Linked) { last = initial }

  /// What the property reads: the link of the acting place when it was linked at several.
  var value: Linked {
    guard !places.isEmpty, let acting = LinkedPlace.acting else { return last }
    for place in acting.outward {
      if let entry = places[place] { return entry.value }
    }
    return last
  }

  /// Links the property to `value` at the place `link` resolves.
  mutating func link(_ value: Linked, at link: DynamicPropertyLink) {
    let graph = link.graph
    let place = LinkedPlace(graph: graph, identity: link.identity)
    if let lastPlace, lastPlace != place, places.isEmpty {
      places[lastPlace] = Entry(value: last, pass: graph.passNumber, graph: lastGraph)
    }
    last = value
    lastPlace = place
    lastGraph = graph
    guard !places.isEmpty else { return }
    places[place] = Entry(value: value, pass: graph.passNumber, graph: graph)
    if places.count >= cleanAt {
      let recent = graph.passNumber - 2
      places = places.filter { entry in
        guard let owner = entry.value.graph else { return false }
        return owner !== graph || entry.value.pass >= recent
      }
      cleanAt = max(64, places.count * 2)
    }
  }
}
