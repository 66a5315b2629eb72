// MARK: - ResolveContext

/// What resolution carries down the tree: the environment, the identity of the position being
/// resolved, the state graph, and the nesting depth.
struct ResolveContext {
  /// Deeper trees are refused with a clear error instead of overflowing the stack.
  static let maxDepth = 2_000

  var environment: EnvironmentValues
  var depth = 0
  /// Problems found while resolving (too deep, missing images); reported, never thrown.
  let diagnostics: Diagnostics
  /// Where state lives between renders.
  let graph: StateGraph
  /// The identity of the view being resolved.
  var identity = ViewIdentity.root
  /// The axis of the stack the views being resolved are laid out in, through any modifiers
  /// and custom views between; `nil` outside a stack or inside another container. A `Spacer`
  /// grows along it and a `Divider` lies across it.
  var stackAxis: Axis?
  /// The axis of the lazy grid whose content is being resolved, through `ForEach`, `Group`,
  /// modifiers and custom views; `nil` inside any other container. A `Section` here lays out
  /// across the grid instead of standing as its parts.
  var lazyGridAxis: Axis?

  init(environment: EnvironmentValues, diagnostics: Diagnostics, graph: StateGraph) {
    self.environment = environment
    self.diagnostics = diagnostics
    self.graph = graph
  }

  func deeper() -> ResolveContext {
    var copy = self
    copy.depth += 1
    return copy
  }

  func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var copy = self
    change(&copy.environment)
    return copy
  }

  /// The context of the content of a container: a stack of `axis`, or none (`nil`).
  func inStack(_ axis: Axis?) -> ResolveContext {
    var copy = self
    copy.stackAxis = axis
    copy.lazyGridAxis = nil
    return copy
  }

  /// `action`, run at the place being resolved: a view value shown at several places (one
  /// style drawing every control) reads and writes the state of the place whose action runs.
  func acting(_ action: @escaping () -> Void) -> () -> Void {
    let place = LinkedPlace(graph: graph, identity: identity)
    return { place.act(action) }
  }

  /// `acting(_:)` for an action that takes an argument.
  func acting<Input>(_ action: @escaping (Input) -> Void) -> (Input) -> Void {
    let place = LinkedPlace(graph: graph, identity: identity)
    return { input in place.act { action(input) } }
  }

  /// The context of a child at one more step of structural identity.
  func child(_ component: ViewIdentity.Component) -> ResolveContext {
    var copy = self
    copy.identity = identity.appending(component)
    return copy
  }
}

/// Collects problems found while resolving and drawing a view tree.
final class Diagnostics {
  private var reported: [String] = []

  /// The problems reported, with those found outside any render since (`AssetDiagnostics`).
  var messages: [String] {
    for message in AssetDiagnostics.takePending() { report(message) }
    return reported
  }

  /// A collector, current on this thread for problems found outside a resolve context.
  init() { AssetDiagnostics.makeCurrent(self) }

  func report(_ message: String) {
    if !reported.contains(message) { reported.append(message) }
  }
}

/// Resolves any view into layout nodes: primitives directly, others through their body, after
/// linking their dynamic properties (`@State`, `@Environment` …) to the view's identity.
@MainActor
func resolve<V: View>(_ view: V, in context: ResolveContext, into nodes: inout [LayoutNode]) {
  guard context.depth < ResolveContext.maxDepth else {
    context.diagnostics.report(
      "the view tree is deeper than \(ResolveContext.maxDepth) levels; deeper views are not "
        + "shown (flatten the hierarchy, for example with ForEach inside one stack)")
    return
  }
  let start = nodes.count
  let isCustom: Bool
  // Shapes and primitive views have no body; a view with one is custom. One without says what
  // it is through its `_resolve` witness (primitive, shape or custom), never through a cast.
  if V.Body.self != Never.self {
    isCustom = true
    resolveCustom(view, in: context, into: &nodes)
  } else {
    var outputs = _ViewOutputs(nodes: [])
    swap(&outputs.nodes, &nodes)
    isCustom = V._resolve(view, _ViewInputs(context: context), &outputs)
    swap(&outputs.nodes, &nodes)
  }
  // A node records the view that made it and the custom views it stands for, not every
  // modifier wrapped around it: queries look for those, and each record is an allocation.
  for node in nodes[start...] where node.identity == nil || isCustom {
    if node.identity == nil { node.identity = context.identity }
    node.viewTypes.append(ObjectIdentifier(V.self))
  }
}

/// Resolves a custom view: links its dynamic properties to the state graph at its identity,
/// then resolves its body.
@MainActor
func resolveCustom<V: View>(
  _ view: V, in context: ResolveContext,
  into nodes: inout [LayoutNode]
) {
  let name = typeName(V.self)
  let inner = context.deeper().child(.type(ObjectIdentifier(V.self), name: name))
  var link = DynamicPropertyLink(
    graph: context.graph, identity: inner.identity,
    environment: context.environment, viewName: name)
  do throws(DynamicPropertyError) {
    try DynamicProperties.link(view, &link)
  } catch {
    context.diagnostics.report(error.message)
    return
  }
  let body = context.graph.evaluating(link.viewName) { view.body }
  resolve(body, in: inner, into: &nodes)
}

/// Resolves a view that must become exactly one node: several become a VStack-like group,
/// none an empty node, as SwiftUI treats a modifier applied to a group of views.
@MainActor
func resolveSingle<V: View>(_ view: V, in context: ResolveContext) -> LayoutNode {
  var nodes: [LayoutNode] = []
  resolve(view, in: context, into: &nodes)
  if nodes.count == 1 { return nodes[0] }
  let group: LayoutNode =
    nodes.isEmpty
    ? EmptyNode(environment: context.environment)
    : StackNode(
      axis: .vertical, alignment: .center, spacing: nil, children: nodes,
      environment: context.environment)
  group.identity = context.identity
  return group
}
